// The marketplace's own details (issue 22): read by every page's layout and every mail, so kept
// in memory (one book per process, dropped on any announced change, here or in another process
// through the cache bus); written by the admin only. Authorization and validation are here, not
// in the transports.
import type { Context } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { requireAdmin } from '../auth/guards.ts';
import { ValidationError } from '../errors.ts';
import { announce } from '../events.ts';
import { validateSiteSettings, type OfficeAddress, type SiteSettingsValues, type SocialLink } from '@rules/site-settings.ts';
import { cachedPerGeneration } from '../shared/cached.ts';

export type SiteSettings = SiteSettingsValues & { updatedAt: Date };

const SETTINGS_ID = 1;

type Row = NonNullable<Awaited<ReturnType<Db['siteSettings']['findUnique']>>>;

function fromRow(row: Row | null): SiteSettings {
  return {
    businessName: row?.businessName ?? 'Marketplace',
    phone: row?.phone ?? '',
    email: row?.email ?? '',
    offices: (row?.offices ?? []) as unknown as OfficeAddress[],
    socialLinks: (row?.socialLinks ?? []) as unknown as SocialLink[],
    aboutText: row?.aboutText ?? '',
    founder: { name: row?.founderName ?? '', title: row?.founderTitle ?? '', text: row?.founderText ?? '' },
    privacyEmail: row?.privacyEmail ?? '',
    bank: {
      accountName: row?.bankAccountName ?? '',
      bank: row?.bankName ?? '',
      accountNumber: row?.bankAccountNumber ?? '',
      iban: row?.bankIban ?? '',
      swift: row?.bankSwift ?? '',
      note: row?.bankNote ?? '',
    },
    updatedAt: row?.updatedAt ?? new Date(0),
  };
}

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

/** A safety net for writes made outside the app (SQL by hand). */
const SETTINGS_TTL_MS = 60_000;

/**
 * The settings every page and mail reads, kept in memory: read again after any announced change
 * (`writeGeneration()` moves with every change, in this process and, through adapters/cache-bus.ts,
 * in the others) and after SETTINGS_TTL_MS. Concurrent readers share one statement.
 */
export function createSiteSettingsBook(db: Db, { writeGeneration }: { writeGeneration: () => number }) {
  return {
    /**
     * `tx`: a caller inside a transaction passes it, so a reload reads through that transaction's
     * connection (PGlite has one: a read on another would wait for the transaction to end).
     */
    get: cachedPerGeneration((tx?: Prisma.TransactionClient) => (tx ?? db).siteSettings.findUnique({ where: { id: SETTINGS_ID } }).then(fromRow), {
      writeGeneration,
      ttlMs: SETTINGS_TTL_MS,
    }),
  };
}
export type SiteSettingsBook = ReturnType<typeof createSiteSettingsBook>;

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

/** The lines every mail ends with: who sent it and how to reach them. */
export function mailSignature(settings: SiteSettingsValues): string[] {
  const head = settings.offices[0];
  return [
    settings.businessName,
    ...(head ? [[...head.lines, head.city, head.country].filter(Boolean).join(', ')] : []),
    [settings.phone, settings.email].filter(Boolean).join(' · '),
  ].filter(Boolean);
}
