// The English messages of the product and property pages: issue 35. See ./index.ts for the rules.
export const detail = {
  'detail.failed': 'Failed to fetch product details',
  'detail.notFound': 'Listing not found',
  'detail.noStoreName': 'No Store Name',
  'detail.suggestedProducts': 'Suggested Products',
  'detail.suggestedProperties': 'Suggested Properties',
  'detail.similarProperties': 'Similar properties',
  'detail.unavailable': 'This product is not available to order at the moment.',
  'detail.addToCart': 'Add To Cart',
  'detail.added': 'Added {count} to your cart.',
  'detail.viewCart': 'View cart',
  'detail.listingGone': 'This listing is not on the marketplace: it may have been sold, let or taken down by its store, or the link may be out of date.',
} as const;
