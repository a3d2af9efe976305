import type { ReactNode } from 'react';
import { amenitiesForPurpose, MAX_PLACE_LENGTH, type CompletionStatusName, type ListingPurposeName, type MarketCountryCode, type RentPeriodName } from '@rules/index.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages as formMessages } from '../../lib/i18n/compiled/en/dashboardProductForm.ts';
import type { ProductFormValues } from './productFormValues.ts';
import styles from './ProductForm.module.css';

type FormMessageId = keyof typeof formMessages;

/**
 * The choices' labels by value, in the form's order (rules/listing.ts PURPOSE_LABELS and
 * COMPLETION_LABELS). Messages of this namespace, not the storefront's `rules` ones: importing those
 * here split them out of the product card's chunk, past the Product page's JS ceiling.
 */
const PURPOSE_IDS = { SALE: 'dashboardProductForm.forSale', RENT: 'dashboardProductForm.forRent' } as const satisfies Record<ListingPurposeName, FormMessageId>;
const COMPLETION_IDS = { READY: 'dashboardProductForm.ready', OFF_PLAN: 'dashboardProductForm.offPlan' } as const satisfies Record<CompletionStatusName, FormMessageId>;
const RENT_PERIOD_IDS = { MONTH: 'dashboardProductForm.perMonth', YEAR: 'dashboardProductForm.perYear' } as const satisfies Record<RentPeriodName, FormMessageId>;
/** rules/listing.ts MARKET_COUNTRIES, by code, in the menu's order. */
const COUNTRY_IDS = {
  AE: 'dashboardProductForm.countryAE',
  PK: 'dashboardProductForm.countryPK',
  GB: 'dashboardProductForm.countryGB',
  US: 'dashboardProductForm.countryUS',
} as const satisfies Record<MarketCountryCode, FormMessageId>;

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
  const t = useT(formMessages);
  const control = (field: string) => ({ id: `${ids}-${field}`, 'aria-invalid': Boolean(errors[field]), 'aria-describedby': errorId(field) });
  const field = (name: string, label: string, input: ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={`${ids}-${name}`}>{label}</label>
      {input}
      {errorText(name)}
    </div>
  );
  const choices = <T extends string>(name: 'purpose' | 'rentPeriod' | 'completionStatus', legend: string, labels: Record<T, FormMessageId>, choose: (value: T) => void) => (
    <fieldset className={styles.fieldset} aria-describedby={errorId(name)} data-invalid={Boolean(errors[name])}>
      <legend>{legend}</legend>
      <div className={styles.options}>
        {(Object.keys(labels) as T[]).map((value, index) => (
          <label key={value} className={styles.option}>
            <input type="radio" name={`${ids}-${name}`} id={index === 0 ? `${ids}-${name}` : undefined} value={value} checked={values[name] === value} onChange={() => choose(value)} />
            {t(labels[value])}
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
      <legend>{t('dashboardProductForm.listingDetails')}</legend>
      <div className={styles.group}>
        <div className={styles.row}>
          {choices('purpose', t('dashboardProductForm.purpose'), PURPOSE_IDS, (purpose: ListingPurposeName) => update({ purpose, amenities: amenitiesForPurpose(values.amenities, purpose) }))}
          {values.purpose === 'RENT' && choices('rentPeriod', t('dashboardProductForm.rentPeriod'), RENT_PERIOD_IDS, (rentPeriod: RentPeriodName) => update({ rentPeriod }))}
        </div>
        <div className={styles.row}>
          {choices('completionStatus', t('dashboardProductForm.completion'), COMPLETION_IDS, (completionStatus: CompletionStatusName) => update({ completionStatus }))}
          {values.completionStatus === 'OFF_PLAN' &&
            field('handoverDate', t('dashboardProductForm.handoverDate'), <input type="date" min="1990-01-01" max="2100-12-31" value={values.handoverDate} onChange={(e) => update({ handoverDate: e.target.value })} {...control('handoverDate')} />)}
        </div>
        <div className={styles.row}>
          {field('city', t('dashboardProductForm.city'), <input value={values.city} maxLength={MAX_PLACE_LENGTH} autoComplete="address-level2" onChange={(e) => update({ city: e.target.value })} {...control('city')} />)}
          {field('neighbourhood', t('dashboardProductForm.neighbourhood'), <input value={values.neighbourhood} maxLength={MAX_PLACE_LENGTH} onChange={(e) => update({ neighbourhood: e.target.value })} {...control('neighbourhood')} />)}
          {field(
            'countryCode',
            t('dashboardProductForm.country'),
            <select value={values.countryCode} onChange={(e) => update({ countryCode: e.target.value })} {...control('countryCode')}>
              <option value="">{t('dashboardProductForm.notSet')}</option>
              {Object.entries(COUNTRY_IDS).map(([code, id]) => (
                <option key={code} value={code}>
                  {t(id)}
                </option>
              ))}
            </select>,
          )}
        </div>
        <div className={styles.row}>
          {field('latitude', t('dashboardProductForm.latitude'), <input inputMode="decimal" placeholder="25.0805" value={values.latitude} onChange={(e) => setLatitude(e.target.value)} {...control('latitude')} />)}
          {field('longitude', t('dashboardProductForm.longitude'), <input inputMode="decimal" placeholder="55.1403" value={values.longitude} onChange={(e) => update({ longitude: e.target.value })} {...control('longitude')} />)}
        </div>
        <p className={styles.hint}>{t('dashboardProductForm.coordinatesHint')}</p>
      </div>
    </fieldset>
  );
}
