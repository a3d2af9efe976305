// The marketplace's own details (issue 22): read by every page's layout and every mail, so kept
// in memory (one book per process, dropped on any announced change, here or in another process
// through the cache bus); written by the admin only. Authorization and validation are here, not
// in the transports.
import type { Context } from '../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { requireAdmin } from '../auth/guards.ts';
import { ValidationError } from '../errors.ts';
import { announce } from '../events.ts';
import { validateSiteSettings, type SiteSettingsValues } from '@rules/site-settings.ts';
import { fromRow, SETTINGS_ID, type SiteSettings } from './settings-book.ts';

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
  const data = toRow(value);
  const row = await announce(ctx, ctx.db.siteSettings.upsert({ where: { id: SETTINGS_ID }, create: { id: SETTINGS_ID, ...data }, update: data }), { kind: 'site-settings' });
  return fromRow(row);
}
