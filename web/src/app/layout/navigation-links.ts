import { CATALOGUE_LABELS } from '@rules/index.ts';
/** The header's left links, repeated in the mobile menu. */
export const MAIN_LINKS = [
  { to: '/real-estate', label: CATALOGUE_LABELS.REAL_ESTATE },
  { to: '/home-products', label: CATALOGUE_LABELS.HOME_PRODUCTS },
  { to: '/vendors', label: 'Vendors' },
  { to: '/contact', label: 'Contact' },
] as const;

/** Footer Quick Links. */
export const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/real-estate', label: CATALOGUE_LABELS.REAL_ESTATE },
  { to: '/home-products', label: CATALOGUE_LABELS.HOME_PRODUCTS },
  { to: '/vendor-registration', label: 'Become Pro Vendors' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/track-order', label: 'Track Your Order' },
  { to: '/About-Us', label: 'About Us' },
  { to: '/privacypolicy', label: 'Privacy Policy' },
] as const;
