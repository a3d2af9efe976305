import { useEffect, useState } from 'react';
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from '@rules/index.ts';
import { isTranslationLanguage, type ContentLanguage } from '@rules/content-languages.ts';
import { LanguageTabs, TranslationFields, type TranslatedField } from '../../components/form/LanguageTabs.tsx';
import type { ProductFieldKit } from './ProductFormSections.tsx';
import type { ProductFormValues, TranslatedProductField } from './productFormValues.ts';
import styles from './ProductForm.module.css';

const TRANSLATED: readonly TranslatedField<TranslatedProductField>[] = [
  { field: 'name', label: 'Product Name', maxLength: MAX_NAME_LENGTH },
  { field: 'description', label: 'Product Description', maxLength: MAX_DESCRIPTION_LENGTH, multiline: true },
];

/**
 * The product's name and description, a tab per language (issue 35): English required, Arabic and
 * Urdu optional. A broken rule opens the tab it is on (`name`, or `translations.ar.name` from the
 * server), so the focused field is on screen.
 */
export function ProductTextsTabs({ ids, values, update, kit, errors }: { ids: string; values: ProductFormValues; update: (changes: Partial<ProductFormValues>) => void; kit: ProductFieldKit; errors: Record<string, string> }) {
  const [tab, setTab] = useState<ContentLanguage>('en');
  const broken = tabOfFirstError(errors);
  useEffect(() => {
    if (broken) setTab(broken);
  }, [broken]);
  const aria = (field: string) => ({ id: `${ids}-${field}`, 'aria-invalid': kit.invalid(field), 'aria-describedby': kit.errorId(field) });
  return (
    <LanguageTabs
      label="Languages of the listing texts"
      value={tab}
      onValueChange={setTab}
      translations={values.translations}
      englishFilled={Boolean(values.name.trim() && values.description.trim())}
      english={
        <>
          {kit.field('name', 'Product Name', <input {...aria('name')} value={values.name} onChange={(e) => update({ name: e.target.value })} maxLength={MAX_NAME_LENGTH} />)}
          {kit.field('description', 'Product Description', <textarea {...aria('description')} rows={6} value={values.description} onChange={(e) => update({ description: e.target.value })} />)}
        </>
      }
      renderTranslation={(language) => (
        <>
          <TranslationFields ids={ids} language={language} fields={TRANSLATED} translations={values.translations} onChange={(translations) => update({ translations })} fieldClass={styles.field} />
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
