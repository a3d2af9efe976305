import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { productDraftProblems, type CatalogueName } from '@rules/index.ts';
import { FormShell, SubmitButton } from '../../components/form/FormShell.tsx';
import { useForm } from '../../components/form/useForm.ts';
import { listingDraftOf, type ProductFormValues } from './productFormValues.ts';
import { CategoryFieldset, ProductImagesSection, ProductPriceFields, PropertyFields, productFieldKit, type CategoryChoice } from './ProductFormSections.tsx';
import { ProductTextsTabs } from './ProductTextsTabs.tsx';
import { useT } from '../../components/context/locale.tsx';
import { useServerTextIn } from '../../hooks/useServerTextIn.ts';
import { messages as formMessages } from '../../lib/i18n/compiled/en/dashboardProductForm.ts';
import { messages as ruleMessages } from '../../lib/i18n/compiled/en/dashboardProductRules.ts';
import buttons from '../../components/Button.module.css';
import styles from './ProductForm.module.css';

// The form's values and what the server gets of them live in productFormValues.ts (the sections read them too).
export { emptyProductForm, listingDraftOf, productInputOf, TRANSLATED_PRODUCT_FIELDS, type ProductFormValues } from './productFormValues.ts';

export interface ProductFormProps {
  mode: 'create' | 'edit';
  catalogue: CatalogueName;
  /** The catalogue's categories, in menu order: the English name the form saves, the label it shows. */
  categories: readonly CategoryChoice[];
  initialValues: ProductFormValues;
  submitLabel: string;
  submitting: boolean;
  /** A problem the server reported (shown above the button). */
  serverError: { message: string; field?: string | null } | null;
  onSubmit: (values: ProductFormValues) => void;
}

/** Create and edit product (docs/spec/vendor-admin.md §2, §5): every field, with the rules checked before sending. */
export function ProductForm({ mode, catalogue, categories, initialValues, submitLabel, submitting, serverError, onSubmit }: ProductFormProps) {
  const form = useForm<ProductFormValues>({ initial: initialValues });
  const { values } = form;
  /** The broken rules of the last submit, by field: each shown beside its field, all at once. */
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const ids = useId();
  const t = useT(formMessages);
  // The rules' and the server's English texts, in the dashboard's language (by value: docs/decisions/i18n-product-form-rule-texts.md).
  const ruleText = useServerTextIn(ruleMessages);

  function submit() {
    const problems = productDraftProblems({ ...values, ...listingDraftOf(values), images: values.images.map((i) => i.reference) }, catalogue, mode);
    setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
    if (problems.length) return focusFirstInvalid();
    onSubmit(values);
  }

  // The server's error names its field (or none: shown above the submit button).
  const serverField = serverError?.field ?? '';
  useEffect(() => {
    if (serverError) focusFirstInvalid();
  }, [serverError, focusFirstInvalid]);
  const english: Record<string, string> = serverError && serverField && !errors[serverField] ? { ...errors, [serverField]: serverError.message } : errors;
  const shown = Object.fromEntries(Object.entries(english).map(([field, message]) => [field, ruleText(message)]));
  const kit = productFieldKit(ids, shown);
  const count = Object.keys(shown).length;
  const summary = serverError && !serverField ? ruleText(serverError.message) : count > 0 ? t('dashboardProductForm.correctFields', { count }) : null;

  return (
    <FormShell
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      busy={submitting}
      note={summary ? { text: summary, ok: false } : null}
      noteAt="end"
      noteClass={{ error: styles.error }}
      submit={
        <div>
          <SubmitButton className={buttons.primary} busy={submitting} label={submitLabel} busyLabel={t('dashboardProductForm.saving')} />
        </div>
      }
    >
      <ProductImagesSection ids={ids} images={values.images} onChange={(images) => form.update({ images })} kit={kit} />
      <ProductTextsTabs ids={ids} values={values} update={form.update} kit={kit} errors={shown} />
      <ProductPriceFields ids={ids} values={values} update={form.update} kit={kit} />
      <CategoryFieldset ids={ids} categories={categories} category={values.category} onChange={(category) => form.update({ category })} kit={kit} />
      {catalogue === 'REAL_ESTATE' && <PropertyFields ids={ids} values={values} update={form.update} kit={kit} errors={shown} />}
    </FormShell>
  );
}

/**
 * After a failed submit (or the server's answer), the first broken field in the form's order is
 * scrolled into view and focused, once the messages are on screen.
 */
function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>): () => void {
  const [focusTick, setFocusTick] = useState(0);
  useEffect(() => {
    if (!focusTick) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] input');
    if (!first) return;
    first.scrollIntoView({ block: 'center' });
    first.focus({ preventScroll: true });
  }, [focusTick, formRef]);
  return useCallback(() => setFocusTick((n) => n + 1), []);
}
