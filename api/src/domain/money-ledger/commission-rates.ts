/**
 * The commission rates the admin sets (issue 36): a default per brand type and an override per
 * vendor, each from a moment on. A rate is never edited: a new rate from a later date replaces it
 * from then on, and a part keeps the rate in force when it was placed (ledger-placement.ts reads
 * rateAt once and writes it on the part). No rate at all means no commission.
 */
import type { Context } from '../context.ts';
import type { BrandType, Prisma } from '../../generated/prisma/client.ts';
import { requireAdmin } from '../auth/guards.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { announce } from '../events.ts';
import { BRAND_TYPES } from '@rules/brand-types.ts';
import { parseDateOnly } from '../promo/rules.ts';
import { positiveAmount } from './input.ts';
import { decimal } from './arithmetic.ts';

export interface CommissionRateInput {
  /** A brand type's default (HOME_PRODUCTS, REAL_ESTATE) … */
  brandType?: unknown;
  /** … or one vendor's override: exactly one of the two. */
  vendorId?: unknown;
  /** Percent of each sale, 0 to 100 with at most 2 decimals. */
  percent: unknown;
  /** A fee in USD for each viewing part (real estate); absent: viewings carry no commission. */
  bookingFee?: unknown;
  /** The day (YYYY-MM-DD, UTC) from which the rate applies; absent: from now. */
  validFrom?: unknown;
}

export interface AppliedRate {
  percent: string;
  bookingFee: string | null;
}

const NO_RATE: AppliedRate = { percent: '0', bookingFee: null };

function percentOf(value: unknown): string {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text) || Number(text) > 100) throw new ValidationError('The commission must be a percentage from 0 to 100 with at most 2 decimals', 'percent');
  return text;
}

function validFromOf(value: unknown, now: Date): Date {
  if (value === undefined || value === null || value === '') return now;
  const date = typeof value === 'string' ? parseDateOnly(value.trim()) : null;
  if (!date) throw new ValidationError('The start date must be a date like 2026-12-31', 'validFrom');
  return date;
}

async function targetOf(ctx: Context, input: CommissionRateInput): Promise<{ vendorId: number | null; brandType: BrandType | null }> {
  const hasVendor = input.vendorId !== undefined && input.vendorId !== null && input.vendorId !== '';
  const hasBrand = input.brandType !== undefined && input.brandType !== null && input.brandType !== '';
  if (hasVendor === hasBrand) throw new ValidationError('Choose either a brand type or one vendor for the rate', hasVendor ? 'brandType' : 'vendorId');
  if (hasBrand) {
    const brandType = String(input.brandType).trim().toUpperCase();
    if (!(BRAND_TYPES as readonly string[]).includes(brandType)) throw new ValidationError(`The brand type must be one of ${BRAND_TYPES.join(', ')}`, 'brandType');
    return { vendorId: null, brandType: brandType as BrandType };
  }
  const vendorId = Number(input.vendorId);
  const vendor = Number.isSafeInteger(vendorId) ? await ctx.db.vendor.findUnique({ where: { id: vendorId }, select: { id: true } }) : null;
  if (!vendor) throw new NotFoundError('Vendor not found');
  return { vendorId, brandType: null };
}

/** Admin only: adds a rate; bad input names its field and changes nothing. */
export async function setCommissionRate(ctx: Context, input: CommissionRateInput) {
  await requireAdmin(ctx);
  const target = await targetOf(ctx, input);
  const percent = percentOf(input.percent);
  const bookingFee = input.bookingFee === undefined || input.bookingFee === null || input.bookingFee === '' ? null : decimal(positiveAmount(input.bookingFee, 'bookingFee'));
  const validFrom = validFromOf(input.validFrom, ctx.services.clock.now());
  return announce(ctx, ctx.db.commissionRate.create({ data: { ...target, percent, bookingFee, validFrom } }), { kind: 'commission-rate' });
}

/** Admin only: every rate, newest start first. */
export async function listCommissionRates(ctx: Context) {
  await requireAdmin(ctx);
  return ctx.db.commissionRate.findMany({ orderBy: [{ validFrom: 'desc' }, { id: 'desc' }], include: { vendor: { select: { storeName: true } } } });
}

/** The rate for a part of `vendorId` (of `brandType`) placed at `at`: the vendor's override, else its brand type's default. */
export async function rateAt(tx: Prisma.TransactionClient, vendorId: number, brandType: BrandType, at: Date): Promise<AppliedRate> {
  const latest = { validFrom: { lte: at } };
  const order = [{ validFrom: 'desc' as const }, { id: 'desc' as const }];
  const rate = (await tx.commissionRate.findFirst({ where: { vendorId, ...latest }, orderBy: order })) ?? (await tx.commissionRate.findFirst({ where: { brandType, ...latest }, orderBy: order }));
  return rate ? { percent: rate.percent.toString(), bookingFee: rate.bookingFee?.toFixed(2) ?? null } : NO_RATE;
}
