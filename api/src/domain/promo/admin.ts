// Promo-code management for the admin: list, create, switch on/off, delete. Shoppers never list
// codes; checkout checks one code at a time.
import type { Context } from '../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { requireAdmin } from '../auth/guards.ts';
import { uniqueViolation } from '../shared/unique-violation.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { validatePromoInput, type PromoInput } from './rules.ts';
import { PROMO_MESSAGES } from '@rules/promo.ts';
import { announce } from '../events.ts';

export const PROMO_NOT_FOUND = 'Promo code not found.';

export const promoOrder: Prisma.PromoCodeOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/** Every promo code, newest first (a handful: no paging). */
export async function listPromoCodes<A extends Omit<Prisma.PromoCodeFindManyArgs, 'where' | 'orderBy'>>(ctx: Context, args?: A): Promise<Prisma.PromoCodeGetPayload<A>[]> {
  await requireAdmin(ctx);
  return ctx.db.promoCode.findMany({ ...args, orderBy: promoOrder }) as Promise<Prisma.PromoCodeGetPayload<A>[]>;
}

export async function createPromoCode(ctx: Context, input: PromoInput) {
  await requireAdmin(ctx);
  const promo = validatePromoInput(input);
  try {
    return await announce(ctx, ctx.db.promoCode.create({ data: promo }), (created) => ({ kind: 'promo-code', id: created.id }));
  } catch (error) {
    // The unique index on the upper-cased code settles a race between two admins too.
    if (uniqueViolation(error) !== null) throw new ConflictError(PROMO_MESSAGES.duplicate, 'code');
    throw error;
  }
}

/** Switches a code on or off; without `isActive` it flips the current state (the spec's toggle). */
export async function setPromoCodeActive(ctx: Context, id: number, isActive?: boolean | null) {
  await requireAdmin(ctx);
  const current = await ctx.db.promoCode.findUnique({ where: { id }, select: { isActive: true } });
  if (!current) throw new NotFoundError(PROMO_NOT_FOUND);
  return announce(ctx, ctx.db.promoCode.update({ where: { id }, data: { isActive: isActive ?? !current.isActive } }), { kind: 'promo-code', id });
}

/** Deletes a code; orders that used it keep the code and percent they were given (snapshots). */
export async function deletePromoCode(ctx: Context, id: number) {
  await requireAdmin(ctx);
  const { count } = await ctx.db.promoCode.deleteMany({ where: { id } });
  if (!count) throw new NotFoundError(PROMO_NOT_FOUND);
  ctx.services.changes.emit({ kind: 'promo-code', id });
  return id;
}
