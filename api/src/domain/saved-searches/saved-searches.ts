/**
 * Saving a listing search for daily alerts, and the two things its signed links do: confirm and
 * unsubscribe. Nobody can list or read saved searches: the only ways in are the signed tokens of
 * the mails, so knowing an id or an email gives nothing.
 */
import type { Context } from '../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { ValidationError } from '../errors.ts';
import { requireEmail } from '../auth/email.ts';
import { consumeRate, type RateRule } from '../shared/rate-limit.ts';
import { assertListingFilter, type ProductFilter } from '../catalogue/listing-filter.ts';
import { composeMail } from '../mail/compose.ts';
import { mailLabel } from './label.ts';
import { SAVED_SEARCH_MAIL_TEXTS } from './mail-texts.ts';
import { confirmToken, CONFIRM_DAYS, LINK_PATHS, linkUrl, openConfirmToken, openUnsubscribeToken, unsubscribeToken } from './links.ts';
import { storedLanguage, type ContentLanguage } from '@rules/content-languages.ts';

export const MAX_SAVED_SEARCHES_PER_EMAIL = 20;
export const MAX_FAVOURITES = 100;

const LIMIT_MESSAGE = 'Too many saved searches in a short time. Please wait a while and try again.';
/**
 * Each save mails a confirmation to an address anyone may type, so the mails are limited per
 * sender (the client's address) and per recipient, by the hour and by the day: the form cannot be
 * used to mail a stranger over and over (and the mail carries no words of the sender's: label.ts).
 */
export const SAVE_LIMITS = {
  perSender: [
    { name: 'saved-search:ip', limit: 20, windowSeconds: 60 * 60, message: LIMIT_MESSAGE },
    { name: 'saved-search:ip:day', limit: 50, windowSeconds: 24 * 60 * 60, message: LIMIT_MESSAGE },
  ],
  perRecipient: [
    { name: 'saved-search:email', limit: 5, windowSeconds: 60 * 60, message: LIMIT_MESSAGE },
    { name: 'saved-search:email:day', limit: 10, windowSeconds: 24 * 60 * 60, message: LIMIT_MESSAGE },
  ],
} satisfies Record<string, RateRule[]>;

export interface SaveSearchInput {
  email: unknown;
  filter: ProductFilter | null | undefined;
  /** Product ids of the browser's favourites. */
  favouriteIds: number[];
}

export interface SavedSearchView {
  id: number;
  email: string;
  label: string;
  status: 'PENDING' | 'ACTIVE' | 'UNSUBSCRIBED';
  favouriteCount: number;
}

/** The filter without its empty fields, as stored and as matched later. */
function storedFilter(filter: ProductFilter): ProductFilter {
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value != null && value !== '' && !(Array.isArray(value) && value.length === 0)),
  ) as ProductFilter;
}

/** The USD price a product sells at now (the discounted price when there is one), by id. */
export async function currentPrices(tx: Prisma.TransactionClient, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.product.findMany({ where: { id: { in: ids }, vendorListed: true }, select: { id: true, price: true, discountedPrice: true } });
  return new Map(rows.map((p) => [p.id, (p.discountedPrice ?? p.price).toString()]));
}

/**
 * Saves a search as PENDING and mails its confirmation link in the same transaction (the mail's
 * delivery job commits with the row). Bad input is a ValidationError and changes nothing.
 */
export async function saveSearch(ctx: Context, input: SaveSearchInput): Promise<SavedSearchView> {
  const email = requireEmail(input.email);
  const filter = storedFilter(input.filter ?? {});
  assertListingFilter(filter);
  if (filter.search && filter.search.length > 200) throw new ValidationError('search is limited to 200 characters.', 'search');
  if (input.favouriteIds.length > MAX_FAVOURITES) throw new ValidationError(`At most ${MAX_FAVOURITES} favourites can be followed.`, 'favourites');
  const wanted = [...new Set(input.favouriteIds)].filter((id) => Number.isSafeInteger(id) && id > 0);

  for (const rule of SAVE_LIMITS.perSender) await consumeRate(ctx, rule, ctx.clientIp);
  for (const rule of SAVE_LIMITS.perRecipient) await consumeRate(ctx, rule, email);
  const signer = await ctx.services.signer();

  return ctx.db.$transaction(async (tx) => {
    const kept = await tx.savedSearch.count({ where: { email, status: { not: 'UNSUBSCRIBED' } } });
    if (kept >= MAX_SAVED_SEARCHES_PER_EMAIL) {
      throw new ValidationError(`This email already has ${MAX_SAVED_SEARCHES_PER_EMAIL} saved searches. Unsubscribe from one (the link is in every alert) to save another.`, 'email');
    }
    // Only products that exist and are listed are followed; their prices now are the baseline of a drop.
    const prices = await currentPrices(tx, wanted);
    const favouriteIds = wanted.filter((id) => prices.has(id));
    const label = await mailLabel(tx, filter, ctx.language);
    // The language the search is saved in: its mails are written in it (mail-texts.ts).
    const saved = await tx.savedSearch.create({
      data: { email, filter: filter as Prisma.InputJsonValue, catalogue: filter.catalogue ?? null, label, favouriteIds, lastPrices: Object.fromEntries(prices), language: ctx.language },
      select: { id: true },
    });
    const confirmUrl = linkUrl(ctx.services.config.publicUrl, LINK_PATHS.confirm, confirmToken(signer, saved.id));
    const texts = SAVED_SEARCH_MAIL_TEXTS[ctx.language];
    const mail = composeMail({
      language: ctx.language,
      heading: texts.confirmHeading,
      paragraphs: [texts.youAsked(label, favouriteIds.length), texts.openWithin(CONFIRM_DAYS)],
      action: { label: texts.confirmAction, url: confirmUrl },
      footer: [texts.confirmFooter],
    });
    await ctx.services.mail.queue(tx, { to: email, subject: texts.confirmSubject(label), ...mail });
    return { id: saved.id, email, label, status: 'PENDING' as const, favouriteCount: favouriteIds.length };
  });
}

/** The link pages name the search afresh from its filters (label.ts), as the alerts do. */
/** What a mail's link did, named in the language the search was saved in (the page answers in it). */
export type LinkOutcome = { kind: 'confirmed' | 'unsubscribed'; label: string; language: ContentLanguage } | { kind: 'invalid' };

/**
 * Confirms the search a confirm token names. Idempotent: a second click says "confirmed" again.
 * An unsubscribed search stays unsubscribed (an old confirm mail must not restart the alerts).
 */
export async function confirmSavedSearch(ctx: Context, token: string): Promise<LinkOutcome> {
  const id = openConfirmToken(await ctx.services.signer(), token);
  if (id == null) return { kind: 'invalid' };
  const now = new Date();
  // The watermark starts at the confirmation: the first alert brings what is new after it.
  await ctx.db.savedSearch.updateMany({ where: { id, status: 'PENDING' }, data: { status: 'ACTIVE', confirmedAt: now, watermark: now } });
  const search = await ctx.db.savedSearch.findUnique({ where: { id }, select: { status: true, filter: true, language: true } });
  if (!search) return { kind: 'invalid' };
  const language = storedLanguage(search.language);
  return { kind: search.status === 'UNSUBSCRIBED' ? 'unsubscribed' : 'confirmed', label: await mailLabel(ctx.db, search.filter as ProductFilter, language), language };
}

/** Stops the alerts of the search an unsubscribe token names. Idempotent. */
export async function unsubscribeSavedSearch(ctx: Context, token: string): Promise<LinkOutcome> {
  const id = openUnsubscribeToken(await ctx.services.signer(), token);
  if (id == null) return { kind: 'invalid' };
  await ctx.db.savedSearch.updateMany({ where: { id, status: { not: 'UNSUBSCRIBED' } }, data: { status: 'UNSUBSCRIBED', unsubscribedAt: new Date() } });
  const search = await ctx.db.savedSearch.findUnique({ where: { id }, select: { filter: true, language: true } });
  if (!search) return { kind: 'invalid' };
  const language = storedLanguage(search.language);
  return { kind: 'unsubscribed', label: await mailLabel(ctx.db, search.filter as ProductFilter, language), language };
}

/** The unsubscribe URL of a saved search (every alert carries it). */
export async function unsubscribeUrl(ctx: Pick<Context, 'services'>, id: number): Promise<string> {
  return linkUrl(ctx.services.config.publicUrl, LINK_PATHS.unsubscribe, unsubscribeToken(await ctx.services.signer(), id));
}
