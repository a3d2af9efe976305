import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  AMENITIES,
  amenitiesForPurpose,
  productDraftProblems,
  purposeOfAmenities,
  isPriceInput,
  MAX_NAME_LENGTH,
  type CatalogueName,
  type CompletionStatusName,
  type ListingDraft,
  type ListingPurposeName,
  type RentPeriodName,
} from '@rules/index.ts';
import { ImagePicker } from './ImagePicker.tsx';
import { ListingDetailsFields } from './ListingDetailsFields.tsx';
import type { PickedImage } from './pickedImage.ts';
import buttons from '../../components/Button.module.css';
import styles from './ProductForm.module.css';

export interface ProductFormValues {
  name: string;
  price: string;
  discountedPrice: string;
  description: string;
  category: string;
  images: PickedImage[];
  amenities: string[];
  beds: string;
  baths: string;
  area: string;
  /** Listing details of a property (issue 20); text as typed, '' for none. */
  purpose: ListingPurposeName;
  rentPeriod: RentPeriodName;
  completionStatus: CompletionStatusName;
  handoverDate: string;
  city: string;
  neighbourhood: string;
  countryCode: string;
  latitude: string;
  longitude: string;
}

export const emptyProductForm: ProductFormValues = {
  name: '',
  price: '',
  discountedPrice: '',
  description: '',
  category: '',
  images: [],
  amenities: [],
  beds: '',
  baths: '',
  area: '',
  purpose: 'SALE',
  rentPeriod: 'MONTH',
  completionStatus: 'READY',
  handoverDate: '',
  city: '',
  neighbourhood: '',
  countryCode: '',
  latitude: '',
  longitude: '',
};

/**
 * The listing fields as the rules read them: every one is sent (empty clears), but the rent period
 * only for a rent and the handover date only off-plan (hidden fields keep their text meanwhile).
 */
export function listingDraftOf(values: ProductFormValues): Required<ListingDraft> {
  return {
    purpose: values.purpose,
    rentPeriod: values.purpose === 'RENT' ? values.rentPeriod : null,
    completionStatus: values.completionStatus,
    handoverDate: values.completionStatus === 'OFF_PLAN' ? values.handoverDate : null,
    city: values.city,
    neighbourhood: values.neighbourhood,
    countryCode: values.countryCode,
    latitude: values.latitude,
    longitude: values.longitude,
  };
}

/** What the server gets: the form's text, beds/baths/area as numbers (empty: none). */
export function productInputOf(values: ProductFormValues) {
  const count = (text: string) => (text.trim() === '' ? null : Number(text));
  return {
    name: values.name.trim(),
    price: values.price.trim(),
    discountedPrice: values.discountedPrice.trim() || null,
    description: values.description.trim(),
    category: values.category,
    images: values.images.map((image) => image.reference),
    amenities: values.amenities,
    beds: count(values.beds),
    baths: count(values.baths),
    area: count(values.area),
    ...listingInputOf(values),
  };
}

/** The listing fields for GraphQL: enums, a date, texts (null when empty) and numbers. */
function listingInputOf(values: ProductFormValues) {
  const draft = listingDraftOf(values);
  const textOrNull = (text: string) => text.trim() || null;
  const number = (text: string) => (text.trim() === '' ? null : Number(text));
  return {
    purpose: values.purpose,
    rentPeriod: draft.rentPeriod as RentPeriodName | null,
    completionStatus: values.completionStatus,
    handoverDate: draft.handoverDate === null ? null : textOrNull(values.handoverDate),
    city: textOrNull(values.city),
    neighbourhood: textOrNull(values.neighbourhood),
    countryCode: textOrNull(values.countryCode),
    latitude: number(values.latitude),
    longitude: number(values.longitude),
  };
}

export interface ProductFormProps {
  mode: 'create' | 'edit';
  catalogue: CatalogueName;
  /** Category names of the catalogue, in menu order. */
  categories: readonly string[];
  initialValues: ProductFormValues;
  submitLabel: string;
  submitting: boolean;
  /** A problem the server reported (shown above the button). */
  serverError: { message: string; field?: string | null } | null;
  onSubmit: (values: ProductFormValues) => void;
}

/** Create and edit product (spec §2, §5): every field, with the rules checked before sending. */
export function ProductForm({ mode, catalogue, categories, initialValues, submitLabel, submitting, serverError, onSubmit }: ProductFormProps) {
  const [values, setValues] = useState(initialValues);
  /** The broken rules of the last submit, by field: each shown beside its field, all at once. */
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // After a failed submit (or the server's answer), the first broken field in the form's order is
  // scrolled into view and focused, once the messages are on screen.
  const [focusTick, setFocusTick] = useState(0);
  const [pickerOpen, setPickerOpen] = useState(false);
  const ids = useId();
  const isProperty = catalogue === 'REAL_ESTATE';

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const update = (changes: Partial<ProductFormValues>) => setValues((v) => ({ ...v, ...changes }));
  const setPrice = (key: 'price' | 'discountedPrice', text: string) => {
    if (isPriceInput(text)) set(key, text);
  };

  /** Checking 'Property for rent' or 'Property for sales' says the purpose: the other one goes. */
  function check(amenity: string) {
    const purpose = purposeOfAmenities([amenity]);
    if (purpose) update({ purpose, amenities: amenitiesForPurpose([...values.amenities, amenity], purpose) });
    else set('amenities', [...values.amenities, amenity]);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = productDraftProblems({ ...values, ...listingDraftOf(values), images: values.images.map((i) => i.reference) }, catalogue, mode);
    setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
    if (problems.length) {
      setFocusTick((n) => n + 1);
      return;
    }
    onSubmit(values);
  }

  // The server's error names its field (or none: shown above the submit button).
  const serverField = serverError?.field ?? '';
  useEffect(() => {
    if (serverError) setFocusTick((n) => n + 1);
  }, [serverError]);
  const shown: Record<string, string> = serverError && serverField && !errors[serverField] ? { ...errors, [serverField]: serverError.message } : errors;

  useEffect(() => {
    if (!focusTick) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] input');
    if (!first) return;
    first.scrollIntoView({ block: 'center' });
    first.focus({ preventScroll: true });
  }, [focusTick]);

  const errorIdOf = (field: string) => `${ids}-${field}-error`;
  const fieldError = (field: string) => (shown[field] ? errorIdOf(field) : undefined);
  const errorText = (field: string) =>
    shown[field] ? (
      <p id={errorIdOf(field)} className={styles.fieldError}>
        {shown[field]}
      </p>
    ) : null;
  const field = (name: string, label: string, input: ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={`${ids}-${name}`}>{label}</label>
      {input}
      {errorText(name)}
    </div>
  );

  return (
    <form method="post" ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-busy={submitting}>
      <section className={styles.images} aria-labelledby={`${ids}-images-label`}>
        <h2 id={`${ids}-images-label`} className={styles.sectionTitle}>
          Images
        </h2>
        {values.images.length > 0 ? (
          <ul className={styles.thumbs}>
            {values.images.map((image, index) => (
              <li key={image.reference} className={styles.thumb}>
                <img src={image.url} alt={`Image ${index + 1}${index === 0 ? ' (feature image)' : ''}`} width={120} height={90} />
                <button type="button" className={styles.remove} aria-label={`Remove image ${index + 1}`} onClick={() => set('images', values.images.filter((i) => i !== image))}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.hint}>No images selected. The first image is the feature image.</p>
        )}
        <button type="button" id={`${ids}-images`} className={buttons.secondary} onClick={() => setPickerOpen(true)} aria-invalid={Boolean(shown.images)} aria-describedby={fieldError('images')}>
          Add Media
        </button>
        {errorText('images')}
        <ImagePicker open={pickerOpen} onOpenChange={setPickerOpen} selected={values.images} onChange={(images) => set('images', images)} />
      </section>

      {field(
        'name',
        'Product Name',
        <input id={`${ids}-name`} value={values.name} onChange={(e) => set('name', e.target.value)} maxLength={MAX_NAME_LENGTH} aria-invalid={Boolean(shown['name'])} aria-describedby={fieldError('name')} />,
      )}
      <div className={styles.row}>
        {field(
          'price',
          'Product Price',
          <input id={`${ids}-price`} inputMode="decimal" value={values.price} onChange={(e) => setPrice('price', e.target.value)} aria-invalid={Boolean(shown['price'])} aria-describedby={fieldError('price')} />,
        )}
        {field(
          'discountedPrice',
          'Discounted Price',
          <input id={`${ids}-discountedPrice`} inputMode="decimal" value={values.discountedPrice} onChange={(e) => setPrice('discountedPrice', e.target.value)} aria-invalid={Boolean(shown['discountedPrice'])} aria-describedby={fieldError('discountedPrice')} />,
        )}
      </div>
      {field(
        'description',
        'Product Description',
        <textarea id={`${ids}-description`} rows={6} value={values.description} onChange={(e) => set('description', e.target.value)} aria-invalid={Boolean(shown['description'])} aria-describedby={fieldError('description')} />,
      )}

      <fieldset className={styles.fieldset} aria-describedby={fieldError('category')} data-invalid={Boolean(shown.category)}>
        <legend>Category</legend>
        <div className={styles.options}>
          {categories.map((name, index) => (
            <label key={name} className={styles.option}>
              <input type="radio" name={`${ids}-category`} id={index === 0 ? `${ids}-category` : undefined} value={name} checked={values.category === name} onChange={() => set('category', name)} />
              {name}
            </label>
          ))}
        </div>
        {errorText('category')}
      </fieldset>

      {isProperty && (
        <>
          <div className={styles.row}>
            {(
              [
                ['beds', 'Number of Beds'],
                ['baths', 'Number of Baths'],
                ['area', 'Area (sqft)'],
              ] as const
            ).map(([key, label]) =>
              field(
                key,
                label,
                <input
                  id={`${ids}-${key}`}
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  value={values[key]}
                  onChange={(e) => set(key, e.target.value.replace(/[^\d]/g, ''))}
                  aria-invalid={Boolean(shown[key])}
                  aria-describedby={fieldError(key)}
                />,
              ),
            )}
          </div>
          <fieldset className={styles.fieldset}>
            <legend>Amenities</legend>
            <div className={styles.options}>
              {AMENITIES.map((amenity) => (
                <label key={amenity} className={styles.option}>
                  <input
                    type="checkbox"
                    checked={values.amenities.includes(amenity)}
                    onChange={(e) => (e.target.checked ? check(amenity) : set('amenities', values.amenities.filter((a) => a !== amenity)))}
                  />
                  {amenity}
                </label>
              ))}
            </div>
          </fieldset>
          <ListingDetailsFields values={values} update={update} ids={ids} errors={shown} errorText={errorText} errorId={fieldError} />
        </>
      )}

      {(serverError && !serverField) || Object.keys(shown).length > 0 ? (
        <p role="alert" className={styles.error}>
          {serverError && !serverField ? serverError.message : `Please correct the ${Object.keys(shown).length === 1 ? 'field' : `${Object.keys(shown).length} fields`} marked above.`}
        </p>
      ) : null}
      <div>
        <button type="submit" className={buttons.primary} disabled={submitting}>
          {submitting ? 'Saving...' : submitLabel}
        </button>
      </div>
    </form>
  );
}
