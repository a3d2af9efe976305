import { useId, useState } from 'react';
import { CONTENT_LANGUAGES, LANGUAGE_NAMES, type ContentLanguage, type Translations } from '@rules/content-languages.ts';
import { LanguageTabs, TranslationFields, type TranslatedField } from '../../components/form/LanguageTabs.tsx';
import styles from './ProfileForm.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardProfile.ts';

/** The store texts written per language (issue 35): Arabic and Urdu translate these. */
export const TRANSLATED_STORE_FIELDS = ['storeName', 'description'] as const;
export type TranslatedStoreField = (typeof TRANSLATED_STORE_FIELDS)[number];

// The server's limits (api/src/domain/vendors/profile.ts STORE_TRANSLATABLE, the English fields' own).
const TRANSLATED = [
  { field: 'storeName', maxLength: 200 },
  { field: 'description', maxLength: 5000, multiline: true },
] as const;

export interface StoreTexts {
  storeName: string;
  description: string;
  translations: Translations<TranslatedStoreField>;
}

/** The store's name and description, a tab per language: English as before, Arabic and Urdu optional. */
export function StoreTextsTabs({ texts, onChange }: { texts: StoreTexts; onChange: (changes: Partial<StoreTexts>) => void }) {
  const t = useT(messages);
  const fields: readonly TranslatedField<TranslatedStoreField>[] = TRANSLATED.map((field) => ({ ...field, label: t(field.field === 'storeName' ? 'dashboardProfile.storeName' : 'dashboardProfile.description') }));
  const ids = useId();
  const [tab, setTab] = useState<ContentLanguage>('en');
  return (
    <LanguageTabs
      label={t('dashboardProfile.textLanguages')}
      value={tab}
      onValueChange={setTab}
      translations={texts.translations}
      englishFilled={Boolean(texts.storeName.trim())}
      english={
        <>
          <div className={styles.field}>
            <label htmlFor={`${ids}-storeName`}>{t('dashboardProfile.storeName')}</label>
            <input id={`${ids}-storeName`} autoComplete="organization" value={texts.storeName} onChange={(event) => onChange({ storeName: event.target.value })} />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${ids}-description`}>{t('dashboardProfile.description')}</label>
            <textarea id={`${ids}-description`} rows={5} value={texts.description} onChange={(event) => onChange({ description: event.target.value })} />
          </div>
        </>
      }
      renderTranslation={(language) => <TranslationFields ids={ids} language={language} fields={fields} translations={texts.translations} onChange={(translations) => onChange({ translations })} fieldClass={styles.field} />}
    />
  );
}

/** The vendor's language: its mails are written in it and the dashboard follows it. */
export function LanguageSelect({ id, value, onChange }: { id: string; value: ContentLanguage; onChange: (language: ContentLanguage) => void }) {
  const t = useT(messages);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('dashboardProfile.language')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as ContentLanguage)} aria-describedby={`${id}-hint`}>
        {CONTENT_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      <small id={`${id}-hint`} className={styles.hint}>
        {t('dashboardProfile.languageHint')}
      </small>
    </div>
  );
}
