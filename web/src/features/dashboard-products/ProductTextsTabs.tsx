import { useEffect, useState } from 'react';
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from '@rules/index.ts';
import { isTranslationLanguage, type ContentLanguage } from '@rules/content-languages.ts';
import { LanguageTabs, TranslationFields, type TranslatedField } from '../../components/form/LanguageTabs.tsx';
import type { ProductFieldKit } from './ProductFormSections.tsx';
import type { ProductFormValues, TranslatedProductField } from './productFormValues.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages as formMessages } from '../../lib/i18n/compiled/en/dashboardProductForm.ts';
import styles from './ProductForm.module.css';

const TRANSLATED = [
  { field: 'name', label: 'dashboardProductForm.name', maxLength: MAX_NAME_LENGTH },
  { field: 'description', label: 'dashboardProductForm.description', maxLength: MAX_DESCRIPTION_LENGTH, multiline: true },
] as const;

/**
 * The product's name and description, a tab per language (issue 35): English required, Arabic and
 * Urdu optional. A broken rule opens the tab it is on (`name`, or `translations.ar.name` from the
 * server), so the focused field is on screen.
 */
export function ProductTextsTabs({ ids, values, update, kit, errors }: { ids: string; values: ProductFormValues; update: (changes: Partial<ProductFormValues>) => void; kit: ProductFieldKit; errors: Record<string, string> }) {
  const t = useT(formMessages);
  const fields: readonly TranslatedField<TranslatedProductField>[] = TRANSLATED.map((field) => ({ ...field, label: t(field.label) }));
  const [tab, setTab] = useState<ContentLanguage>('en');
  const broken = tabOfFirstError(errors);
  useEffect(() => {
    if (broken) setTab(broken);
  }, [broken]);
  const aria = (field: string) => ({ id: `${ids}-${field}`, 'aria-invalid': kit.invalid(field), 'aria-describedby': kit.errorId(field) });
  return (
    <LanguageTabs
      label={t('dashboardProductForm.textLanguages')}
      value={tab}
      onValueChange={setTab}
      translations={values.translations}
      englishFilled={Boolean(values.name.trim() && values.description.trim())}
      english={
        <>
          {kit.field('name', t('dashboardProductForm.name'), <input {...aria('name')} value={values.name} onChange={(e) => update({ name: e.target.value })} maxLength={MAX_NAME_LENGTH} />)}
          {kit.field('description', t('dashboardProductForm.description'), <textarea {...aria('description')} rows={6} value={values.description} onChange={(e) => update({ description: e.target.value })} />)}
        </>
      }
      renderTranslation={(language) => (
        <>
          <TranslationFields ids={ids} language={language} fields={fields} translations={values.translations} onChange={(translations) => update({ translations })} fieldClass={styles.field} />
          {TRANSLATED.map(({ field }) => kit.errorText(`translations.${language}.${field}`))}
        </>
      )}
    />
  );
}

/** The tab holding the first broken text field, if any. */
function tabOfFirstError(errors: Record<string, string>): ContentLanguage | null {
  for (const field of Object.keys(errors)) {
    if (field === 'name' || field === 'description') return 'en';
    const language = /^translations\.(\w+)/.exec(field)?.[1];
    if (isTranslationLanguage(language)) return language;
  }
  return null;
}
