// What a property's marker says: a short price on the marker ("AED 1.3M") and the whole price for
// screen readers and its tooltip ("AED 1,250,000/month"). Pure, shared by the map and its tests.
import { rentSuffix, type ListingPurposeName, type RentPeriodName } from '@rules/listing.ts';
import { formatCount } from '../../../lib/number-format.ts';


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

/** `purpose` and `rentPeriod` as GraphQL names them (SALE, RENT; MONTH, YEAR). */
export function markerPrice(amount: number, currency: string, purpose: string | null | undefined, rentPeriod: string | null | undefined): MarkerPrice {
  const suffix = rentSuffix(purpose as ListingPurposeName | null | undefined, rentPeriod as RentPeriodName | null | undefined);
  return { short: `${currency} ${compactAmount(amount)}${suffix ? suffix.replace('/month', '/mo').replace('/year', '/yr') : ''}`, full: `${currency} ${formatCount(amount)}${suffix}` };
}

/** "1 property", "12 properties": a cluster's name. */
export const clusterLabel = (count: number) => `${count} ${count === 1 ? 'property' : 'properties'}`;
