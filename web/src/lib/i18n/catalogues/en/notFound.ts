// The English messages of notFound (issue 35), a namespace of its own so that only the pages showing
// them carry them (npm run budget:web). See ./index.ts for the rules every catalogue follows.
export const notFound = {
  'notFound.notFoundTitle': 'Page not found',
  'notFound.notFoundText': 'Sorry, we couldn’t find the page you were looking for. It may have been moved, or the link may be out of date.',
  'notFound.notFoundCode': 'Error 404',
  'notFound.notFoundTryInstead': '{text} Try one of these instead:',
  'notFound.notFoundSuggested': 'Suggested pages',
  'notFound.notFoundHome': 'Home',
  'notFound.notFoundHomeHint': 'Back to the start',
  'notFound.notFoundRealEstate': 'Real Estate',
  'notFound.notFoundRealEstateHint': 'Homes, villas, apartments and plots',
  'notFound.notFoundHomeProducts': 'Home Products',
  'notFound.notFoundHomeProductsHint': 'Furniture, tiles, art, decor and more',
} as const;
