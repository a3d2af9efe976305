// The About page's words (docs/spec/storefront.md §9), apart from its markup: AboutPage lays them out, section by
// section. Marks: {name} and {title} are the founder's, from the admin's site settings. Links'
// paths and icons' names are not words and are never translated.
import type { SectionHeading } from '../../../components/content/content.ts';
import type { AboutIconName } from './AboutIcons.tsx';

interface Card {
  title: string;
  text: string;
  icon: AboutIconName;
}

interface LinkedCard extends Card {
  to: string;
  cta: string;
}

export const ABOUT_PAGE = {
  meta: {
    title: 'About Us',
    description:
      'Homes and home products, brought together in one marketplace: who we are, how Pro Vendors sell with us, and where we work.',
  },
  hero: {
    eyebrow: 'About Us',
    title: 'Homes and home products, brought together in one marketplace',
    lead: 'From the keys to a new apartment to the tiles, furniture and art that make it yours, we connect buyers, renters and shoppers with the vendors, developers and designers who bring homes to life.',
    stats: [
      { value: '2021', label: 'Founded in Dubai' },
      { value: '100+', label: 'Global designers' },
      { value: '10+', label: 'Years of founder experience' },
      { value: '4', label: 'Operating regions' },
    ],
  },
  story: {
    heading: { eyebrow: 'Our Story', title: 'Founded in Dubai in 2021' } satisfies SectionHeading,
    // Plain paragraphs: About's texts carry no tags (page-content.test.ts), so the page needs no RichText.
    paragraphs: [
      'Our company was founded in 2021 in Dubai with a simple idea: finding a home and furnishing it should happen in one trusted place. We launched in the UAE and Pakistan, bringing property listings and home products side by side so that people could plan a move and a makeover together.',
      'Today more than 100 global designers showcase their work with us, and independent vendors run their own stores for everything from villas and apartments to paint, lighting and sanitary ware. We do not make, stock or ship products ourselves: each vendor sells, ships and supports their own listings, while we build the marketplace that connects you.',
    ],
  },
  founder: {
    heading: { eyebrow: 'Leadership', title: 'Meet Our Founder' } satisfies SectionHeading,
    role: '{name}',
    roleWithTitle: '{name}, {title}',
    follow: 'Follow us on LinkedIn',
    newTab: ' (opens in a new tab)',
  },
  services: {
    heading: {
      eyebrow: 'What we offer',
      title: 'Our Services',
      lead: 'One marketplace for the whole journey, from finding the right property to finishing every room.',
    } satisfies SectionHeading,
    cards: [
      {
        title: 'Home Products Vendors',
        text: 'Furniture, tiles, sanitary ware, art, paint, decor, kitchen, electrical and electronics from independent vendors, each running their own store.',
        to: '/home-products',
        cta: 'Shop home products',
        icon: 'sofa',
      },
      {
        title: 'Homes, Apartments & Malls',
        text: 'Homes, villas, apartments, off-plan projects, plots and commercial spaces to buy or rent, listed by trusted agents and developers.',
        to: '/real-estate',
        cta: 'Browse properties',
        icon: 'building',
      },
      {
        title: 'Constructors & Interior Designers',
        text: 'Builders and interior designers who present their work, so you can find the right team to build, finish or restyle your space.',
        to: '/vendors',
        cta: 'Meet our vendors',
        icon: 'compass',
      },
    ] satisfies LinkedCard[],
  },
  purpose: {
    heading: { eyebrow: 'Why we exist', title: 'Mission & Vision' } satisfies SectionHeading,
    mission: {
      title: 'Our Mission',
      text: 'To bring innovative homes and home products to people worldwide, with the quality, choice and transparency a decision this important deserves.',
    },
    vision: {
      title: 'Our Vision',
      items: [
        'Connect people with real estate and home products through technology and AI.',
        'Showcase interior designs that inspire your next space.',
        'Offer seamless online booking, from first viewing to final purchase.',
      ],
    },
  },
  values: {
    heading: { eyebrow: 'What guides us', title: 'Our Values' } satisfies SectionHeading,
    cards: [
      {
        title: 'Valued Customers',
        text: 'Every buyer, renter and shopper matters. We listen, keep our pages honest and make it easy to reach the vendor behind every listing.',
        icon: 'heart',
      },
      {
        title: 'Innovation',
        text: 'We keep improving how homes and home products are discovered, compared and booked online, with smart search and AI at the core.',
        icon: 'spark',
      },
    ] satisfies Card[],
  },
  regions: {
    heading: {
      eyebrow: 'Where we operate',
      title: 'Serving Four Regions',
      lead: 'Launched in the UAE and Pakistan, we now serve customers and vendors in the USA, Pakistan, the UAE and the UK, with orders in USD, AED, PKR and GBP.',
    } satisfies SectionHeading,
    /** The code is a stable key, the name is what shows. */
    list: [
      { code: 'US', name: 'USA' },
      { code: 'PK', name: 'Pakistan' },
      { code: 'AE', name: 'UAE' },
      { code: 'GB', name: 'UK' },
    ],
  },
  cta: {
    title: 'Ready to find your next home?',
    text: 'Explore listings and products, or open your own store as a Pro Vendor.',
    properties: 'Browse Properties',
    products: 'Shop Home Products',
    vendor: 'Become Pro Vendor',
  },
} as const;
