// The stock history of the tracked products over the window, ending at the stock each product
// has now (prisma/seed/stock.ts set it: a few low, one sold out): the stock counted in by an
// import at the start, each sale (ORDER), each cancellation (CANCEL) and full refund (REFUND)
// that put units back, a restock, and one manual correction. Every movement's stock_after
// follows from the one before, so the stock equals the sum of the movements and never goes below 0.
import type { Prisma, StockMovementReason } from '../../../api/src/generated/prisma/client.ts';
import { ACTIVITY_DAYS, DAY_MS, HOUR_MS, startOfDay } from './rhythm.ts';
import type { ActivityProduct } from './model.ts';
import type { WrittenPart } from './write-orders.ts';

type Tx = Prisma.TransactionClient;

interface Move {
  at: Date;
  delta: number;
  reason: StockMovementReason;
  partId: number | null;
  actorVendorId: number | null;
}

/** Units a restock brings at most (a vendor orders in round numbers). */
const RESTOCK = 24;

function movesOf(parts: WrittenPart[]): Map<number, Move[]> {
  const moves = new Map<number, Move[]>();
  const add = (productId: number, move: Move) => moves.set(productId, [...(moves.get(productId) ?? []), move]);
  for (const { id, part } of parts) {
    if (part.kind !== 'PRODUCTS') continue;
    const cancelled = part.steps.find((s) => s.status === 'CANCELLED');
    for (const item of part.items) {
      if (item.product.stock === null) continue;
      add(item.product.id, { at: part.steps[0].at, delta: -item.quantity, reason: 'ORDER', partId: id, actorVendorId: null });
      if (cancelled) add(item.product.id, { at: cancelled.at, delta: item.quantity, reason: 'CANCEL', partId: id, actorVendorId: null });
      if (part.refund) add(item.product.id, { at: part.refund.at, delta: item.quantity, reason: 'REFUND', partId: id, actorVendorId: null });
    }
  }
  return moves;
}

/** The opening count, a restock where it fits, and the chain of stock_after for one product. */
function history(product: ActivityProduct & { stock: number }, sales: Move[], now: Date, correction: boolean): Move[] {
  const start = new Date(startOfDay(now).getTime() - ACTIVITY_DAYS * DAY_MS + 9 * HOUR_MS);
  const restockAt = new Date(start.getTime() + 48 * DAY_MS);
  const moves = [...sales];
  if (correction) moves.push({ at: new Date(start.getTime() + 61 * DAY_MS), delta: -1, reason: 'MANUAL', partId: null, actorVendorId: product.vendorId });
  moves.sort((a, b) => a.at.getTime() - b.at.getTime());
  // What the later movements take out beyond the stock left now bounds the restock: before it, the count never drops below 0.
  const afterRestock = moves.filter((m) => m.at > restockAt).reduce((sum, m) => sum + m.delta, 0);
  const restock = Math.min(RESTOCK, product.stock - afterRestock);
  if (restock >= 6) moves.push({ at: restockAt, delta: restock, reason: 'MANUAL', partId: null, actorVendorId: product.vendorId });
  moves.sort((a, b) => a.at.getTime() - b.at.getTime());
  const opening = product.stock - moves.reduce((sum, m) => sum + m.delta, 0);
  // Units put back after a sale (a cancellation) can leave the count short in between: the vendor
  // counted that many more in at the start, and wrote the difference off at the last count.
  let running = opening;
  let lowest = opening;
  for (const move of moves) lowest = Math.min(lowest, (running += move.delta));
  const short = Math.max(0, -lowest);
  const last = moves.at(-1)?.at ?? start;
  const writeOff: Move[] = short ? [{ at: new Date(Math.min(last.getTime() + 60_000, now.getTime())), delta: -short, reason: 'MANUAL', partId: null, actorVendorId: product.vendorId }] : [];
  return [{ at: start, delta: opening + short, reason: 'IMPORT', partId: null, actorVendorId: product.vendorId }, ...moves, ...writeOff];
}

/** Replaces the tracked products' single counted-in movement with their history; answers how many movements. */
export async function insertStockHistory(tx: Tx, products: ActivityProduct[], parts: WrittenPart[], now: Date): Promise<number> {
  const tracked = products.filter((p): p is ActivityProduct & { stock: number } => p.stock !== null);
  const sales = movesOf(parts);
  const rows = tracked.flatMap((product, i) => {
    let stock = 0;
    return history(product, sales.get(product.id) ?? [], now, i === 0).map((move) => {
      stock += move.delta;
      if (stock < 0) throw new Error(`demo activity: the stock of ${product.slug} would drop below 0`);
      return { productId: product.id, ...move, stockAfter: stock };
    });
  });
  await tx.stockMovement.deleteMany({ where: { productId: { in: tracked.map((p) => p.id) }, partId: null } });
  await tx.stockMovement.createMany({ data: rows.filter((row) => row.delta !== 0) });
  return rows.length;
}
