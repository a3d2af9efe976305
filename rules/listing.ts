// What a property listing says beyond the spec's beds, baths and area (issue 20): purpose,
// completion and place. Shared by the server and the web app, so both convert and label alike.

export type ListingPurposeName = 'SALE' | 'RENT';
export type RentPeriodName = 'MONTH' | 'YEAR';
export type CompletionStatusName = 'READY' | 'OFF_PLAN';
export type AreaUnitName = 'SQFT' | 'SQM';

/** Square feet in one square metre. */
export const SQFT_PER_SQM = 10.7639;

/** Floor area in the unit asked for, from square feet, rounded to a whole number. */
export function areaIn(sqft: number, unit: AreaUnitName): number {
  return unit === 'SQM' ? Math.round(sqft / SQFT_PER_SQM) : sqft;
}

/** Square feet from an area in `unit` (what the database stores and filters by). */
export function sqftFrom(area: number, unit: AreaUnitName): number {
  return unit === 'SQM' ? area * SQFT_PER_SQM : area;
}

/** The countries of the four markets, by ISO 3166-1 alpha-2 code. */
export const MARKET_COUNTRIES = { AE: 'United Arab Emirates', PK: 'Pakistan', GB: 'United Kingdom', US: 'United States' } as const;
export type MarketCountryCode = keyof typeof MARKET_COUNTRIES;

export const isMarketCountry = (code: unknown): code is MarketCountryCode => typeof code === 'string' && code in MARKET_COUNTRIES;

/** What a price is per, as shown after it: "/month", "/year"; nothing for a sale. */
export function rentSuffix(purpose: ListingPurposeName | null | undefined, period: RentPeriodName | null | undefined): string {
  if (purpose !== 'RENT') return '';
  return period === 'YEAR' ? '/year' : '/month';
}

export const PURPOSE_LABELS: Record<ListingPurposeName, string> = { SALE: 'For sale', RENT: 'For rent' };
export const COMPLETION_LABELS: Record<CompletionStatusName, string> = { READY: 'Ready', OFF_PLAN: 'Off-plan' };

/** "Q3 2028" from an ISO date ("2028-08-31"); null when it is not a date. */
export function handoverQuarter(isoDate: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})/.exec(isoDate ?? '');
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return `Q${Math.ceil(month / 3)} ${match[1]}`;
}

/** A property's completion as shown: "Ready", "Off-plan · Handover Q3 2028" (or "Off-plan" without a date). */
export function completionText(status: CompletionStatusName, handoverDate: string | null | undefined): string {
  const quarter = status === 'OFF_PLAN' ? handoverQuarter(handoverDate) : null;
  return quarter ? `${COMPLETION_LABELS[status]} · Handover ${quarter}` : COMPLETION_LABELS[status];
}

/** The unit's short name after a figure: "sq ft", "sq m". */
export const AREA_UNIT_LABELS: Record<AreaUnitName, string> = { SQFT: 'sq ft', SQM: 'sq m' };
