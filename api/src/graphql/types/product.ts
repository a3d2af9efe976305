// The Product type and the storefront's product queries, one module per concern:
//   product-node.ts     the Product node, its fields and ProductConnection
//   product-details.ts  its rating, a property's details and location
//   product-filter.ts   the ProductFilter input
//   product-facets.ts   a listing's facets
//   product-listing.ts  `products`: a page of the domain's one listing read, its count and facets
//   product-queries.ts  `search`, `searchSuggestions`, `product`
//   product-related.ts  a product's `suggestions` and `similar` listings
// Other types import the shared ones from here.
import './product-listing.ts';
import './product-queries.ts';
import './product-related.ts';
import './product-translations.ts';

export { Product, ProductConnection } from './product-node.ts';
export { PropertyLocation, RatingSummary, RealEstateDetails } from './product-details.ts';
export { ProductFilterInput } from './product-filter.ts';
export { ProductListingConnection } from './product-listing.ts';
