// The site settings as every page and mail reads them: kept in memory by a book the services own.
// Apart from settings.ts (the admin's write), which takes a request's context: the book and the
// domain's context type (domain/context.ts) must not import each other.
import type { Db } from '../../db/database.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { OfficeAddress, SiteSettingsValues, SocialLink } from '@rules/site-settings.ts';
import { cachedPerGeneration } from '../shared/cached.ts';
import { translatedText, type ContentLanguage, type TranslationRow } from '@rules/content-languages.ts';

export type SiteSettings = SiteSettingsValues & {
  updatedAt: Date;
  /** The shopper-facing texts in Arabic and Urdu (site_settings_translations); inSiteLanguage picks from them. */
  translations: TranslationRow[];
};

export const SETTINGS_ID = 1;

type Row = NonNullable<Awaited<ReturnType<Db['siteSettings']['findUnique']>>>;

export function fromRow(row: Row | null, translations: TranslationRow[] = []): SiteSettings {
  return {
    translations,
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
    get: cachedPerGeneration(async (tx?: Prisma.TransactionClient) => {
      // One after the other: inside a transaction (PGlite) the two share its one connection.
      const row = await (tx ?? db).siteSettings.findUnique({ where: { id: SETTINGS_ID } });
      return fromRow(row, await (tx ?? db).siteSettingsTranslation.findMany());
    }, {
      writeGeneration,
      ttlMs: SETTINGS_TTL_MS,
    }),
  };
}
export type SiteSettingsBook = ReturnType<typeof createSiteSettingsBook>;

/**
 * The settings with their shopper-facing texts (the about text, the founder's title and text, the
 * bank note) in `language`, each falling back to English. Names, addresses and numbers are the
 * same in every language.
 */
export function inSiteLanguage(settings: SiteSettings, language: ContentLanguage): SiteSettings {
  if (language === 'en') return settings;
  const text = (field: string, english: string) => translatedText(settings.translations, language, field, english);
  return {
    ...settings,
    aboutText: text('aboutText', settings.aboutText),
    founder: { ...settings.founder, title: text('founderTitle', settings.founder.title), text: text('founderText', settings.founder.text) },
    bank: { ...settings.bank, note: text('bankNote', settings.bank.note) },
  };
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
