// The English messages of brands (issue 35), a namespace of its own so that only the pages showing
// them carry them (npm run budget:web). See ./index.ts for the rules every catalogue follows.
export const brands = {
  'brands.brandRealEstate': 'Real Estate',
  'brands.brandHomeProducts': 'Home Products',
  'brands.brandElectronics': 'Electronics',
  'brands.catalogues': 'Catalogue',
  'brands.noStoreName': 'No Store Name',
} as const;
