// The English messages of the sections the home and catalogue pages share (headings, failures,
// loading): issue 35. See ./index.ts for the rules every catalogue follows.
export const sections = {
  'sections.styleHeading': 'Which of the following products best matches your style?',
  'sections.failedData': 'Failed to fetch data',
  'sections.failedVendors': 'Failed to fetch vendors',
  'sections.failedProducts': 'Failed to fetch products',
  'sections.loadingVendors': 'Loading vendors...',
  'sections.loadingProducts': 'Loading products...',
} as const;
