import { useState, type ReactNode } from 'react';
import { AMENITIES, amenitiesForPurpose, isPriceInput, purposeOfAmenities } from '@rules/index.ts';
import { ImagePicker } from './ImagePicker.tsx';
import { ListingDetailsFields } from './ListingDetailsFields.tsx';
import type { PickedImage } from './pickedImage.ts';
import type { ProductFormValues } from './productFormValues.ts';
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
  return (
    <section className={styles.images} aria-labelledby={`${ids}-images-label`}>
      <h2 id={`${ids}-images-label`} className={styles.sectionTitle}>
        Images
      </h2>
      {images.length > 0 ? (
        <ul className={styles.thumbs}>
          {images.map((image, index) => (
            <li key={image.reference} className={styles.thumb}>
              <img src={image.url} alt={`Image ${index + 1}${index === 0 ? ' (feature image)' : ''}`} width={120} height={90} />
              <button type="button" className={styles.remove} aria-label={`Remove image ${index + 1}`} onClick={() => onChange(images.filter((i) => i !== image))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>No images selected. The first image is the feature image.</p>
      )}
      <button type="button" id={`${ids}-images`} className={buttons.secondary} onClick={() => setPickerOpen(true)} aria-invalid={kit.invalid('images')} aria-describedby={kit.errorId('images')}>
        Add Media
      </button>
      {kit.errorText('images')}
      <ImagePicker open={pickerOpen} onOpenChange={setPickerOpen} selected={images} onChange={onChange} />
    </section>
  );
}

/** Price and discounted price (the name and description are in ProductTextsTabs, a tab per language). */
export function ProductPriceFields({ ids, values, update, kit }: { ids: string; values: ProductFormValues; update: Update; kit: ProductFieldKit }) {
  const aria = (field: string) => ({ id: `${ids}-${field}`, 'aria-invalid': kit.invalid(field), 'aria-describedby': kit.errorId(field) });
  const setPrice = (key: 'price' | 'discountedPrice', text: string) => {
    if (isPriceInput(text)) update({ [key]: text });
  };
  return (
    <div className={styles.row}>
      {kit.field('price', 'Product Price', <input {...aria('price')} inputMode="decimal" value={values.price} onChange={(e) => setPrice('price', e.target.value)} />)}
      {kit.field('discountedPrice', 'Discounted Price', <input {...aria('discountedPrice')} inputMode="decimal" value={values.discountedPrice} onChange={(e) => setPrice('discountedPrice', e.target.value)} />)}
    </div>
  );
}

/** The category, one of the catalogue's, as radio buttons. */
export function CategoryFieldset({ ids, categories, category, onChange, kit }: { ids: string; categories: readonly string[]; category: string; onChange: (category: string) => void; kit: ProductFieldKit }) {
  return (
    <fieldset className={styles.fieldset} aria-describedby={kit.errorId('category')} data-invalid={kit.invalid('category')}>
      <legend>Category</legend>
      <div className={styles.options}>
        {categories.map((name, index) => (
          <label key={name} className={styles.option}>
            <input type="radio" name={`${ids}-category`} id={index === 0 ? `${ids}-category` : undefined} value={name} checked={category === name} onChange={() => onChange(name)} />
            {name}
          </label>
        ))}
      </div>
      {kit.errorText('category')}
    </fieldset>
  );
}

const COUNTS = [
  ['beds', 'Number of Beds'],
  ['baths', 'Number of Baths'],
  ['area', 'Area (sqft)'],
] as const;

/** A property's beds, baths and area, its amenities and its listing details. */
export function PropertyFields({ ids, values, update, kit, errors }: { ids: string; values: ProductFormValues; update: Update; kit: ProductFieldKit; errors: Record<string, string> }) {
  /** Checking 'Property for rent' or 'Property for sales' says the purpose: the other one goes. */
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
            label,
            <input id={`${ids}-${key}`} type="number" min={0} step={1} inputMode="numeric" value={values[key]} onChange={(e) => update({ [key]: e.target.value.replace(/[^\d]/g, '') })} aria-invalid={kit.invalid(key)} aria-describedby={kit.errorId(key)} />,
          ),
        )}
      </div>
      <fieldset className={styles.fieldset}>
        <legend>Amenities</legend>
        <div className={styles.options}>
          {AMENITIES.map((amenity) => (
            <label key={amenity} className={styles.option}>
              <input type="checkbox" checked={values.amenities.includes(amenity)} onChange={(e) => (e.target.checked ? check(amenity) : update({ amenities: values.amenities.filter((a) => a !== amenity) }))} />
              {amenity}
            </label>
          ))}
        </div>
      </fieldset>
      <ListingDetailsFields values={values} update={update} ids={ids} errors={errors} errorText={kit.errorText} errorId={kit.errorId} />
    </>
  );
}
