// The marketplace's own details over GraphQL (issue 22): `siteSettings` for everyone (the
// storefront's layout reads it on every page), `updateSiteSettings` for the admin (checked in the
// domain). The bank details are public: checkout shows them to every shopper who picks Bank Transfer.
import { builder } from '../builder.ts';
import { describedValues } from '../enum-values.ts';
import { siteSettings, updateSiteSettings, type SiteSettings } from '../../domain/site/settings.ts';
import { inSiteLanguage } from '../../domain/site/settings-book.ts';
import { answerLanguage, languageArgs } from './language.ts';
import { SOCIAL_NETWORKS, SOCIAL_NETWORK_LABELS, telHref, type BankTransferDetails, type Founder, type OfficeAddress, type SocialLink } from '@rules/site-settings.ts';

const SocialNetworkEnum = builder.enumType('SocialNetwork', {
  description: 'A social network the site links to.',
  values: describedValues(SOCIAL_NETWORKS, {
    FACEBOOK: 'Facebook.',
    INSTAGRAM: 'Instagram.',
    LINKEDIN: 'LinkedIn.',
    TIKTOK: 'TikTok.',
    X: 'X (formerly Twitter).',
    YOUTUBE: 'YouTube.',
  }),
});

const Office = builder.objectRef<OfficeAddress>('OfficeAddress').implement({
  description: 'One of the business\'s offices, as the contact page lists them.',
  fields: (t) => ({
    label: t.exposeString('label', { description: '"Head office", "London office".' }),
    lines: t.exposeStringList('lines', { description: 'The street address, one line each (1-4).' }),
    city: t.exposeString('city', { description: "The office's city." }),
    country: t.exposeString('country', { description: "The office's country." }),
  }),
});

const Social = builder.objectRef<SocialLink>('SocialLink').implement({
  description: "A link to the marketplace's page on a social network.",
  fields: (t) => ({
    network: t.field({ description: 'The social network.', type: SocialNetworkEnum, resolve: (l) => l.network }),
    label: t.string({ description: 'The network\'s name as shown ("LinkedIn").', resolve: (l) => SOCIAL_NETWORK_LABELS[l.network] }),
    url: t.exposeString('url', { description: 'An https URL of the business\'s page on that network.' }),
  }),
});

const FounderRef = builder.objectRef<Founder>('Founder').implement({
  description: "The founder's section of the about page: name, title and text.",
  fields: (t) => ({
    name: t.exposeString('name', { description: "The founder's name." }),
    title: t.exposeString('title', { description: '"Founder & CEO".' }),
    text: t.exposeString('text', { description: 'A paragraph or quote; blank lines separate paragraphs.' }),
  }),
});

export const Bank = builder.objectRef<BankTransferDetails>('BankTransferDetails').implement({
  description: 'Where a Bank Transfer order is paid (shown at checkout and in the order mail). Blank fields are not set.',
  fields: (t) => ({
    accountName: t.exposeString('accountName', { description: 'The name the account is held in.' }),
    bank: t.exposeString('bank', { description: "The bank's name." }),
    accountNumber: t.exposeString('accountNumber', { description: 'The account number at the bank.' }),
    iban: t.exposeString('iban', { description: 'The International Bank Account Number.' }),
    swift: t.exposeString('swift', { description: "The bank's SWIFT/BIC code." }),
    note: t.exposeString('note', { description: 'Any further instruction for the payer, as the admin wrote it.' }),
  }),
});

const SiteSettingsRef = builder.objectRef<SiteSettings>('SiteSettings').implement({
  description: 'The marketplace\'s own details: name, contact, offices, social links, about and founder texts, bank transfer details. Blank text fields are not set.',
  fields: (t) => ({
    businessName: t.exposeString('businessName', { description: "The marketplace's name, as pages and mails show it." }),
    phone: t.exposeString('phone', { description: 'As shown ("+971 4 427 0100").' }),
    phoneHref: t.string({ description: 'The phone as a tel: link, or blank.', resolve: (s) => (s.phone ? telHref(s.phone) : '') }),
    email: t.exposeString('email', { description: "The marketplace's contact email." }),
    offices: t.field({ type: [Office], description: 'The first is the head office (mail footers give its address).', resolve: (s) => s.offices }),
    socialLinks: t.field({ description: "The marketplace's social media links, in the order shown.", type: [Social], resolve: (s) => s.socialLinks }),
    aboutText: t.exposeString('aboutText', { description: 'The about text (footer and About page); blank lines separate paragraphs.' }),
    founder: t.field({ description: "The founder's section of the about page.", type: FounderRef, resolve: (s) => s.founder }),
    privacyEmail: t.exposeString('privacyEmail', { description: 'Where privacy requests go (the privacy policy); blank: the contact email.' }),
    bank: t.field({ description: 'Where Bank Transfer orders are paid.', type: Bank, resolve: (s) => s.bank }),
    updatedAt: t.expose('updatedAt', { description: 'When the admin last saved the settings.', type: 'DateTime' }),
  }),
});

const OfficeInput = builder.inputType('OfficeAddressInput', {
  description: 'One office as the contact page lists it.',
  fields: (t) => ({
    label: t.string({ description: 'What the office is called on the contact page (e.g. Head office).', required: true }),
    lines: t.stringList({ required: true, description: '1-4 lines.' }),
    city: t.string({ description: "The office's city.", required: true }),
    country: t.string({ description: "The office's country.", required: true }),
  }),
});

const SocialInput = builder.inputType('SocialLinkInput', {
  description: "A link to the marketplace's page on a social network.",
  fields: (t) => ({
    network: t.field({ description: 'The social network.', type: SocialNetworkEnum, required: true }),
    url: t.string({ required: true, description: 'https:// only, at most 300 characters; each network once.' }),
  }),
});

const FounderInput = builder.inputType('FounderInput', {
  description: "The founder's section of the about page.",
  fields: (t) => ({ name: t.string({ description: "The founder's name (may be blank).", required: true }), title: t.string({ description: "The founder's title, e.g. CEO (may be blank).", required: true }), text: t.string({ description: 'The text shown with the founder (may be blank).', required: true }) }),
});

const BankInput = builder.inputType('BankTransferDetailsInput', {
  description: 'Where shoppers pay a Bank Transfer order; blank fields are not shown.',
  fields: (t) => ({
    accountName: t.string({ description: 'The name the account is held in (may be blank).', required: true }),
    bank: t.string({ description: "The bank's name (may be blank).", required: true }),
    accountNumber: t.string({ description: 'The account number at the bank (may be blank).', required: true }),
    iban: t.string({ required: true, description: 'Blank, or 15-34 letters and digits (spaces allowed).' }),
    swift: t.string({ required: true, description: 'Blank, or 8 or 11 letters and digits.' }),
    note: t.string({ description: 'A further instruction for the payer, shown with the details (may be blank).', required: true }),
  }),
});

const SiteTextsInput = builder.inputType('SiteTextsInput', {
  description: 'The shopper-facing texts in one language; a blank or absent text shows the English one.',
  fields: (t) => ({
    aboutText: t.string({ required: false, description: 'At most 4000 characters.' }),
    founderTitle: t.string({ required: false, description: 'At most 120 characters.' }),
    founderText: t.string({ required: false, description: 'At most 4000 characters.' }),
    bankNote: t.string({ required: false, description: 'At most 4000 characters.' }),
  }),
});

const SiteTranslationsInput = builder.inputType('SiteTranslationsInput', {
  description: "The site's texts in Arabic and Urdu, each optional.",
  fields: (t) => ({ ar: t.field({ description: 'The Arabic texts; absent: unchanged.', type: SiteTextsInput, required: false }), ur: t.field({ description: 'The Urdu texts; absent: unchanged.', type: SiteTextsInput, required: false }) }),
});

const UpdateSiteSettingsInput = builder.inputType('UpdateSiteSettingsInput', {
  description: 'The whole record (lists are replaced). Text fields may be blank except businessName.',
  fields: (t) => ({
    businessName: t.string({ required: true, description: '1-120 characters.' }),
    phone: t.string({ description: "The marketplace's phone number (may be blank).", required: true }),
    email: t.string({ description: "The marketplace's contact email (may be blank).", required: true }),
    offices: t.field({ type: [OfficeInput], required: true, description: 'At most 10; the first is the head office.' }),
    socialLinks: t.field({ type: [SocialInput], required: true, description: 'At most 12.' }),
    aboutText: t.string({ description: 'The about page text (may be blank).', required: true }),
    founder: t.field({ description: "The founder's section of the about page.", type: FounderInput, required: true }),
    privacyEmail: t.string({ description: 'Where privacy requests go, as the privacy page says (may be blank).', required: true }),
    bank: t.field({ description: 'Where Bank Transfer orders are paid.', type: BankInput, required: true }),
    translations: t.field({ type: SiteTranslationsInput, required: false, description: 'Arabic and Urdu about text, founder title and text, bank note. Given: replaces the stored ones; left out: kept.' }),
  }),
});

builder.queryFields((t) => ({
  siteSettings: t.field({
    type: SiteSettingsRef,
    description: "The marketplace's own details, as every storefront page and mail shows them, the shopper-facing texts in the answer language (each falling back to English). Public.",
    args: languageArgs,
    resolve: async (_root, args, ctx) => inSiteLanguage(await siteSettings(ctx), answerLanguage(args, ctx)),
  }),
}));

builder.mutationFields((t) => ({
  updateSiteSettings: t.field({
    type: builder.objectRef<SiteSettings>('UpdateSiteSettingsSuccess').implement({
      fields: (f) => ({ siteSettings: f.field({ description: 'The settings as saved.', type: SiteSettingsRef, resolve: (s) => s }) }),
    }),
    description: 'Replaces the site settings; the storefront and the next mail show them at once. Admin only (FORBIDDEN for a vendor, UNAUTHENTICATED without a session). A ValidationError names the field (`offices.1.city`, `socialLinks.0.url`, `bank.iban`).',
    errors: { directResult: true },
    args: { input: t.arg({ type: UpdateSiteSettingsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => updateSiteSettings(ctx, input),
  }),
}));
