import type { ReactNode } from 'react';
import {
  amenitiesForPurpose,
  COMPLETION_LABELS,
  MARKET_COUNTRIES,
  MAX_PLACE_LENGTH,
  PURPOSE_LABELS,
  type CompletionStatusName,
  type ListingPurposeName,
  type RentPeriodName,
} from '@rules/index.ts';
import type { ProductFormValues } from './productFormValues.ts';
import styles from './ProductForm.module.css';

const RENT_PERIOD_LABELS: Record<RentPeriodName, string> = { MONTH: 'Per month', YEAR: 'Per year' };

/** "25.0805, 55.1403" (what Google Maps copies): both coordinates at once. */
const COORDINATE_PAIR = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/;

interface ListingDetailsFieldsProps {
  values: ProductFormValues;
  /** Sets several fields at once (purpose and its amenities change together). */
  update: (changes: Partial<ProductFormValues>) => void;
  /** The form's id prefix: each control's id is `${ids}-${draft field}`, so an error can focus it. */
  ids: string;
  /** The broken rules, by field. */
  errors: Record<string, string>;
  /** A field's message, shown beside it (null when it has none). */
  errorText: (field: string) => ReactNode;
  errorId: (field: string) => string | undefined;
}

/**
 * A property's listing details (issue 20): purpose and rent period, completion and handover,
 * place and coordinates. Rent period shows only for a rent, the handover date only off-plan.
 */
export function ListingDetailsFields({ values, update, ids, errors, errorText, errorId }: ListingDetailsFieldsProps) {
  const control = (field: string) => ({ id: `${ids}-${field}`, 'aria-invalid': Boolean(errors[field]), 'aria-describedby': errorId(field) });
  const field = (name: string, label: string, input: ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={`${ids}-${name}`}>{label}</label>
      {input}
      {errorText(name)}
    </div>
  );
  const choices = <T extends string>(name: 'purpose' | 'rentPeriod' | 'completionStatus', legend: string, labels: Record<T, string>, choose: (value: T) => void) => (
    <fieldset className={styles.fieldset} aria-describedby={errorId(name)} data-invalid={Boolean(errors[name])}>
      <legend>{legend}</legend>
      <div className={styles.options}>
        {(Object.keys(labels) as T[]).map((value, index) => (
          <label key={value} className={styles.option}>
            <input type="radio" name={`${ids}-${name}`} id={index === 0 ? `${ids}-${name}` : undefined} value={value} checked={values[name] === value} onChange={() => choose(value)} />
            {labels[value]}
          </label>
        ))}
      </div>
      {errorText(name)}
    </fieldset>
  );
  const setLatitude = (text: string) => {
    const pair = COORDINATE_PAIR.exec(text);
    update(pair ? { latitude: pair[1], longitude: pair[2] } : { latitude: text });
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend>Listing details</legend>
      <div className={styles.group}>
        <div className={styles.row}>
          {choices('purpose', 'Purpose', PURPOSE_LABELS, (purpose: ListingPurposeName) => update({ purpose, amenities: amenitiesForPurpose(values.amenities, purpose) }))}
          {values.purpose === 'RENT' && choices('rentPeriod', 'Rent period', RENT_PERIOD_LABELS, (rentPeriod: RentPeriodName) => update({ rentPeriod }))}
        </div>
        <div className={styles.row}>
          {choices('completionStatus', 'Completion', COMPLETION_LABELS, (completionStatus: CompletionStatusName) => update({ completionStatus }))}
          {values.completionStatus === 'OFF_PLAN' &&
            field('handoverDate', 'Handover date', <input type="date" min="1990-01-01" max="2100-12-31" value={values.handoverDate} onChange={(e) => update({ handoverDate: e.target.value })} {...control('handoverDate')} />)}
        </div>
        <div className={styles.row}>
          {field('city', 'City', <input value={values.city} maxLength={MAX_PLACE_LENGTH} autoComplete="address-level2" onChange={(e) => update({ city: e.target.value })} {...control('city')} />)}
          {field('neighbourhood', 'Area / neighbourhood', <input value={values.neighbourhood} maxLength={MAX_PLACE_LENGTH} onChange={(e) => update({ neighbourhood: e.target.value })} {...control('neighbourhood')} />)}
          {field(
            'countryCode',
            'Country',
            <select value={values.countryCode} onChange={(e) => update({ countryCode: e.target.value })} {...control('countryCode')}>
              <option value="">Not set</option>
              {Object.entries(MARKET_COUNTRIES).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>,
          )}
        </div>
        <div className={styles.row}>
          {field('latitude', 'Latitude', <input inputMode="decimal" placeholder="25.0805" value={values.latitude} onChange={(e) => setLatitude(e.target.value)} {...control('latitude')} />)}
          {field('longitude', 'Longitude', <input inputMode="decimal" placeholder="55.1403" value={values.longitude} onChange={(e) => update({ longitude: e.target.value })} {...control('longitude')} />)}
        </div>
        <p className={styles.hint}>
          To find the coordinates, right-click the place in Google Maps and click the numbers at the top of the menu to copy them; paste both into Latitude and they fill in
          both fields. Leave both empty to keep the property off the map.
        </p>
      </div>
    </fieldset>
  );
}
