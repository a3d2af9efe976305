// The Privacy Policy in English (issue 35; docs/spec/storefront.md §9): the page's words in its
// layout, read as they stand by the English page (pages/storefront/Privacy/), so English pages
// carry the text exactly as before and nothing more. It is also the English side of the `privacy`
// page namespace (./page-namespaces.ts): ./privacy-ids.ts names each text (`privacy.whoWeAre1`)
// and holds the translations' own notice, and the Arabic and Urdu catalogues translate those ids (docs/decisions/i18n-legal-pages-own-chunks.md).
// Marks: {businessName} is the admin's business name, {date} and {year} today's, <contactLink>
// links to /contact, <strong> is bold; the slot contactDetails is the list of the site settings'
// addresses (PRIVACY_PAGE.contact: {email}, {phone}, an office's {label} and {address}).

/** A paragraph, a bulleted list, or a named piece the page renders itself (components/content/content.ts's ContentBlock). */
export type PolicyBlock = { paragraph: string } | { list: readonly string[] } | { slot: string };

export interface PolicySection {
  /** The section's anchor (the table of contents links to it): never translated. */
  id: string;
  title: string;
  blocks: readonly PolicyBlock[];
}

export const PRIVACY_PAGE = {
  meta: {
    title: 'Privacy Policy',
    description:
      'How the marketplace collects, uses and protects the personal data of customers and Pro Vendors, and the choices you have.',
  },
  eyebrow: 'Legal',
  title: 'Privacy Policy',
  lastUpdated: 'Last Updated: {date}',
  lead: 'Your trust matters to us. This policy explains what information we collect when you use our marketplace for real estate and home products, how we use it, and the choices you have.',
  tocTitle: 'On this page',
  copyright: '© {year} {businessName}. All rights reserved.',
  /** The lines of the contactDetails slot; an office line is its label and its address. */
  contact: {
    email: 'E-mail: <mailLink>{email}</mailLink>',
    phone: 'Phone: <phoneLink>{phone}</phoneLink>',
    office: '{label}: {address}',
  },
} as const;

export const PRIVACY_SECTIONS: readonly PolicySection[] = [
  {
    id: 'who-we-are',
    title: 'Who We Are',
    blocks: [
      {
        paragraph:
          '{businessName} is an online marketplace, founded in 2021 in Dubai, where independent vendors list real estate for sale or rent and sell home products such as furniture, tiles, sanitary ware, art, paint, decor, kitchen items, electricals and electronics. We operate in the USA, Pakistan, the UAE and the UK.',
      },
      {
        paragraph:
          'We provide the platform only. We do not make, stock or ship products, and we are not the seller of the properties or products listed. Each vendor (a “Pro Vendor”) is responsible for their own listings, sales, deliveries, returns and refunds. This policy explains how we handle personal data when you browse the marketplace, contact us, place an order or run a store.',
      },
    ],
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    blocks: [
      { paragraph: 'We collect only what we need to run the marketplace:' },
      {
        list: [
          '<strong>Order details</strong> you give at checkout: name, e-mail address, phone number and delivery address (street, city, state, country and postal code), the items you order and any property booking date. You can check out as a guest; no account is required.',
          '<strong>Messages</strong> you send through our contact form: your name, e-mail address, whether you are a vendor or a customer, and your message.',
          '<strong>Reviews and comments</strong> you post on listings. Comments are posted anonymously; ratings are limited to one per browser.',
          '<strong>Vendor account details</strong>: store name, contact person, business address, e-mail, phone number, store description and the content vendors upload.',
          '<strong>Information stored in your browser</strong>: your cart, the products you have rated and, for vendors, a sign-in token. This stays on your device until you clear it or sign out.',
          '<strong>Technical data</strong> such as your IP address, browser type and pages visited, collected in server logs to keep the service secure and reliable.',
        ],
      },
    ],
  },
  {
    id: 'how-we-use-your-information',
    title: 'How We Use Your Information',
    blocks: [
      { paragraph: 'We use your information to:' },
      {
        list: [
          'pass your order and delivery details to the vendor who sells the items, so they can fulfil it;',
          'confirm orders and give you an order reference for tracking;',
          'answer the questions you send us and support vendors in running their stores;',
          'show ratings and comments on listings and prevent duplicate ratings;',
          'display prices in the currency you choose (USD, AED, PKR or GBP);',
          'keep the marketplace secure, detect fraud and abuse, and meet our legal obligations;',
          'improve our search, recommendations and pages.',
        ],
      },
      { paragraph: 'We do not use your personal data for automated decisions that have legal or similarly significant effects on you.' },
    ],
  },
  {
    id: 'vendor-responsibilities',
    title: 'Vendor Responsibilities',
    blocks: [
      {
        paragraph:
          'When you order from or book with a vendor, that vendor receives the details needed to complete the sale and becomes responsible for how they use them. Vendors agree to:',
      },
      {
        list: [
          'use customer data only to fulfil orders, arrange deliveries or viewings and provide after-sales support;',
          'keep customer data secure and not sell it or use it for unrelated marketing without consent;',
          'describe their properties and products accurately, including prices, availability and condition;',
          'comply with the data protection and consumer laws of the countries they sell in.',
        ],
      },
      {
        paragraph:
          'If you have a question about how a vendor handled your data, contact the vendor first. If you cannot resolve it, contact us and we will help.',
      },
    ],
  },
  {
    id: 'sharing-your-information',
    title: 'Sharing Your Information',
    blocks: [
      { paragraph: '<strong>We do not sell your personal data.</strong> We share it only:' },
      {
        list: [
          'with the vendors whose properties or products you order or book;',
          'with service providers who host our platform, deliver e-mail or process payments for us, under contracts that require them to protect it and use it only on our instructions;',
          'when the law requires it, or to protect the rights, property or safety of our users, vendors or us;',
          'with a successor organisation if our business is reorganised or sold, under the same protections.',
        ],
      },
    ],
  },
  {
    id: 'data-security',
    title: 'Data Security',
    blocks: [
      {
        paragraph:
          'We protect your information with encrypted connections (HTTPS), access controls, hashed passwords and regular reviews of who can see what. Vendor and admin access requires signing in, and vendors can only see orders placed with their own store.',
      },
      {
        paragraph:
          'No method of transmission or storage is completely secure. If we learn of a breach that affects your personal data, we will notify you and the relevant authorities as the law requires.',
      },
    ],
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    blocks: [
      { paragraph: 'Depending on where you live, you may have the right to:' },
      {
        list: [
          'access the personal data we hold about you and receive a copy;',
          'correct data that is inaccurate or incomplete;',
          'ask us to delete your data, unless we must keep it by law (for example, order records);',
          'object to or restrict certain processing, and withdraw consent where we rely on it;',
          'complain to your local data protection authority.',
        ],
      },
      {
        paragraph:
          'To use any of these rights, write to us using the details in the Contact Us section. We will reply within 30 days. You can clear your cart and rating history at any time by clearing your browser’s site data.',
      },
    ],
  },
  {
    id: 'third-party-links',
    title: 'Third-Party Links',
    blocks: [
      {
        paragraph:
          'Our pages link to other websites, such as our social media profiles and vendors’ own sites. Those sites have their own privacy policies, and we are not responsible for their content or practices. Please read their policies before you share personal data with them.',
      },
    ],
  },
  {
    id: 'childrens-privacy',
    title: "Children's Privacy",
    blocks: [
      {
        paragraph:
          'Our marketplace is not directed at children under 13, and we do not knowingly collect personal data from them. If you believe a child under 13 has given us personal data, please contact us and we will delete it.',
      },
    ],
  },
  {
    id: 'changes-to-this-policy',
    title: 'Changes to This Policy',
    blocks: [
      {
        paragraph:
          'We may update this policy as our services or the law change. The “Last Updated” date at the top of this page shows when it last changed. If we make significant changes, we will highlight them on this page. Continuing to use the marketplace after an update means you accept the revised policy.',
      },
    ],
  },
  {
    id: 'shipping-and-return-policy',
    title: 'Shipping & Return Policy',
    blocks: [
      {
        paragraph:
          '{businessName} does not make, stock or ship products. Every order is fulfilled by the vendor who listed the item, and that vendor ships it and handles returns and refunds directly with you.',
      },
      {
        list: [
          '<strong>Shipping:</strong> delivery times, costs and areas are set by each vendor. Check the listing or ask the vendor before you order.',
          '<strong>Returns and refunds:</strong> each vendor sets their own return window and conditions. Contact the vendor from their store page to start a return or request a refund.',
          '<strong>Currencies:</strong> orders are supported in USD, AED, PKR and GBP. Refunds are made by the vendor, normally in the currency and by the method you paid with.',
          '<strong>Property bookings:</strong> booking amounts are paid to the developer or owner, whose terms apply to cancellations and refunds.',
        ],
      },
      { paragraph: 'If a vendor does not respond or you cannot reach an agreement, contact us and we will step in to help.' },
    ],
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    blocks: [
      { paragraph: 'For questions about this policy or your personal data, contact us:' },
      { slot: 'contactDetails' },
      { paragraph: 'You can also send us a message from our <contactLink>contact page</contactLink>.' },
    ],
  },
];

