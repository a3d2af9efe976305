// The Privacy Policy's layout of texts (docs/spec/storefront.md §9): its sections, their anchors
// and the order of their paragraphs and lists, as message ids of the `privacy` namespace (issue 35:
// the words are in lib/i18n/catalogues/{en,ar,ur}/privacy.ts; their marks are explained there).
// PrivacyPage lays them out; the anchors (`id`s) and the slot's name are never translated.
import type { messages as privacyMessages } from '../../../lib/i18n/compiled/en/privacy.ts';

export type PrivacyId = keyof typeof privacyMessages;

/** A paragraph, a bulleted list, or the page's list of contact details, as in components/content/content.ts. */
export type PolicyBlock = { paragraph: PrivacyId } | { list: readonly PrivacyId[] } | { slot: 'contactDetails' };

export interface PolicySection {
  /** The section's anchor (the table of contents links to it): never translated. */
  id: string;
  title: PrivacyId;
  blocks: readonly PolicyBlock[];
}

export const PRIVACY_PAGE = {
  meta: { title: 'privacy.metaTitle', description: 'privacy.metaDescription' },
  eyebrow: 'privacy.eyebrow',
  title: 'privacy.title',
  lastUpdated: 'privacy.lastUpdated',
  lead: 'privacy.lead',
  tocTitle: 'privacy.tocTitle',
  copyright: 'privacy.copyright',
  /** The lines of the contactDetails slot (an office's line is OFFICE_LINE). */
  contact: { email: 'privacy.contactEmail', phone: 'privacy.contactPhone' },
  /** Arabic and Urdu only: the English text prevails. */
  translationNotice: 'privacy.translationNotice',
} as const satisfies Record<string, PrivacyId | Record<string, PrivacyId>>;

/** An office's line of the contactDetails slot: its label and address, as the site settings write them; no words to translate. */
export const OFFICE_LINE = '{label}: {address}';

export const PRIVACY_SECTIONS: readonly PolicySection[] = [
  { id: 'who-we-are', title: 'privacy.whoWeAreTitle', blocks: [{ paragraph: 'privacy.whoWeAre1' }, { paragraph: 'privacy.whoWeAre2' }] },
  { id: 'information-we-collect', title: 'privacy.informationWeCollectTitle', blocks: [{ paragraph: 'privacy.informationWeCollect1' }, { list: ['privacy.informationWeCollect2', 'privacy.informationWeCollect3', 'privacy.informationWeCollect4', 'privacy.informationWeCollect5', 'privacy.informationWeCollect6', 'privacy.informationWeCollect7'] }] },
  { id: 'how-we-use-your-information', title: 'privacy.howWeUseYourInformationTitle', blocks: [{ paragraph: 'privacy.howWeUseYourInformation1' }, { list: ['privacy.howWeUseYourInformation2', 'privacy.howWeUseYourInformation3', 'privacy.howWeUseYourInformation4', 'privacy.howWeUseYourInformation5', 'privacy.howWeUseYourInformation6', 'privacy.howWeUseYourInformation7', 'privacy.howWeUseYourInformation8'] }, { paragraph: 'privacy.howWeUseYourInformation9' }] },
  { id: 'vendor-responsibilities', title: 'privacy.vendorResponsibilitiesTitle', blocks: [{ paragraph: 'privacy.vendorResponsibilities1' }, { list: ['privacy.vendorResponsibilities2', 'privacy.vendorResponsibilities3', 'privacy.vendorResponsibilities4', 'privacy.vendorResponsibilities5'] }, { paragraph: 'privacy.vendorResponsibilities6' }] },
  { id: 'sharing-your-information', title: 'privacy.sharingYourInformationTitle', blocks: [{ paragraph: 'privacy.sharingYourInformation1' }, { list: ['privacy.sharingYourInformation2', 'privacy.sharingYourInformation3', 'privacy.sharingYourInformation4', 'privacy.sharingYourInformation5'] }] },
  { id: 'data-security', title: 'privacy.dataSecurityTitle', blocks: [{ paragraph: 'privacy.dataSecurity1' }, { paragraph: 'privacy.dataSecurity2' }] },
  { id: 'your-rights', title: 'privacy.yourRightsTitle', blocks: [{ paragraph: 'privacy.yourRights1' }, { list: ['privacy.yourRights2', 'privacy.yourRights3', 'privacy.yourRights4', 'privacy.yourRights5', 'privacy.yourRights6'] }, { paragraph: 'privacy.yourRights7' }] },
  { id: 'third-party-links', title: 'privacy.thirdPartyLinksTitle', blocks: [{ paragraph: 'privacy.thirdPartyLinks1' }] },
  { id: 'childrens-privacy', title: 'privacy.childrensPrivacyTitle', blocks: [{ paragraph: 'privacy.childrensPrivacy1' }] },
  { id: 'changes-to-this-policy', title: 'privacy.changesToThisPolicyTitle', blocks: [{ paragraph: 'privacy.changesToThisPolicy1' }] },
  { id: 'shipping-and-return-policy', title: 'privacy.shippingAndReturnPolicyTitle', blocks: [{ paragraph: 'privacy.shippingAndReturnPolicy1' }, { list: ['privacy.shippingAndReturnPolicy2', 'privacy.shippingAndReturnPolicy3', 'privacy.shippingAndReturnPolicy4', 'privacy.shippingAndReturnPolicy5'] }, { paragraph: 'privacy.shippingAndReturnPolicy6' }] },
  { id: 'contact-us', title: 'privacy.contactUsTitle', blocks: [{ paragraph: 'privacy.contactUs1' }, { slot: 'contactDetails' }, { paragraph: 'privacy.contactUs2' }] },
];
