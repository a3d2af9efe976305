import { useId, useState, type FormEvent } from 'react';
import type { FilterScope, ListingFacets } from './useListingFacets.ts';
import { Select } from '../../components/ui/Select.tsx';
import { CURRENCY_CODES, formatPrice } from '../../lib/price.ts';
import { withAreaUnit, withCurrency } from '../../lib/listing-chips.ts';
import { listingParamName, otherListingFields, type CatalogueName, type ListingParams } from '../../lib/listing-params.ts';
import { useSearchParams } from 'react-router-dom';
import { SQFT_PER_SQM, type AreaUnitName, type CompletionStatusName } from '@rules/listing.ts';
import type { CurrencyCode } from '@rules/money.ts';
import type { Amenity } from '@rules/product.ts';
import styles from './Listing.module.css';
import { formatCount } from '../../lib/number-format.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages as listingMessages } from '../../lib/i18n/compiled/en/listing.ts';
import { messages as rulesMessages } from '../../lib/i18n/compiled/en/rules.ts';
import { messages as amenitiesMessages } from '../../lib/i18n/compiled/en/amenities.ts';
import { amenityLabel, areaUnitLabel, completionLabel, purposeLabel } from '../../lib/rule-labels.ts';

type Option = ListingFacets['cities'][number];

const ANY = '*';
const CATALOGUE_CHOICES = [
  { value: ANY, id: 'listing.catalogueAll' },
  { value: 'REAL_ESTATE', id: 'listing.catalogueProperties' },
  { value: 'HOME_PRODUCTS', id: 'listing.catalogueHomeProducts' },
] as const satisfies readonly { value: CatalogueName | typeof ANY; id: keyof typeof listingMessages }[];
const CURRENCY_OPTIONS = CURRENCY_CODES.map((code) => ({ value: code as CurrencyCode, label: code }));
const withCount = (option: Option) => `${option.label} (${option.count})`;
const total = (options: readonly Option[]) => options.reduce((sum, option) => sum + option.count, 0);

export interface FilterPanelProps {
  facets: ListingFacets;
  params: ListingParams;
  scope: FilterScope;
  onChange: (next: ListingParams) => void;
}

/** Every filter of a listing as a form of fieldsets; each change applies at once (a new URL). */
/** Loaded apart from the page (ListingResults.tsx): the server's HTML shows it until it hydrates. */
export default function FilterPanel({ facets, params, scope, onChange }: FilterPanelProps) {
  const id = useId();
  const t = useT(listingMessages);
  const rules = useT(rulesMessages);
  const [search] = useSearchParams();
  // A range typed before the script has run is a plain GET of the page with the other filters kept.
  const rangeForm = (min: 'minPrice' | 'minArea', max: 'maxPrice' | 'maxArea') => ({
    fieldNames: [listingParamName(min), listingParamName(max)] as [string, string],
    carried: otherListingFields(params, [min, max], search),
  });
  const set = (patch: Partial<ListingParams>) => {
    const next: ListingParams = { ...params, ...patch };
    for (const key of Object.keys(patch) as (keyof ListingParams)[]) if (patch[key] === undefined) delete next[key];
    onChange(next);
  };
  const kind = scope.catalogueSwitch ? (params.catalogue ?? 'ALL') : scope.kind;
  const properties = kind === 'REAL_ESTATE' || (kind === 'ALL' && (total(facets.purposes) > 0 || !!params.purpose));
  const homeProducts = kind === 'HOME_PRODUCTS' || kind === 'ALL';
  const asNumber = (value: string | undefined) => (value === undefined ? undefined : Number(value));

  return (
    <div className={styles.panel}>
      {scope.catalogueSwitch && (
        <Choices
          legend={t('listing.show')}
          name={`${id}-catalogue`}
          any={null}
          options={CATALOGUE_CHOICES.map((c) => ({ value: c.value, label: t(c.id), count: null }))}
          value={params.catalogue ?? ANY}
          onChange={(value) => onChange(value === ANY || !value ? without(params, 'catalogue') : { ...params, catalogue: value as CatalogueName })}
        />
      )}
      {properties && <Choices legend={t('listing.purpose')} name={`${id}-purpose`} options={facets.purposes.map((o) => ({ ...o, label: purposeLabel(rules, o.value) }))} value={params.purpose} onChange={(value) => set({ purpose: value as ListingParams['purpose'] })} />}
      {scope.showCategory && <ListSelect label={t('listing.category')} anyLabel={t('listing.allCategories')} options={facets.categories} value={params.categorySlug} onChange={(value) => set({ categorySlug: value })} />}
      {properties && (
        <>
          <ListSelect label={t('listing.city')} anyLabel={t('listing.allCities')} options={facets.cities} value={params.city} onChange={(value) => set({ city: value, neighbourhood: undefined })} />
          <ListSelect label={t('listing.neighbourhood')} anyLabel={t('listing.allNeighbourhoods')} options={facets.neighbourhoods} value={params.neighbourhood} onChange={(value) => set({ neighbourhood: value })} />
          <Choices legend={t('listing.beds')} name={`${id}-beds`} options={facets.beds} value={params.minBeds?.toString()} onChange={(value) => set({ minBeds: asNumber(value) })} />
          <Choices legend={t('listing.baths')} name={`${id}-baths`} options={facets.baths} value={params.minBaths?.toString()} onChange={(value) => set({ minBaths: asNumber(value) })} />
        </>
      )}
      <PriceFilter facets={facets} params={params} onChange={onChange} set={set} rangeForm={rangeForm} />
      {properties && <AreaFilter id={id} facets={facets} params={params} onChange={onChange} set={set} rangeForm={rangeForm} />}
      {properties && <Amenities options={facets.amenities} chosen={params.amenities ?? []} onChange={(amenities) => set({ amenities: amenities.length ? amenities : undefined })} />}
      {properties && <Choices legend={t('listing.completion')} name={`${id}-completion`} options={facets.completionStatuses.map((o) => ({ ...o, label: completionLabel(rules, o.value as CompletionStatusName) }))} value={params.completionStatus} onChange={(value) => set({ completionStatus: value as ListingParams['completionStatus'] })} />}
      {homeProducts && <ListSelect label={t('listing.vendor')} anyLabel={t('listing.allVendors')} options={facets.vendors} value={params.vendorStoreId} onChange={(value) => set({ vendorStoreId: value })} />}
      {homeProducts && <Choices legend={t('listing.rating')} name={`${id}-rating`} options={facets.ratings.map((o) => ({ ...o, label: t('listing.chipStars', { count: o.value }) }))} value={params.minRating?.toString()} onChange={(value) => set({ minRating: asNumber(value) })} />}
    </div>
  );
}

/** What the fieldsets below share with the panel: a patch of the filters, and a range's no-script form. */
interface FieldsetProps {
  facets: ListingFacets;
  params: ListingParams;
  onChange: (next: ListingParams) => void;
  set: (patch: Partial<ListingParams>) => void;
  rangeForm: (min: 'minPrice' | 'minArea', max: 'maxPrice' | 'maxArea') => { fieldNames: [string, string]; carried: [string, string][] };
}

/** The currency, and a price range in it. */
function PriceFilter({ facets, params, onChange, set, rangeForm }: FieldsetProps) {
  const t = useT(listingMessages);
  const currency = params.currency ?? 'USD';
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('listing.price')}</legend>
      <div className={styles.row}>
        <span className={styles.inlineLabel}>{t('listing.currency')}</span>
        <Select label={t('listing.currency')} value={currency} options={CURRENCY_OPTIONS} onValueChange={(code) => onChange(withCurrency(params, code))} />
      </div>
      <RangeInputs
        key={`${currency}:${params.minPrice}:${params.maxPrice}`}
        labels={{ min: t('listing.minPrice', { unit: currency }), max: t('listing.maxPrice', { unit: currency }), range: t('listing.priceRange') }}
        {...rangeForm('minPrice', 'maxPrice')}
        min={params.minPrice}
        max={params.maxPrice}
        placeholders={facets.priceRange ? [formatPrice(facets.priceRange.min.amount), formatPrice(facets.priceRange.max.amount)] : undefined}
        onApply={(minPrice, maxPrice) => set({ minPrice, maxPrice, currency: minPrice !== undefined || maxPrice !== undefined || params.currency ? currency : undefined })}
      />
    </fieldset>
  );
}

/** The area unit and a floor area range in it. */
function AreaFilter({ id, facets, params, onChange, set, rangeForm }: FieldsetProps & { id: string }) {
  const t = useT(listingMessages);
  const rules = useT(rulesMessages);
  const unit = params.areaUnit ?? 'SQFT';
  const unitLabel = areaUnitLabel(rules, unit);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('listing.floorArea')}</legend>
      <Choices
        legend={t('listing.unit')}
        name={`${id}-unit`}
        any={null}
        inline
        options={(['SQFT', 'SQM'] as const).map((u) => ({ value: u, label: areaUnitLabel(rules, u), count: null }))}
        value={unit}
        onChange={(value) => onChange(withAreaUnit(params, (value ?? 'SQFT') as AreaUnitName, SQFT_PER_SQM))}
      />
      <RangeInputs
        key={`${unit}:${params.minArea}:${params.maxArea}`}
        labels={{ min: t('listing.minArea', { unit: unitLabel }), max: t('listing.maxArea', { unit: unitLabel }), range: t('listing.areaRange') }}
        {...rangeForm('minArea', 'maxArea')}
        min={params.minArea}
        max={params.maxArea}
        placeholders={facets.areaRange ? [formatCount(facets.areaRange.min), formatCount(facets.areaRange.max)] : undefined}
        onApply={(minArea, maxArea) => set({ minArea, maxArea })}
      />
    </fieldset>
  );
}

function without(params: ListingParams, key: keyof ListingParams): ListingParams {
  const next = { ...params };
  delete next[key];
  return next;
}

interface ChoiceOption {
  value: string;
  label: string;
  /** null: a switch, not a filter (no count). */
  count: number | null;
}

/** A single choice as radio buttons, "Any" first, each with its count; an option that would find nothing is disabled. */
function Choices({ legend, name, options, value, onChange, any, inline = false }: { legend: string; name: string; options: readonly ChoiceOption[]; value: string | undefined; onChange: (value: string | undefined) => void; any?: null; inline?: boolean }) {
  const t = useT(listingMessages);
  const all = any === null ? options : [{ value: '', label: t('listing.any'), count: null }, ...options];
  return (
    <fieldset className={inline ? styles.inlineGroup : styles.group}>
      <legend className={inline ? 'visually-hidden' : styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {all.map((option) => {
          const checked = option.value === (value ?? '');
          return (
            <label key={option.value} className={styles.choice}>
              <input type="radio" name={name} value={option.value} checked={checked} disabled={option.count === 0 && !checked} onChange={() => onChange(option.value || undefined)} />
              <span>
                {option.label}
                {option.count !== null && <span className={styles.count}>({option.count})</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A long list (cities, vendors...) as a select, "All ..." first, each option with its count. */
function ListSelect({ label, anyLabel, options, value, onChange }: { label: string; anyLabel: string; options: readonly Option[]; value: string | undefined; onChange: (value: string | undefined) => void }) {
  if (!options.length && !value) return null;
  const choices = [{ value: ANY, label: anyLabel }, ...options.map((option) => ({ value: option.value, label: withCount(option) }))];
  const current = options.find((option) => option.selected)?.value ?? value ?? ANY;
  return (
    <div className={styles.group}>
      <span className={styles.legend} aria-hidden>
        {label}
      </span>
      <Select label={label} value={current} options={choices} onValueChange={(next) => onChange(next === ANY ? undefined : next)} />
    </div>
  );
}

/** A min-max pair typed in, applied together (Enter or Apply). */
function RangeInputs({
  labels,
  fieldNames,
  carried,
  min,
  max,
  placeholders,
  onApply,
}: {
  /** "Min price (USD)", "Max price (USD)" and "Price range", in the page's language. */
  labels: { min: string; max: string; range: string };
  /** The URL's names of the pair, and the other parameters the page's address keeps: the form as a plain GET. */
  fieldNames: [string, string];
  carried: [string, string][];
  min?: number;
  max?: number;
  placeholders?: [string, string];
  onApply: (min: number | undefined, max: number | undefined) => void;
}) {
  const t = useT(listingMessages);
  const [low, setLow] = useState(min?.toString() ?? '');
  const [high, setHigh] = useState(max?.toString() ?? '');
  const read = (text: string) => {
    const n = Number(text.replace(/,/g, ''));
    return text.trim() && Number.isFinite(n) && n >= 0 ? n : undefined;
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(read(low), read(high));
  }
  return (
    <form method="get" className={styles.range} onSubmit={submit} aria-label={labels.range}>
      {carried.map(([key, value], index) => (
        <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
      ))}
      <label className={styles.field}>
        <span>{labels.min}</span>
        <input type="number" name={fieldNames[0]} inputMode="decimal" min={0} step="any" value={low} placeholder={placeholders?.[0] ?? t('listing.noMin')} onChange={(e) => setLow(e.target.value)} />
      </label>
      <label className={styles.field}>
        <span>{labels.max}</span>
        <input type="number" name={fieldNames[1]} inputMode="decimal" min={0} step="any" value={high} placeholder={placeholders?.[1] ?? t('listing.noMax')} onChange={(e) => setHigh(e.target.value)} />
      </label>
      <button type="submit" className={styles.apply}>
        {t('listing.apply')}
      </button>
    </form>
  );
}

/** Amenities as checkboxes (each narrows the list further); only those some listing has. */
function Amenities({ options, chosen, onChange }: { options: readonly Option[]; chosen: readonly Amenity[]; onChange: (next: Amenity[]) => void }) {
  const t = useT(listingMessages);
  const amenities = useT(amenitiesMessages);
  const shown = options.filter((option) => option.count > 0 || option.selected);
  if (!shown.length) return null;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('listing.amenities')}</legend>
      <div className={styles.checks}>
        {shown.map((option) => {
          const amenity = option.value as Amenity;
          const checked = chosen.includes(amenity);
          return (
            <label key={option.value} className={styles.check}>
              <input type="checkbox" checked={checked} onChange={() => onChange(checked ? chosen.filter((a) => a !== amenity) : [...chosen, amenity])} />
              <span>
                {amenityLabel(amenities, option.value)}
                <span className={styles.count}> ({option.count})</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
