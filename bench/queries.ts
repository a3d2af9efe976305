/** The storefront requests the benchmarks measure, exactly as the web app sends them. */
import fs from 'node:fs';
import path from 'node:path';

/** A GraphQL request: a POST of `body` to /graphql, or a GET of `path` (a persisted document by id). */
export type BenchRequest = ({ name: string; body: object; path?: undefined } | { name: string; path: string; body?: undefined }) & {
  /** Each request as another client address (bench/load.ts): for writes under per-address limits. */
  distinctClients?: boolean;
};

const persistedDocuments = path.resolve(import.meta.dirname, '../web/src/__generated__/persisted-documents.json');

/** The web app's own request for operation `name`: a GET of its persisted document by id (api/src/graphql/persisted-documents.ts). */
function persistedGet(name: string, variables: Record<string, unknown>): string {
  const documents = JSON.parse(fs.readFileSync(persistedDocuments, 'utf8')) as Record<string, string>;
  const id = Object.keys(documents).find((key) => documents[key].startsWith(`query ${name}(`));
  if (!id) throw new Error(`the web app has no persisted query ${name}`);
  return `/graphql/app?${new URLSearchParams({ documentId: id, variables: JSON.stringify(variables) })}`;
}

/** The catalogue page's grid of 24 as the web app asks for it: a GET by id that a CDN or the server's cache answers. */
export const PERSISTED_PRODUCT_LIST: BenchRequest = {
  name: 'product list, web app GET by id (24)',
  path: persistedGet('ProductGridPaginationQuery', { count: 24, cursor: null, filter: { catalogue: 'HOME_PRODUCTS' } }),
};

export const PRODUCT_LIST: BenchRequest = {
  name: 'product list (24 with vendor and rating)',
  body: {
    query: `query ProductGrid($first: Int!, $filter: ProductFilter) {
      products(first: $first, filter: $filter, sort: NEWEST) {
        edges { cursor node { id slug name path catalogue
          price { amount formatted } discountedPrice { amount formatted }
          featureImage { url(variant: CARD) }
          category { name }
          rating { average count }
          vendor { id storeId storeName path } } }
        pageInfo { hasNextPage endCursor }
      }
    }`,
    variables: { first: 24, filter: { catalogue: 'HOME_PRODUCTS' } },
  },
};

export const SUGGESTIONS: BenchRequest = {
  name: 'search suggestions ("sof")',
  body: {
    query: `query Suggest($query: String!) { searchSuggestions(query: $query, first: 8) { id name path featureImage { url(variant: THUMB) } } }`,
    variables: { query: 'sof' },
  },
};

/** The map view's points in Dubai's box, as the web app's ListingMapQuery asks (up to 2,000, prices in AED). */
export const MAP_POINTS: BenchRequest = {
  name: 'map points in bounds (properties)',
  body: {
    query: `query ListingMap($filter: ProductFilter!, $limit: Int!, $currency: CurrencyCode!) {
      productMap(filter: $filter, limit: $limit) { totalCount truncated points { id latitude longitude purpose rentPeriod price(currency: $currency) { amount currency } } }
    }`,
    variables: { filter: { catalogue: 'REAL_ESTATE', bounds: { south: 24.9, west: 54.9, north: 25.4, east: 55.6 } }, limit: 2000, currency: 'AED' },
  },
};

/** Suggestions for a query of the given kind (the forgiving search of issue 20). */
const suggestions = (name: string, query: string): BenchRequest => ({
  name: `search suggestions, ${name} ("${query}")`,
  body: { ...SUGGESTIONS.body, variables: { query } },
});

/** The forgiving kinds of query, measured like SUGGESTIONS (one connection, for latency). */
export const FORGIVING_SUGGESTIONS: BenchRequest[] = [
  suggestions('typo', 'graden lights'),
  suggestions('synonym', 'couch'),
  suggestions('compound', 'chair'),
  suggestions('unit', 'laptop 16gb'),
  // Issue 34: a place and a kind of home (partial matches weighed by where each word is found), a size word, a thesaurus word.
  suggestions('place and kind', 'house in karachi'),
  suggestions('partial', 'queen size bed'),
  suggestions('thesaurus', 'loveseat'),
];

export function productBySlug(slug: string): BenchRequest {
  return {
    name: 'product by slug (detail page)',
    body: {
      query: `query Detail($slug: String!) { product(slug: $slug) { id name description slug path catalogue
        price { amount formatted } discountedPrice { amount formatted }
        images { url(variant: FULL) } amenities realEstateDetails { beds baths areaSqft }
        rating { average count } category { name }
        vendor { storeId storeName email phone image { url(variant: THUMB) } path } } }`,
      variables: { slug },
    },
  };
}

/** A property's page as a browser or a crawler gets it: HTML rendered by the server with its data. */
export function renderedPropertyPage(slug: string): BenchRequest {
  return { name: 'property page, server-rendered HTML', path: `/products/real-estate/${slug}` };
}

const FACET_OPTION = '{ value label count selected }';

/**
 * A property listing page with filters as the web app is likely to ask for it (issue 20): one
 * page of 24 cards, the result count and every facet. Its target is for the engine (cache off).
 */
export const FILTERED_PROPERTY_LIST: BenchRequest = {
  name: 'filtered property list with facets (24)',
  body: {
    query: `query PropertyListing($first: Int!, $filter: ProductFilter!, $sort: ProductSort!) {
      products(first: $first, filter: $filter, sort: $sort) {
        totalCount
        facets {
          categories ${FACET_OPTION} vendors ${FACET_OPTION} purposes ${FACET_OPTION} completionStatuses ${FACET_OPTION}
          cities ${FACET_OPTION} neighbourhoods ${FACET_OPTION} beds ${FACET_OPTION} baths ${FACET_OPTION}
          amenities ${FACET_OPTION} ratings ${FACET_OPTION}
          priceRange(currency: USD) { min { amount } max { amount } } areaRange(unit: SQFT) { min max }
        }
        edges { cursor node { id name path catalogue
          featureImage { url(variant: CARD) srcSet }
          price { amount formatted } discountedPrice { amount }
          category { name }
          realEstateDetails { beds baths areaSqft purpose rentPeriod completionStatus }
          location { city neighbourhood latitude longitude } } }
        pageInfo { hasNextPage endCursor }
      }
    }`,
    variables: {
      first: 24,
      sort: 'PRICE_ASC',
      filter: { catalogue: 'REAL_ESTATE', purpose: 'SALE', city: 'Dubai', minBeds: 2, minPrice: 200_000, maxPrice: 5_000_000 },
    },
  },
};

/** The map view's "search this area" over Dubai: the count and the points in the box. */
export const MAP_BOUNDS_QUERY: BenchRequest = {
  name: 'map bounds query (Dubai, 100 points)',
  body: {
    query: `query MapArea($filter: ProductFilter!) {
      products(first: 100, filter: $filter) {
        totalCount
        edges { node { id path price { amount } location { latitude longitude } } }
      }
    }`,
    variables: { filter: { catalogue: 'REAL_ESTATE', bounds: { south: 24.95, west: 55.0, north: 25.35, east: 55.45 } } },
  },
};

/**
 * Placing a guest order for one home product (issue 21): customer, order, part, item and the
 * vendor's mail with its delivery job, all in one transaction. Priced from the app's own quote, as
 * the checkout does. Every request is another shopper (distinct client addresses: the per-address
 * order limit stays on).
 */
export const PLACE_ORDER_NAME = 'place an order (guest, one product)';

export async function placeOrderRequest(appUrl: string): Promise<BenchRequest> {
  const ask = async (query: string, variables: object = {}) => {
    const response = await fetch(`${appUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    return ((await response.json()) as any).data;
  };
  const product = (await ask('{ products(first: 1, filter: { catalogue: HOME_PRODUCTS }, sort: NEWEST) { edges { node { id } } } }')).products.edges[0].node;
  const items = [{ product: product.id, quantity: 1, currency: 'USD' }];
  const quote = (await ask('query ($input: QuoteCartInput!) { quoteCart(input: $input) { ... on CartQuote { total { amount } lines { unitPrice { amount } } } } }', { input: { items } })).quoteCart;
  return {
    name: PLACE_ORDER_NAME,
    body: {
      query: 'mutation PlaceOrder($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PlacedOrder { orderId } ... on Error { message } } }',
      variables: {
        input: {
          client: { name: 'Bench Shopper', email: 'shopper@bench.test', phone: '+1 555 0100', address: '1 Load St', city: 'Austin', state: 'TX', country: 'United States', postalCode: '73301' },
          items: items.map((item, i) => ({ ...item, unitPrice: quote.lines[i].unitPrice.amount })),
          totalCost: quote.total.amount,
          paymentMethod: 'CASH_ON_DELIVERY',
        },
      },
    },
    distinctClients: true,
  };
}
