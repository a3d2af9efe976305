/**
 * The daily sweep of saved searches (queue `saved-search-alerts`, jobs/queues.ts): for each
 * ACTIVE search, the listings matching its filter created since its watermark, and its favourites
 * now cheaper than the price last seen. One digest mail when there is something to say; the
 * watermark and the prices seen move in the same transaction as the mail is queued, guarded by
 * the watermark read (a second sweep, or one running beside it, finds nothing left to send).
 */
import type { Context } from '../context.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { DomainError } from '../errors.ts';
import { listingConditions, type ProductFilter } from '../catalogue/listing-filter.ts';
import { composeMail } from '../mail/compose.ts';
import { formatAmount } from '../money/currency.ts';
import { productPath } from '@rules/paths.ts';
import { currentPrices, unsubscribeUrl } from './saved-searches.ts';
import { mailLabel } from './label.ts';
import { SAVED_SEARCH_MAIL_TEXTS } from './mail-texts.ts';
import { storedLanguage } from '@rules/content-languages.ts';
import { localizedPath } from '@rules/locales.ts';

/** New matches listed in one mail; the mail says how many more there are. */
const MATCHES_SHOWN = 10;
const BATCH = 200;

interface Match {
  id: number;
  name: string;
  slug: string;
  catalogue: string;
  price: Prisma.Decimal;
  total: number;
}

type SweptSearch = { id: number; email: string; filter: Prisma.JsonValue; favouriteIds: number[]; lastPrices: Prisma.JsonValue; watermark: Date; language: string };

export interface SweepResult {
  searches: number;
  mailed: number;
}

export async function sweepSavedSearches(ctx: Context, now = new Date()): Promise<SweepResult> {
  const result: SweepResult = { searches: 0, mailed: 0 };
  let afterId = 0;
  for (;;) {
    const batch = await ctx.db.savedSearch.findMany({
      where: { status: 'ACTIVE', id: { gt: afterId } },
      orderBy: { id: 'asc' },
      take: BATCH,
      select: { id: true, email: true, filter: true, favouriteIds: true, lastPrices: true, watermark: true, language: true },
    });
    for (const search of batch) {
      result.searches++;
      try {
        if (await alertOne(ctx, search, now)) result.mailed++;
      } catch (error) {
        // One search's bad filter (a category since removed) must not hold up everyone else's mail.
        if (!(error instanceof DomainError)) throw error;
        ctx.services.log.warn(`saved search ${search.id} skipped: ${error.message}`);
      }
    }
    if (batch.length < BATCH) return result;
    afterId = batch[batch.length - 1].id;
  }
}

async function newMatches(ctx: Context, filter: ProductFilter, since: Date, until: Date): Promise<Match[]> {
  const conditions = await listingConditions(ctx, filter);
  return ctx.db.$queryRaw<Match[]>`
    SELECT p.id, p.name, p.slug, p.catalogue::text AS catalogue, COALESCE(p.discounted_price, p.price) AS price, (count(*) OVER ())::int AS total
    FROM products p
    WHERE ${Prisma.join(conditions, ' AND ')} AND p.created_at > ${since} AND p.created_at <= ${until}
    ORDER BY p.created_at DESC, p.id DESC
    LIMIT ${MATCHES_SHOWN}`;
}

/** Mails one search's news, if any; answers whether a mail was queued. */
async function alertOne(ctx: Context, search: SweptSearch, now: Date): Promise<boolean> {
  const matches = await newMatches(ctx, search.filter as ProductFilter, search.watermark, now);
  const seen = (search.lastPrices ?? {}) as Record<string, string>;
  const prices = await currentPrices(ctx.db, search.favouriteIds);
  const drops = [...prices].filter(([id, price]) => seen[id] != null && new Prisma.Decimal(price).lessThan(seen[id]));
  const names = drops.length ? new Map((await ctx.db.product.findMany({ where: { id: { in: drops.map(([id]) => id) } }, select: { id: true, name: true, slug: true, catalogue: true } })).map((p) => [p.id, p])) : new Map();

  // Named afresh from the filters (label.ts): a label stored before that rule echoed no requester's words into this mail either.
  const language = storedLanguage(search.language);
  const label = await mailLabel(ctx.db, search.filter as ProductFilter, language);

  return ctx.db.$transaction(async (tx) => {
    // Only the sweep that still sees the watermark it read moves it (and mails).
    const moved = await tx.savedSearch.updateMany({
      where: { id: search.id, status: 'ACTIVE', watermark: search.watermark },
      data: { watermark: now, lastPrices: { ...seen, ...Object.fromEntries(prices) } },
    });
    if (moved.count === 0 || (matches.length === 0 && drops.length === 0)) return false;
    const site = ctx.services.config.publicUrl.replace(/\/$/, '');
    const unsubscribe = await unsubscribeUrl(ctx, search.id);
    const texts = SAVED_SEARCH_MAIL_TEXTS[language];
    // A listing's page in the mail's language (/ar/..., /ur/...).
    const pageOf = (product: { slug: string; catalogue: string }) => `${site}${localizedPath(language, productPath(product))}`;
    const total = matches[0]?.total ?? 0;
    const sections = [
      ...(matches.length
        ? [{ title: texts.newListings(total), lines: [...matches.map((m) => `${m.name}: USD ${formatAmount(m.price)} – ${pageOf(m)}`), ...(total > matches.length ? [texts.andMore(total - matches.length)] : [])] }]
        : []),
      ...(drops.length
        ? [{ title: texts.priceDrops, lines: drops.map(([id, price]) => { const p = names.get(id)!; return `${p.name}: USD ${formatAmount(seen[id])} → USD ${formatAmount(price)} – ${pageOf(p)}`; }) }]
        : []),
    ];
    const mail = composeMail({
      language,
      heading: texts.alertHeading(label),
      paragraphs: [texts.sinceLastMail],
      sections,
      action: matches[0] ? { label: texts.newestAction, url: pageOf(matches[0]) } : undefined,
      footer: [texts.alertFooter, texts.unsubscribe(unsubscribe)],
    });
    await ctx.services.mail.queue(tx, { to: search.email, subject: texts.alertSubject(matches.length ? total : 0, drops.length, label), ...mail, listUnsubscribe: unsubscribe });
    return true;
  });
}
