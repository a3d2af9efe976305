import type { ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { CONTENT_LANGUAGES, LANGUAGE_NAMES, textDirection, type ContentLanguage, type TranslationLanguage, type Translations } from '@rules/content-languages.ts';
import { hasTranslation, withTranslation } from '../../lib/translation-form.ts';
import styles from './LanguageTabs.module.css';
import { useT } from '../context/locale.tsx';
import { messages as kitMessages } from '../../lib/i18n/compiled/en/dashboardKit.ts';

export interface LanguageTabsProps<F extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  /** The open tab (the form opens English when a submit finds an English field wrong). */
  value: ContentLanguage;
  onValueChange: (language: ContentLanguage) => void;
  /** The English fields as the form renders them (English is required). */
  english: ReactNode;
  translations: Translations<F>;
  /** Whether the English texts are written (the tab says so, as the others do). */
  englishFilled: boolean;
  renderTranslation: (language: TranslationLanguage) => ReactNode;
}

/**
 * A tab per content language (issue 35, docs/spec/vendor-admin.md §2): English required, Arabic and
 * Urdu optional; each tab says whether it has content, so a vendor sees what is left to translate.
 */
export function LanguageTabs<F extends string>({ label, value, onValueChange, english, translations, englishFilled, renderTranslation }: LanguageTabsProps<F>) {
  const t = useT(kitMessages);
  const filled = (language: ContentLanguage) => (language === 'en' ? englishFilled : hasTranslation(translations, language));
  const state = (language: ContentLanguage) => (filled(language) ? t('dashboardKit.tabWritten') : language === 'en' ? t('dashboardKit.tabRequired') : t('dashboardKit.tabOptionalEmpty'));
  return (
    <RadixTabs.Root value={value} onValueChange={(next) => onValueChange(next as ContentLanguage)} className={styles.root}>
      <RadixTabs.List aria-label={label} className={styles.list}>
        {CONTENT_LANGUAGES.map((language) => (
          <RadixTabs.Trigger key={language} value={language} className={styles.trigger}>
            <span lang={language}>{LANGUAGE_NAMES[language]}</span>
            <span className={filled(language) ? styles.filled : styles.empty}>{state(language)}</span>
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      <RadixTabs.Content value="en" className={styles.panel}>
        {english}
      </RadixTabs.Content>
      {(['ar', 'ur'] as const).map((language) => (
        <RadixTabs.Content key={language} value={language} className={styles.panel}>
          <p className={styles.hint}>{t('dashboardKit.tabHint')}</p>
          {renderTranslation(language)}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

export interface TranslatedField<F extends string> {
  field: F;
  label: string;
  maxLength: number;
  multiline?: boolean;
}

/** A translation's text fields, written right to left in their language. */
export function TranslationFields<F extends string>({ ids, language, fields, translations, onChange, fieldClass }: { ids: string; language: TranslationLanguage; fields: readonly TranslatedField<F>[]; translations: Translations<F>; onChange: (translations: Translations<F>) => void; fieldClass: string }) {
  const direction = { lang: language, dir: textDirection(language) };
  return (
    <>
      {fields.map(({ field, label, maxLength, multiline }) => {
        const id = `${ids}-${language}-${field}`;
        const props = { id, ...direction, maxLength, value: translations[language]?.[field] ?? '', onChange: (event: { target: { value: string } }) => onChange(withTranslation(translations, language, field, event.target.value)) };
        return (
          <div key={field} className={fieldClass}>
            <label htmlFor={id}>
              {label} (<span lang={language}>{LANGUAGE_NAMES[language]}</span>)
            </label>
            {multiline ? <textarea rows={6} {...props} /> : <input {...props} />}
          </div>
        );
      })}
    </>
  );
}
