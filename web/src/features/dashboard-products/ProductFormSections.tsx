import { useState, type ReactNode } from 'react';
import { AMENITIES, amenitiesForPurpose, isPriceInput, purposeOfAmenities, type Amenity } from '@rules/index.ts';
import { ImagePicker } from './ImagePicker.tsx';
import { ListingDetailsFields } from './ListingDetailsFields.tsx';
import type { PickedImage } from './pickedImage.ts';
import type { ProductFormValues } from './productFormValues.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages as formMessages } from '../../lib/i18n/compiled/en/dashboardProductForm.ts';
import buttons from '../../components/Button.module.css';
import styles from './ProductForm.module.css';

/** How a field of the product form shows its broken rule: the message's id, the message, and a labelled field around a control. */
export interface ProductFieldKit {
  invalid: (field: string) => boolean;
  errorId: (field: string) => string | undefined;
  errorText: (field: string) => ReactNode;
  field: (name: string, label: string, input: ReactNode) => ReactNode;
}

export function productFieldKit(ids: string, shown: Record<string, string>): ProductFieldKit {
  const errorIdOf = (field: string) => `${ids}-${field}-error`;
  const errorText = (field: string) =>
    shown[field] ? (
      <p id={errorIdOf(field)} className={styles.fieldError}>
        {shown[field]}
      </p>
    ) : null;
  return {
    invalid: (field) => Boolean(shown[field]),
    errorId: (field) => (shown[field] ? errorIdOf(field) : undefined),
    errorText,
    field: (name, label, input) => (
      <div className={styles.field}>
        <label htmlFor={`${ids}-${name}`}>{label}</label>
        {input}
        {errorText(name)}
      </div>
    ),
  };
}

type Update = (changes: Partial<ProductFormValues>) => void;

/** The listing's images, the first the feature image, chosen from the media library. */
export function ProductImagesSection({ ids, images, onChange, kit }: { ids: string; images: PickedImage[]; onChange: (images: PickedImage[]) => void; kit: ProductFieldKit }) {
  const [pickerOpen, setPickerOpen] = useState(false);
  const t = useT(formMessages);
  return (
    <section className={styles.images} aria-labelledby={`${ids}-images-label`}>
      <h2 id={`${ids}-images-label`} className={styles.sectionTitle}>
        {t('dashboardProductForm.images')}
      </h2>
      {images.length > 0 ? (
        <ul className={styles.thumbs}>
          {images.map((image, index) => (
            <li key={image.reference} className={styles.thumb}>
              <img src={image.url} alt={t(index === 0 ? 'dashboardProductForm.featureImageAlt' : 'dashboardProductForm.imageAlt', { number: index + 1 })} width={120} height={90} />
              <button type="button" className={styles.remove} aria-label={t('dashboardProductForm.removeImage', { number: index + 1 })} onClick={() => onChange(images.filter((i) => i !== image))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>{t('dashboardProductForm.noImages')}</p>
      )}
      <button type="button" id={`${ids}-images`} className={buttons.secondary} onClick={() => setPickerOpen(true)} aria-invalid={kit.invalid('images')} aria-describedby={kit.errorId('images')}>
        {t('dashboardProductForm.addMedia')}
      </button>
      {kit.errorText('images')}
      <ImagePicker open={pickerOpen} onOpenChange={setPickerOpen} selected={images} onChange={onChange} />
    </section>
  );
}

/** Price and discounted price (the name and description are in ProductTextsTabs, a tab per language). */
export function ProductPriceFields({ ids, values, update, kit }: { ids: string; values: ProductFormValues; update: Update; kit: ProductFieldKit }) {
  const t = useT(formMessages);
  const aria = (field: string) => ({ id: `${ids}-${field}`, 'aria-invalid': kit.invalid(field), 'aria-describedby': kit.errorId(field) });
  const setPrice = (key: 'price' | 'discountedPrice', text: string) => {
    if (isPriceInput(text)) update({ [key]: text });
  };
  return (
    <div className={styles.row}>
      {kit.field('price', t('dashboardProductForm.price'), <input {...aria('price')} inputMode="decimal" value={values.price} onChange={(e) => setPrice('price', e.target.value)} />)}
      {kit.field('discountedPrice', t('dashboardProductForm.discountedPrice'), <input {...aria('discountedPrice')} inputMode="decimal" value={values.discountedPrice} onChange={(e) => setPrice('discountedPrice', e.target.value)} />)}
    </div>
  );
}

/** A category the form offers: its English name (what is saved) and its name in the dashboard's language. */
export interface CategoryChoice {
  name: string;
  label: string;
}

/** The category, one of the catalogue's, as radio buttons. */
export function CategoryFieldset({ ids, categories, category, onChange, kit }: { ids: string; categories: readonly CategoryChoice[]; category: string; onChange: (category: string) => void; kit: ProductFieldKit }) {
  const t = useT(formMessages);
  return (
    <fieldset className={styles.fieldset} aria-describedby={kit.errorId('category')} data-invalid={kit.invalid('category')}>
      <legend>{t('dashboardProductForm.category')}</legend>
      <div className={styles.options}>
        {categories.map(({ name, label }, index) => (
          <label key={name} className={styles.option}>
            <input type="radio" name={`${ids}-category`} id={index === 0 ? `${ids}-category` : undefined} value={name} checked={category === name} onChange={() => onChange(name)} />
            {label}
          </label>
        ))}
      </div>
      {kit.errorText('category')}
    </fieldset>
  );
}

/**
 * Each amenity's label (rules/product.ts AMENITIES). This namespace's, not the storefront's
 * `amenities` messages: importing those here split them out of the listing pages' chunks (+0.1 KB).
 */
const AMENITY_IDS = {
  Balcony: 'dashboardProductForm.amenityBalcony',
  'Basement parking': 'dashboardProductForm.amenityBasementParking',
  Security: 'dashboardProductForm.amenitySecurity',
  'Shared Gym': 'dashboardProductForm.amenitySharedGym',
  'Shared swimming pool': 'dashboardProductForm.amenitySharedPool',
  'Property for rent': 'dashboardProductForm.amenityForRent',
  'Property for sales': 'dashboardProductForm.amenityForSale',
} as const satisfies Record<Amenity, keyof typeof formMessages>;

const COUNTS = [
  ['beds', 'dashboardProductForm.beds'],
  ['baths', 'dashboardProductForm.baths'],
  ['area', 'dashboardProductForm.area'],
] as const;

/** A property's beds, baths and area, its amenities and its listing details. */
export function PropertyFields({ ids, values, update, kit, errors }: { ids: string; values: ProductFormValues; update: Update; kit: ProductFieldKit; errors: Record<string, string> }) {
  /** Checking 'Property for rent' or 'Property for sales' says the purpose: the other one goes. */
  const t = useT(formMessages);
  function check(amenity: string) {
    const purpose = purposeOfAmenities([amenity]);
    if (purpose) update({ purpose, amenities: amenitiesForPurpose([...values.amenities, amenity], purpose) });
    else update({ amenities: [...values.amenities, amenity] });
  }
  return (
    <>
      <div className={styles.row}>
        {COUNTS.map(([key, label]) =>
          kit.field(
            key,
            t(label),
            <input id={`${ids}-${key}`} type="number" min={0} step={1} inputMode="numeric" value={values[key]} onChange={(e) => update({ [key]: e.target.value.replace(/[^\d]/g, '') })} aria-invalid={kit.invalid(key)} aria-describedby={kit.errorId(key)} />,
          ),
        )}
      </div>
      <fieldset className={styles.fieldset}>
        <legend>{t('dashboardProductForm.amenities')}</legend>
        <div className={styles.options}>
          {AMENITIES.map((amenity) => (
            <label key={amenity} className={styles.option}>
              <input type="checkbox" checked={values.amenities.includes(amenity)} onChange={(e) => (e.target.checked ? check(amenity) : update({ amenities: values.amenities.filter((a) => a !== amenity) }))} />
              {t(AMENITY_IDS[amenity])}
            </label>
          ))}
        </div>
      </fieldset>
      <ListingDetailsFields values={values} update={update} ids={ids} errors={errors} errorText={kit.errorText} errorId={kit.errorId} />
    </>
  );
}
