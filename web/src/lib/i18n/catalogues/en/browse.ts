// The English messages of browse (issue 35), a namespace of its own so that only the pages showing
// them carry them (npm run budget:web). See ./index.ts for the rules every catalogue follows.
export const browse = {
  'browse.categoryFailed': 'Failed to fetch category products',
  'browse.categorySubheading': 'Browse listings from trusted Pro Vendors.',
  'browse.categoryNotFound': 'Category not found',
  'browse.categoryMissing': 'There is no category named "{name}".',
  'browse.categoryDescription': '{name}: browse listings from trusted Pro Vendors on the marketplace, in the UAE, Pakistan, the UK and the USA.',
  'browse.topVendors': 'Top Rated Vendors',
  'browse.searchHeading': 'Search Results for: "{text}"',
  'browse.searchTitle': 'Search results for "{text}"',
  'browse.searchDescription': 'Homes and home products matching "{text}" on the marketplace.',
  'browse.searchDescriptionEmpty': 'Search homes and home products on the marketplace.',
  'browse.searchAgain': 'Search again',
  'browse.noResults': 'No products found.',
} as const;
