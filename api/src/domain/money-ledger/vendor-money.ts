/**
 * The reads of one vendor's money, as both transports call them: the caller's own (a vendor) or
 * the named vendor's (the admin); access.ts decides. Each reads at the clock's time.
 */
import type { Context } from '../context.ts';
import { moneyReader } from './access.ts';
import { vendorBalances, type Balance } from './balances.ts';
import { ledgerLines, type LedgerFilter, type LedgerLine } from './ledger-reads.ts';
import { payoutsOf, type PayoutWithLines } from './payouts.ts';
import { monthlyStatement, statementCsvFor, type MonthlyStatement } from './statement.ts';

export const LEDGER_PAGE = { max: 500, fallback: 50 };

export async function balancesFor(ctx: Context, vendorId: number | null | undefined): Promise<{ vendorId: number; balances: Balance[] }> {
  const reader = await moneyReader(ctx, vendorId);
  return { vendorId: reader.vendorId, balances: await vendorBalances(ctx.db, reader.vendorId, ctx.services.clock.now()) };
}

export async function ledgerFor(ctx: Context, vendorId: number | null | undefined, filter: LedgerFilter, page: { limit: number; offset: number }): Promise<{ total: number; lines: LedgerLine[] }> {
  const reader = await moneyReader(ctx, vendorId);
  return ledgerLines(ctx.db, reader.vendorId, filter, page, ctx.services.clock.now());
}

export async function payoutsFor(ctx: Context, vendorId: number | null | undefined): Promise<PayoutWithLines[]> {
  const reader = await moneyReader(ctx, vendorId);
  return payoutsOf(ctx.db, reader.vendorId);
}

export async function statementFor(ctx: Context, vendorId: number | null | undefined, month: unknown): Promise<{ filename: string; csv: string }> {
  const reader = await moneyReader(ctx, vendorId);
  return statementCsvFor(ctx.db, reader.vendorId, month, ctx.services.clock.now());
}

export async function monthlyStatementFor(ctx: Context, vendorId: number | null | undefined, month: unknown): Promise<MonthlyStatement> {
  const reader = await moneyReader(ctx, vendorId);
  return monthlyStatement(ctx.db, reader.vendorId, month, ctx.services.clock.now());
}

/** The name of the store whose money is read (the page says whose balances it shows). */
export async function storeNameOf(ctx: Context, vendorId: number | null | undefined): Promise<string> {
  const reader = await moneyReader(ctx, vendorId);
  return (await ctx.db.vendor.findUniqueOrThrow({ where: { id: reader.vendorId }, select: { storeName: true } })).storeName;
}
