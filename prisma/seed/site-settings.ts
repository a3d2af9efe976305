// The demo marketplace's own details (issue 22): a Dubai head office and offices in the other three
// countries the marketplace sells in. Fictional numbers in the real formats; the marketplace's own domain.
import type { SiteSettingsValues } from '@rules/site-settings.ts';

export const DEMO_SITE_SETTINGS: SiteSettingsValues = {
  businessName: 'Homes Marketplace',
  phone: '+971 4 427 0100',
  email: 'hello@marketplace.test',
  offices: [
    { label: 'Head office', lines: ['Office 1402, Bay Square Building 5', 'Business Bay'], city: 'Dubai', country: 'United Arab Emirates' },
    { label: 'Pakistan office', lines: ['Office 7, 3rd Floor, Siddiq Trade Centre', '72 Main Boulevard, Gulberg III'], city: 'Lahore', country: 'Pakistan' },
    { label: 'UK office', lines: ['2nd Floor, 41 Great Eastern Street'], city: 'London EC2A 3HR', country: 'United Kingdom' },
    { label: 'US office', lines: ['Suite 1210, 276 Fifth Avenue'], city: 'New York, NY 10001', country: 'United States' },
  ],
  socialLinks: [
    { network: 'FACEBOOK', url: 'https://www.facebook.com/homesmarketplace' },
    { network: 'X', url: 'https://x.com/homesmarket' },
    { network: 'LINKEDIN', url: 'https://www.linkedin.com/company/homes-marketplace' },
    { network: 'YOUTUBE', url: 'https://www.youtube.com/@homesmarketplace' },
    { network: 'INSTAGRAM', url: 'https://www.instagram.com/homesmarketplace' },
    { network: 'TIKTOK', url: 'https://www.tiktok.com/@homesmarketplace' },
  ],
  aboutText:
    'A marketplace for buying, selling and renting homes, villas, apartments and plots, and for the furniture, tiles, art and decor that make them home. Trusted Pro Vendors in the USA, Pakistan, the UAE and the UK list here; they ship and support what they sell.',
  founder: {
    name: 'Sana Mirza',
    title: 'Founder & CEO',
    text: 'Sana spent more than ten years across real estate, construction and interior design in the Gulf and South Asia, and saw how hard it was for families to find reliable properties and quality home products in the same place.\n\nThat experience shaped the marketplace: verified vendor stores, clear pricing in local currencies and a team that treats every enquiry as the start of a long-term relationship.',
  },
  privacyEmail: 'privacy@marketplace.test',
  bank: {
    accountName: 'Homes Marketplace FZ-LLC',
    bank: 'Emirates NBD',
    accountNumber: '1015 4421 9870 01',
    iban: 'AE07 0260 0010 1544 2198 7001',
    swift: 'EBILAEAD',
    note: 'Write your order id as the payment reference.',
  },
};
