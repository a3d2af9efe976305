// Brand types and catalogues (docs/spec/vendor-admin.md §9 "Brand types: Real Estate, Home Products, Electronics"):
// the enum names the API and the database use, and the spec's labels the forms and REST show.

export const BRAND_TYPES = ['REAL_ESTATE', 'HOME_PRODUCTS', 'ELECTRONICS'] as const;
export type BrandTypeName = (typeof BRAND_TYPES)[number];

/** The spec's name of each brand type, in the spec's order. */
export const BRAND_TYPE_LABELS = { REAL_ESTATE: 'Real Estate', HOME_PRODUCTS: 'Home Products', ELECTRONICS: 'Electronics' } as const satisfies Record<BrandTypeName, string>;
export type BrandTypeLabel = (typeof BRAND_TYPE_LABELS)[BrandTypeName];

/** The labels as a list, in the spec's order (what the registration form offers). */
export const BRAND_TYPE_LABEL_LIST: readonly BrandTypeLabel[] = BRAND_TYPES.map((type) => BRAND_TYPE_LABELS[type]);

/** The label of a brand type; an unknown value is shown as it is. */
export const brandTypeLabel = (brandType: string): string => BRAND_TYPE_LABELS[brandType as BrandTypeName] ?? brandType;

export function isBrandTypeLabel(value: string): value is BrandTypeLabel {
  return (BRAND_TYPE_LABEL_LIST as readonly string[]).includes(value);
}

const brandTypeByText = new Map<string, BrandTypeName>(
  BRAND_TYPES.flatMap((type) => [
    [type, type],
    [BRAND_TYPE_LABELS[type].toLowerCase(), type],
  ]),
);

/** A brand type from its enum name (`REAL_ESTATE`) or its label in any case (`Real Estate`). */
export function brandTypeFromText(text: string): BrandTypeName | undefined {
  return brandTypeByText.get(text) ?? brandTypeByText.get(text.toLowerCase());
}

/** The two catalogues: properties and home products. */
export type CatalogueName = 'REAL_ESTATE' | 'HOME_PRODUCTS';

/** The spec's names of the catalogues (a REST product's `mainCategory`): the brand types' labels. */
export const CATALOGUE_LABELS = { REAL_ESTATE: BRAND_TYPE_LABELS.REAL_ESTATE, HOME_PRODUCTS: BRAND_TYPE_LABELS.HOME_PRODUCTS } as const satisfies Record<CatalogueName, string>;

/** The label of a catalogue; an unknown value is shown as it is. */
export const catalogueLabel = (catalogue: string): string => CATALOGUE_LABELS[catalogue as CatalogueName] ?? catalogue;

/** Real Estate stores list properties; Home Products and Electronics stores list home products. */
export const catalogueOfBrandType = (brandType: BrandTypeName): CatalogueName => (brandType === 'REAL_ESTATE' ? 'REAL_ESTATE' : 'HOME_PRODUCTS');
