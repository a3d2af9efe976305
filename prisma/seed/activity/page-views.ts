// Page views per listing per day over the window (product_views, what the overview's and the
// listings' charts read): each listing has its own pull, properties more than goods, weekends
// busier, the quarter growing, and a listing gets more looks on the days it sells or is booked.
// The products' view_count totals are set from the sums, as the table's migration first set them.
// Saves to favourites (product_saves, what Listing performance counts) follow the looks: a few in
// a hundred views.
import type { Prisma } from '../../../api/src/generated/prisma/client.ts';
import type { Rng } from '../prng.ts';
import { activityDays, countOf, shoppingWeight } from './rhythm.ts';
import { DAY_KEY, type ActivityProduct, type PlannedOrder } from './model.ts';

type Tx = Prisma.TransactionClient;

/** Of a hundred page views, about this many end in a save to favourites. */
const SAVES_PER_VIEW = 0.04;

export async function insertPageViews(tx: Tx, rng: Rng, products: ActivityProduct[], orders: PlannedOrder[], now: Date): Promise<{ views: number; saves: number }> {
  const busy = new Map<string, number>();
  for (const order of orders) for (const part of order.parts) for (const item of part.items) {
    const key = `${item.product.id} ${DAY_KEY(order.createdAt)}`;
    busy.set(key, (busy.get(key) ?? 0) + 1);
  }
  const days = activityDays(now);
  const rows: Array<{ productId: number; day: Date; views: number }> = [];
  for (const product of products) {
    const pull = (product.catalogue === 'REAL_ESTATE' ? 7 : 3.5) * rng.range(0.3, 1.7) ** 2;
    for (const { day, daysAgo } of days) {
      // A shopper looks a few times before buying or booking: those days have more views.
      const views = countOf(rng, pull * shoppingWeight(day, daysAgo)) + 3 * (busy.get(`${product.id} ${DAY_KEY(day)}`) ?? 0);
      if (views) rows.push({ productId: product.id, day, views });
    }
  }
  // The table's trigger keeps each product's view_count by one UPDATE per row written: 20,000
  // rows would be 20,000 updates (over a minute on the embedded database). It is off for this
  // insert only, and the totals are then set the way its migration first set them, from the sums.
  await tx.$executeRawUnsafe('ALTER TABLE product_views DISABLE TRIGGER product_views_count');
  // One statement over three arrays (as the view counter's flush writes): building 60,000 bound parameters costs more than the insert.
  await tx.$executeRaw`INSERT INTO product_views (product_id, day, views)
    SELECT * FROM unnest(${rows.map((r) => r.productId)}::int[], ${rows.map((r) => DAY_KEY(r.day))}::date[], ${rows.map((r) => r.views)}::int[])`;
  await tx.$executeRawUnsafe('ALTER TABLE product_views ENABLE TRIGGER product_views_count');
  await tx.$executeRawUnsafe(`UPDATE products p SET view_count = v.total
    FROM (SELECT product_id, sum(views)::int AS total FROM product_views GROUP BY product_id) v
    WHERE v.product_id = p.id AND p.view_count <> v.total`);
  const saves = await insertSaves(tx, rng, rows);
  return { views: rows.reduce((sum, row) => sum + row.views, 0), saves };
}

/** Each listing-day's saves, drawn from its views (the beacon's table: one row per listing and day). */
async function insertSaves(tx: Tx, rng: Rng, viewRows: Array<{ productId: number; day: Date; views: number }>): Promise<number> {
  const rows = viewRows.map((r) => ({ productId: r.productId, day: r.day, saves: countOf(rng, r.views * SAVES_PER_VIEW) })).filter((r) => r.saves > 0);
  await tx.$executeRaw`INSERT INTO product_saves (product_id, day, saves)
    SELECT * FROM unnest(${rows.map((r) => r.productId)}::int[], ${rows.map((r) => DAY_KEY(r.day))}::date[], ${rows.map((r) => r.saves)}::int[])`;
  return rows.reduce((sum, row) => sum + row.saves, 0);
}
