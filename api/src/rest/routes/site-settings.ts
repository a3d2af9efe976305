// The marketplace's own details over REST (issue 22), on the same domain functions as GraphQL:
// anyone reads them, the admin replaces them (checked in the domain).
import type { Route } from '../router.ts';
import { readObject } from '../body.ts';
import { siteSettings, updateSiteSettings, type SiteSettings } from '../../domain/site/settings.ts';
import { inSiteLanguage } from '../../domain/site/settings-book.ts';
import { SOCIAL_NETWORKS } from '@rules/site-settings.ts';

const str = { type: 'string' };
const officeSchema = { type: 'object', properties: { label: str, lines: { type: 'array', items: str }, city: str, country: str } };
const socialSchema = { type: 'object', properties: { network: { type: 'string', enum: [...SOCIAL_NETWORKS] }, url: { type: 'string', format: 'uri' } } };
const settingsProperties = {
  businessName: str,
  phone: str,
  email: str,
  offices: { type: 'array', items: officeSchema, description: 'At most 10; the first is the head office.' },
  socialLinks: { type: 'array', items: socialSchema, description: 'At most 12, https only, each network once.' },
  aboutText: str,
  founder: { type: 'object', properties: { name: str, title: str, text: str } },
  privacyEmail: str,
  bank: { type: 'object', properties: { accountName: str, bank: str, accountNumber: str, iban: str, swift: str, note: str } },
};
const settingsSchema = { type: 'object', properties: { ...settingsProperties, updatedAt: { type: 'string', format: 'date-time' } } };

/** The answer: the settings as they read, without the stored translations (the texts are already in the answer language). */
const toRest = ({ translations: _stored, ...s }: SiteSettings) => ({ ...s, updatedAt: s.updatedAt.toISOString() });
const siteTexts = { type: 'object', properties: { aboutText: str, founderTitle: str, founderText: str, bankNote: str } };

export const siteSettingsRoutes: Route[] = [
  {
    method: 'GET',
    path: '/site-settings',
    doc: { operationId: 'getSiteSettings', tag: 'Site', summary: "The marketplace's own details (name, contact, offices, social links, about, founder, bank transfer details), as the storefront shows them; the about text, founder title and text and bank note in the answer language.", response: settingsSchema },
    async handle({ ctx }) {
      return toRest(inSiteLanguage(await siteSettings(ctx), ctx.language));
    },
  },
  {
    method: 'PUT',
    path: '/site-settings',
    auth: 'admin',
    doc: {
      operationId: 'updateSiteSettings',
      tag: 'Admin',
      summary: 'Replaces the site settings (the whole record; lists are replaced). A 400 names the first bad field (`offices.1.city`, `socialLinks.0.url`, `bank.iban`) and changes nothing. Admin only.',
      requestBody: {
        type: 'object',
        required: ['businessName'],
        properties: {
          ...settingsProperties,
          translations: { type: 'object', description: 'Optional Arabic and Urdu shopper texts, each optional under the English limits; given, they replace the stored ones.', properties: { ar: siteTexts, ur: siteTexts } },
        },
      },
      response: settingsSchema,
    },
    async handle({ ctx, body }) {
      return toRest(await updateSiteSettings(ctx, await readObject(body)));
    },
  },
];
