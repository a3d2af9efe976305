// Demo stock (issue 37): home products read like a running shop. Most are not tracked (as every
// product was before stock existed); some are counted, a few with only a handful left ("Only N
// left"), and one is sold out. The first products of each store stay untracked: the tests and
// the demo orders buy those, and an order must not be refused because the demo sold out.
import type { Prisma } from '../../api/src/generated/prisma/client.ts';

type Tx = Prisma.TransactionClient;

/** Products of each store left untracked, counted from its first (by id). */
const UNTRACKED_FIRST = 6;

export async function insertDemoStock(tx: Tx): Promise<{ tracked: number; low: number; out: number }> {
  const products = await tx.product.findMany({ where: { catalogue: 'HOME_PRODUCTS' }, select: { id: true, vendorId: true }, orderBy: { id: 'asc' } });
  const seen = new Map<number, number>();
  const counts = { tracked: 0, low: 0, out: 0 };
  const updates: { id: number; stock: number }[] = [];
  for (const product of products) {
    const rank = (seen.get(product.vendorId) ?? 0) + 1;
    seen.set(product.vendorId, rank);
    if (rank <= UNTRACKED_FIRST) continue;
    if (rank % 5 === 0) updates.push({ id: product.id, stock: 2 + (rank % 3) });
    else if (rank % 5 === 1) updates.push({ id: product.id, stock: 15 + ((rank * 7) % 30) });
  }
  // One sold-out product: the last counted one, low already.
  const soldOut = [...updates].reverse().find((u) => u.stock <= 4);
  if (soldOut) soldOut.stock = 0;
  // One UPDATE per count (a handful of distinct values), one INSERT for the movements.
  const byStock = new Map<number, number[]>();
  for (const { id, stock } of updates) byStock.set(stock, [...(byStock.get(stock) ?? []), id]);
  for (const [stock, ids] of byStock) {
    // Below the threshold already: its mail is as good as sent (the demo vendor is not mailed at seeding).
    await tx.product.updateMany({ where: { id: { in: ids } }, data: { stock, lowStockNotified: stock <= 5 } });
  }
  await tx.stockMovement.createMany({ data: updates.map(({ id, stock }) => ({ productId: id, delta: stock, stockAfter: stock, reason: 'MANUAL' as const })) });
  counts.tracked = updates.length;
  counts.out = updates.filter((u) => u.stock === 0).length;
  counts.low = updates.filter((u) => u.stock > 0 && u.stock <= 5).length;
  return counts;
}
