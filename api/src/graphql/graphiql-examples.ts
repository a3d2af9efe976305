import type { GraphiQLOptions } from 'graphql-yoga';

/**
 * GraphiQL's first tabs (when the browser has none saved): one example operation each, run against
 * the demo data (README). Each variable has its value twice: as the operation's default (so the
 * operation runs as it stands, whatever the variables pane holds) and in the tab's variables (to
 * show how they are sent). api/test/graphql/graphiql.test.ts runs every one, both ways, and requires data.
 */
export const GRAPHIQL_EXAMPLES: NonNullable<GraphiQLOptions['defaultTabs']> = [
  {
    query: /* GraphQL */ `# Storefront listings, filtered and sorted (at most 100 a page; pass endCursor as "after" for the next),
# with the count of every filter option for the same filter (facets) and the number of matches.
query Properties(
  $filter: ProductFilter = { catalogue: REAL_ESTATE, purpose: SALE, city: "Dubai", minBeds: 3, maxPrice: 15000000, currency: AED }
  $sort: ProductSort! = PRICE_PER_SQFT_ASC
) {
  products(first: 6, filter: $filter, sort: $sort) {
    totalCount
    facets {
      neighbourhoods { value count }
      beds { label count selected }
      priceRange(currency: AED) { min { formatted } max { formatted } }
    }
    edges {
      node {
        name
        path
        price(currency: AED) { formatted }
        realEstateDetails { beds baths areaSqft purpose completionStatus pricePerArea(currency: AED) { formatted } }
        location { label latitude longitude }
        vendor { storeName storeId }
      }
    }
    pageInfo { hasNextPage endCursor }
  }
}
`,
    variables: JSON.stringify({ filter: { catalogue: 'REAL_ESTATE', purpose: 'SALE', city: 'Dubai', minBeds: 3, maxPrice: 15000000, currency: 'AED' }, sort: 'PRICE_PER_SQFT_ASC' }, null, 2),
  },
  {
    query: /* GraphQL */ `# One listing by its slug (null when unknown).
query Product($slug: String! = "walnut-dining-chair-with-woven-seat") {
  product(slug: $slug) {
    name
    path
    description
    price { formatted }
    discountedPrice { formatted }
    category { name }
    vendor { storeName path }
    rating { average count }
    comments(first: 3) { totalCount edges { node { text } } }
    suggestions { name slug }
  }
}
`,
    variables: JSON.stringify({ slug: 'walnut-dining-chair-with-woven-seat' }, null, 2),
  },
  {
    query: /* GraphQL */ `# The search box: from 2 characters (typos are corrected).
query Suggestions($query: String! = "chiar") {
  searchSuggestions(query: $query, first: 5) {
    name
    path
    catalogue
  }
}
`,
    variables: JSON.stringify({ query: 'chiar' }, null, 2),
  },
  {
    query: /* GraphQL */ `# A vendor page: the store and its listings.
query VendorPage($storeId: String! = "skyline-estates") {
  vendor(storeId: $storeId) {
    storeName
    brandType
    city
    country
    description
    path
    products(first: 6) {
      totalCount
      edges { node { name path price { formatted } } }
    }
    posts(first: 3) { totalCount }
  }
}
`,
    variables: JSON.stringify({ storeId: 'skyline-estates' }, null, 2),
  },
  {
    query: /* GraphQL */ `# Log in as the demo vendor; send the token as the header
#   { "Authorization": "Bearer <token>" }
# (Headers tab below) to ask as that vendor, e.g. { viewer { storeName } myProducts(first: 5) { edges { node { name } } } }
mutation Login($input: LoginInput! = { email: "vendor@marketplace.test", password: "vendor12345" }) {
  login(input: $input) {
    __typename
    ... on LoginSession { token vendor { storeId storeName isAdmin } }
    ... on Error { message code }
  }
}
`,
    variables: JSON.stringify({ input: { email: 'vendor@marketplace.test', password: 'vendor12345' } }, null, 2),
  },
];
