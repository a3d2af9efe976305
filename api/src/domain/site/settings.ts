// The marketplace's own details (issue 22): read by every page's layout and every mail, so kept
// in memory (one book per process, dropped on any announced change, here or in another process
// through the cache bus); written by the admin only. Authorization and validation are here, not
// in the transports.
import type { Context } from '../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { requireAdmin } from '../auth/guards.ts';
import { ValidationError } from '../errors.ts';
import { announce } from '../events.ts';
import { SITE_SETTINGS_LIMITS, validateSiteSettings, type SiteSettingsValues } from '@rules/site-settings.ts';
import type { TranslatableField } from '@rules/translations-input.ts';
import { checkedTranslations, translationRows } from '../shared/translations.ts';
import { fromRow, SETTINGS_ID, type SiteSettings } from './settings-book.ts';

/** The texts shoppers read that the admin may write in Arabic and Urdu, under the English limits. */
export const SITE_TRANSLATABLE = {
  aboutText: { label: 'The about text', max: SITE_SETTINGS_LIMITS.long },
  founderTitle: { label: "The founder's title", max: SITE_SETTINGS_LIMITS.short },
  founderText: { label: "The founder's text", max: SITE_SETTINGS_LIMITS.long },
  bankNote: { label: 'The bank note', max: SITE_SETTINGS_LIMITS.long },
} satisfies Record<string, TranslatableField>;

export type { SiteSettings };

function toRow(value: SiteSettingsValues) {
  return {
    businessName: value.businessName,
    phone: value.phone,
    email: value.email,
    offices: value.offices as unknown as Prisma.InputJsonValue,
    socialLinks: value.socialLinks as unknown as Prisma.InputJsonValue,
    aboutText: value.aboutText,
    founderName: value.founder.name,
    founderTitle: value.founder.title,
    founderText: value.founder.text,
    privacyEmail: value.privacyEmail,
    bankAccountName: value.bank.accountName,
    bankName: value.bank.bank,
    bankAccountNumber: value.bank.accountNumber,
    bankIban: value.bank.iban,
    bankSwift: value.bank.swift,
    bankNote: value.bank.note,
  };
}

/** The public settings (storefront, checkout, mails): anyone may read them. */
export function siteSettings(ctx: Pick<Context, 'services'>): Promise<SiteSettings> {
  return ctx.services.siteSettings.get();
}

/**
 * Replaces the settings with `input` (the whole record: lists are sent whole). Admin only; bad
 * input is a ValidationError naming the first bad field (`offices.1.city`) and changes nothing.
 */
export async function updateSiteSettings(ctx: Context, input: unknown): Promise<SiteSettings> {
  await requireAdmin(ctx);
  const { value, errors } = validateSiteSettings(input);
  const [field, message] = Object.entries(errors)[0] ?? [];
  if (field) throw new ValidationError(message!, field);
  // Arabic and Urdu texts: given, they replace the stored ones; left out, they are kept.
  const sent = typeof input === 'object' && input !== null ? (input as { translations?: unknown }).translations : undefined;
  const translations = sent === undefined ? undefined : checkedTranslations(sent, SITE_TRANSLATABLE);
  const data = toRow(value);
  const write = ctx.db.$transaction(async (tx) => {
    const row = await tx.siteSettings.upsert({ where: { id: SETTINGS_ID }, create: { id: SETTINGS_ID, ...data }, update: data });
    if (translations) {
      await tx.siteSettingsTranslation.deleteMany({});
      await tx.siteSettingsTranslation.createMany({ data: translationRows(translations) });
    }
    return fromRow(row, await tx.siteSettingsTranslation.findMany());
  });
  return announce(ctx, write, { kind: 'site-settings' });
}
