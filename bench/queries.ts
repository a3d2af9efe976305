/** The storefront requests the benchmarks measure, exactly as the web app sends them. */
import fs from 'node:fs';
import path from 'node:path';

/** A GraphQL request: a POST of `body` to /graphql, or a GET of `path` (a persisted document by id). */
export type BenchRequest = { name: string; body: object; path?: undefined } | { name: string; path: string; body?: undefined };

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
