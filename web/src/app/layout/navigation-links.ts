/** The header's left links, repeated in the mobile menu. */
export const MAIN_LINKS = [
  { to: '/real-estate', label: 'Real Estate' },
  { to: '/home-products', label: 'Home Products' },
  { to: '/vendors', label: 'Vendors' },
  { to: '/contact', label: 'Contact' },
] as const;

/** Footer Quick Links. */
export const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/real-estate', label: 'Real Estate' },
  { to: '/home-products', label: 'Home Products' },
  { to: '/vendor-registration', label: 'Become Pro Vendors' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/About-Us', label: 'About Us' },
  { to: '/privacypolicy', label: 'Privacy Policy' },
] as const;
