/** One page of every public storefront route, with the demo data (e2e/harness.ts seeds it). */
export const PUBLIC_PAGES = [
  '/',
  '/real-estate',
  '/home-products',
  '/category/Residential',
  '/search?q=sofa',
  '/products/home-products/solar-garden-fairy-lights',
  '/products/real-estate/5-bed-villa-with-private-pool-in-bahria-town-phase-7',
  '/vendors',
  '/pro/atelier-noor/atelier-noor',
  '/feed',
  '/contact',
  '/About-Us',
  '/privacypolicy',
];
