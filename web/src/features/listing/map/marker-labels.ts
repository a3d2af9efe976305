// What a property's marker says: a short price on the marker ("AED 1.3M") and the whole price for
// screen readers and its tooltip ("AED 1,250,000/month"), in the page's language (issue 35: the
// rent period and a cluster's name come from the catalogue). Pure, shared by the map and its tests.
import type { ListingPurposeName, RentPeriodName } from '@rules/listing.ts';
import { formatCount } from '../../../lib/number-format.ts';
import type { Translate } from '../../../lib/i18n/translator.ts';
import type { messages as mapMessages } from '../../../lib/i18n/compiled/en/map.ts';
import type { RulesT } from '../../../lib/rule-labels.ts';

/** "1.3M", "950K", "780": three significant figures at most, so a marker stays narrow. */
export function compactAmount(amount: number): string {
  const abs = Math.abs(amount);
  for (const [size, suffix] of [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ] as const) {
    if (abs >= size) return `${Number((amount / size).toPrecision(abs / size >= 100 ? 3 : 2))}${suffix}`;
  }
  return formatCount(amount);
}

export interface MarkerPrice {
  short: string;
  full: string;
}

/** The page's words for markers: the map's namespace and the rules' (the rent periods). */
export interface MarkerWords {
  map: Translate<keyof typeof mapMessages>;
  rules: RulesT;
}

/** `purpose` and `rentPeriod` as GraphQL names them (SALE, RENT; MONTH, YEAR). */
export function markerPrice(amount: number, currency: string, purpose: string | null | undefined, rentPeriod: string | null | undefined, { map, rules }: MarkerWords): MarkerPrice {
  const renting = (purpose as ListingPurposeName | null | undefined) === 'RENT';
  const yearly = (rentPeriod as RentPeriodName | null | undefined) === 'YEAR';
  const full = renting ? rules(yearly ? 'rules.perYear' : 'rules.perMonth') : '';
  const short = renting ? map(yearly ? 'map.perYearShort' : 'map.perMonthShort') : '';
  return { short: `${currency} ${compactAmount(amount)}${short}`, full: `${currency} ${formatCount(amount)}${full}` };
}

/** "1 property", "12 properties": a cluster's name. */
export const clusterLabel = (map: MarkerWords['map'], count: number) => map('map.cluster', { count });
