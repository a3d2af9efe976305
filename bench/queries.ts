/** The storefront requests the benchmarks measure, exactly as the web app sends them. */

export const PRODUCT_LIST = {
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

export const SUGGESTIONS = {
  name: 'search suggestions ("sof")',
  body: {
    query: `query Suggest($query: String!) { searchSuggestions(query: $query, first: 8) { id name path featureImage { url(variant: THUMB) } } }`,
    variables: { query: 'sof' },
  },
};

export function productBySlug(slug: string) {
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
