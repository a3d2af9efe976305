import type { Context } from '../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { assertRateLeft, consumeRate, type RateRule } from '../shared/rate-limit.ts';
import { effectivePrice, type CurrencyCode, type CurrencyRate } from '../money/currency.ts';
import { applyPercentOff, unitPrice } from './pricing.ts';
import { purchasableProduct } from './availability.ts';
import { normalizePromoCode, promoCodeStatus, PROMO_MESSAGES, utcDateOf, type PromoCodeStatus, type ValidPromo } from '@rules/promo.ts';

/** A promo code applied to a cart line: the shared ValidPromo and the row it came from. */
export interface AppliedPromo extends ValidPromo {
  id: number;
}

/** Today's calendar date in UTC, as the date columns of promo codes store it. */
export function utcToday(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

type PromoRow = { id: number; code: string; discountPercent: number; isActive: boolean; startsOn: Date; endsOn: Date };

const STATUS_PROBLEMS: Record<PromoCodeStatus, string | null> = { ACTIVE: null, INACTIVE: PROMO_MESSAGES.inactive, SCHEDULED: PROMO_MESSAGES.notYet, EXPIRED: PROMO_MESSAGES.expired };

/** Why a promo code cannot be used today, or null when it can: the shared status rule, Active only. */
export function promoProblem(promo: PromoRow | null, now: Date = new Date()): string | null {
  if (!promo) return PROMO_MESSAGES.invalid;
  return STATUS_PROBLEMS[promoCodeStatus({ isActive: promo.isActive, startDate: utcDateOf(promo.startsOn), endDate: utcDateOf(promo.endsOn) }, utcDateOf(now))];
}

const promoSelect = { id: true, code: true, discountPercent: true, isActive: true, startsOn: true, endsOn: true } satisfies Prisma.PromoCodeSelect;

/**
 * Promo codes are short, so guessing is limited: every path that evaluates codes (a quote, a
 * checkout, validate-promo) looks them up here, and each named code that does not exist counts
 * one guess against the caller's address. Once the budget is spent, every code is refused until
 * the window ends, a real one included, so a script cannot go on guessing by mixing in one it
 * knows. A shopper with the codes they were given never comes near it.
 */
export const PROMO_GUESSES: RateRule = { name: 'promo-guess:ip', limit: 30, windowSeconds: 600, message: 'Too many promo code attempts. Please wait a few minutes and try again.' };

/** Loads the named codes (normalized) in one query, within the caller's guess budget. */
export async function lookUpPromoCodes(ctx: Context, codes: string[]): Promise<Map<string, PromoRow>> {
  const wanted = [...new Set(codes.map(normalizePromoCode).filter(Boolean))];
  if (!wanted.length) return new Map();
  // The answer depends on the caller's budget: never serve it from the shared answer cache.
  ctx.notShareable();
  await assertRateLeft(ctx, PROMO_GUESSES, ctx.clientIp);
  const wellFormed = wanted.filter((c) => /^[A-Z0-9-]{1,40}$/.test(c));
  const rows = wellFormed.length ? await ctx.db.promoCode.findMany({ where: { code: { in: wellFormed } }, select: promoSelect }) : [];
  const found = new Map(rows.map((row) => [row.code, row]));
  const misses = wanted.length - found.size;
  if (misses) await consumeRate(ctx, PROMO_GUESSES, ctx.clientIp, misses);
  return found;
}

export interface PromoCheck {
  success: boolean;
  message: string;
  promoCode: string | null;
  discountPercentage: number | null;
  /** The unit price after the promo, in USD (the REST answer's discountedPrice). */
  discountedPriceUsd: Prisma.Decimal | null;
  /** The same in the requested currency (what the product page shows). */
  discountedPrice: Prisma.Decimal | null;
  /** The price before the promo in the requested currency. */
  price: Prisma.Decimal | null;
  currency: CurrencyRate;
}

/**
 * POST /validate-promo and validatePromoCode: may `code` be applied to this product now? A code
 * that cannot be used is an answer (success false with the reason), not an error; a missing code
 * or product is a ValidationError / NotFoundError with the spec's messages.
 */
export async function checkPromoCode(ctx: Context, input: { code: string; productId: number | null; currency?: CurrencyCode | null }): Promise<PromoCheck> {
  // Depends on today and counts against the caller's address: never serve a stored answer.
  ctx.notShareable();
  const code = normalizePromoCode(input.code ?? '');
  if (!code) throw new ValidationError(PROMO_MESSAGES.missing, 'code');
  if (input.productId == null || !Number.isSafeInteger(input.productId)) throw new ValidationError(PROMO_MESSAGES.noProduct, 'productId');
  const currency = await ctx.services.rates.get(input.currency ?? 'USD');
  const product = await ctx.db.product.findFirst({ where: { AND: [purchasableProduct, { id: input.productId }] }, select: { price: true, discountedPrice: true, catalogue: true } });
  if (!product) throw new NotFoundError(PROMO_MESSAGES.noProduct);
  const price = unitPrice(product.price, product.discountedPrice, currency, null);
  const refused = (message: string): PromoCheck => ({ success: false, message, promoCode: null, discountPercentage: null, discountedPriceUsd: null, discountedPrice: null, price, currency });
  if (product.catalogue === 'REAL_ESTATE') return refused(PROMO_MESSAGES.propertiesExcluded);
  const promos = await lookUpPromoCodes(ctx, [code]);
  const problem = promoProblem(promos.get(code) ?? null);
  if (problem) return refused(problem);
  const promo = promos.get(code)!;
  return {
    success: true,
    message: PROMO_MESSAGES.applied,
    promoCode: promo.code,
    discountPercentage: promo.discountPercent,
    discountedPriceUsd: applyPercentOff(effectivePrice(product.price, product.discountedPrice), promo.discountPercent),
    discountedPrice: unitPrice(product.price, product.discountedPrice, currency, promo.discountPercent),
    price,
    currency,
  };
}
