// The About page's texts (docs/spec/storefront.md §9), apart from its markup: AboutPage lays them
// out, section by section. Each text is a message id of the `about` namespace (issue 35: the words
// are in lib/i18n/catalogues/{en,ar,ur}/about.ts). Links' paths, icons' names and the figures are
// not words and are never translated.
import type { messages as aboutMessages } from '../../../lib/i18n/compiled/en/about.ts';
import type { AboutIconName } from './AboutIcons.tsx';

export type AboutId = keyof typeof aboutMessages;

/** A section's eyebrow, title and lead, as message ids. */
export interface AboutHeading {
  eyebrow: AboutId;
  title: AboutId;
  lead?: AboutId;
}

interface Card {
  title: AboutId;
  text: AboutId;
  icon: AboutIconName;
}

interface LinkedCard extends Card {
  to: string;
  cta: AboutId;
}

export const ABOUT_PAGE = {
  meta: { title: 'about.metaTitle', description: 'about.metaDescription' },
  hero: {
    eyebrow: 'about.heroEyebrow',
    title: 'about.heroTitle',
    lead: 'about.heroLead',
    stats: [
      { value: '2021', label: 'about.heroStats1Label' },
      { value: '100+', label: 'about.heroStats2Label' },
      { value: '10+', label: 'about.heroStats3Label' },
      { value: '4', label: 'about.heroStats4Label' },
    ],
  },
  story: {
    heading: { eyebrow: 'about.storyHeadingEyebrow', title: 'about.storyHeadingTitle' } satisfies AboutHeading,
    // Plain paragraphs: About's texts carry no tags (page-content.test.ts), so the page needs no RichText.
    paragraphs: ['about.storyParagraphs1', 'about.storyParagraphs2'],
  },
  founder: {
    heading: { eyebrow: 'about.founderHeadingEyebrow', title: 'about.founderHeadingTitle' } satisfies AboutHeading,
    roleWithTitle: 'about.founderRoleWithTitle',
    follow: 'about.founderFollow',
    newTab: 'about.founderNewTab',
  },
  services: {
    heading: { eyebrow: 'about.servicesHeadingEyebrow', title: 'about.servicesHeadingTitle', lead: 'about.servicesHeadingLead' } satisfies AboutHeading,
    cards: [
      { title: 'about.servicesCards1Title', text: 'about.servicesCards1Text', to: '/home-products', cta: 'about.servicesCards1Cta', icon: 'sofa' },
      { title: 'about.servicesCards2Title', text: 'about.servicesCards2Text', to: '/real-estate', cta: 'about.servicesCards2Cta', icon: 'building' },
      { title: 'about.servicesCards3Title', text: 'about.servicesCards3Text', to: '/vendors', cta: 'about.servicesCards3Cta', icon: 'compass' },
    ] satisfies LinkedCard[],
  },
  purpose: {
    heading: { eyebrow: 'about.purposeHeadingEyebrow', title: 'about.purposeHeadingTitle' } satisfies AboutHeading,
    mission: { title: 'about.purposeMissionTitle', text: 'about.purposeMissionText' },
    vision: { title: 'about.purposeVisionTitle', items: ['about.purposeVisionItems1', 'about.purposeVisionItems2', 'about.purposeVisionItems3'] },
  },
  values: {
    heading: { eyebrow: 'about.valuesHeadingEyebrow', title: 'about.valuesHeadingTitle' } satisfies AboutHeading,
    cards: [
      { title: 'about.valuesCards1Title', text: 'about.valuesCards1Text', icon: 'heart' },
      { title: 'about.valuesCards2Title', text: 'about.valuesCards2Text', icon: 'spark' },
    ] satisfies Card[],
  },
  regions: {
    heading: { eyebrow: 'about.regionsHeadingEyebrow', title: 'about.regionsHeadingTitle', lead: 'about.regionsHeadingLead' } satisfies AboutHeading,
    /** The code is a stable key, the name is what shows. */
    list: [
      { code: 'US', name: 'about.regionsList1Name' },
      { code: 'PK', name: 'about.regionsList2Name' },
      { code: 'AE', name: 'about.regionsList3Name' },
      { code: 'GB', name: 'about.regionsList4Name' },
    ],
  },
  cta: { title: 'about.ctaTitle', text: 'about.ctaText', properties: 'about.ctaProperties', products: 'about.ctaProducts', vendor: 'about.ctaVendor' },
} as const satisfies Record<string, unknown>;
