import type { messages } from '../../lib/i18n/compiled/en/shell.ts';

type MessageId = keyof typeof messages;

/** The header's left links, repeated in the mobile menu (labels are message ids: each page shows them in its language). */
export const MAIN_LINKS: readonly { to: string; label: MessageId }[] = [
  { to: '/real-estate', label: 'header.realEstate' },
  { to: '/home-products', label: 'header.homeProducts' },
  { to: '/vendors', label: 'header.vendors' },
  { to: '/contact', label: 'header.contact' },
];

/** Footer Quick Links. */
export const QUICK_LINKS: readonly { to: string; label: MessageId }[] = [
  { to: '/', label: 'footer.home' },
  { to: '/real-estate', label: 'header.realEstate' },
  { to: '/home-products', label: 'header.homeProducts' },
  { to: '/vendor-registration', label: 'footer.becomeProVendors' },
  { to: '/contact', label: 'footer.contactUs' },
  { to: '/track-order', label: 'footer.trackOrder' },
  { to: '/About-Us', label: 'footer.aboutUs' },
  { to: '/privacypolicy', label: 'footer.privacyPolicy' },
];
