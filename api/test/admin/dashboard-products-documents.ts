// The GraphQL documents dashboard-products.test.ts sends: a store's product writes and its own list.
export const CREATE = /* GraphQL */ `
  mutation ($input: CreateProductInput!) {
    createProduct(input: $input) {
      __typename
      ... on CreateProductSuccess { product { id databaseId slug name catalogue category { name } price { amount } realEstateDetails { beds baths areaSqft } amenities images { reference } } }
      ... on Error { message code }
      ... on ValidationError { field }
    }
  }`;
export const UPDATE = /* GraphQL */ `
  mutation ($input: UpdateProductInput!) {
    updateProduct(input: $input) {
      __typename
      ... on UpdateProductSuccess { product { id slug name price { amount } discountedPrice { amount } } }
      ... on Error { message code }
      ... on ValidationError { field }
    }
  }`;
export const DELETE = /* GraphQL */ `
  mutation ($input: DeleteProductInput!) {
    deleteProduct(input: $input) {
      __typename
      ... on DeleteProductSuccess { deletedId databaseId }
      ... on Error { message code }
    }
  }`;
export const MY_PRODUCTS = /* GraphQL */ `
  query ($search: String, $catalogue: Catalogue) {
    myProductCatalogues
    myProducts(first: 100, search: $search, catalogue: $catalogue) { edges { node { slug name catalogue vendor { storeId } } } }
  }`;
