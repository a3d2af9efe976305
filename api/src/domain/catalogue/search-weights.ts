/**
 * Where a part of the query is found in a row weighs: the listing's name most, then its category,
 * then its place (a property's city or neighbourhood; for a home product, the city it ships from,
 * less), and least a store's name: "karachi house" ranks houses in Karachi above the products of
 * "Chroma Paint House, Karachi". A part naming a kind of home counts little for home products.
 * Found only by forgiveness (typo, synonym...) weighs a little less than as typed.
 * (search.ts scores with these; search-first-pass.ts bounds with them.)
 */
export const PART_WEIGHTS = { name: 1, category: 0.8, propertyPlace: 0.6, productCity: 0.3, store: 0.2, homeKindInProduct: 0.15, asTyped: 0.1 } as const;
