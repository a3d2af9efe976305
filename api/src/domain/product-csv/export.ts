/**
 * The products CSV export (issue 37 part 5): the vendor's own products (the admin: every store's,
 * or one store's), one row each in rules/product-csv.ts's columns, oldest first so a file
 * exported twice lines up. Cells a spreadsheet would run as a formula are neutralised by csvFile.
 */
import type { Context } from '../context.ts';
import { NotFoundError } from '../errors.ts';
import { requireSignedIn } from '../auth/guards.ts';
import { managedBy } from '../auth/permissions.ts';
import { csvFile, type CsvValue } from '@rules/csv.ts';
import { CSV_STATUS, IMAGE_SEPARATOR, PRODUCT_CSV_COLUMNS } from '@rules/product-csv.ts';

export async function exportProductsCsv(ctx: Context, options: { storeId?: string | null } = {}): Promise<{ filename: string; csv: string }> {
  const viewer = await requireSignedIn(ctx);
  const where = { ...managedBy(viewer) };
  // Only the admin chooses a store; a vendor's file is always its own.
  if (options.storeId && viewer.kind === 'admin') {
    const vendor = await ctx.db.vendor.findUnique({ where: { storeId: options.storeId }, select: { id: true } });
    if (!vendor) throw new NotFoundError('Store not found.');
    where.vendorId = vendor.id;
  }
  const products = await ctx.db.product.findMany({
    where,
    orderBy: { id: 'asc' },
    select: { slug: true, name: true, price: true, discountedPrice: true, status: true, stock: true, lowStockThreshold: true, description: true, images: true, category: { select: { name: true } }, vendor: { select: { storeId: true } } },
  });
  const rows: CsvValue[][] = products.map((p) => [
    p.slug,
    p.name,
    p.category.name,
    p.price.toFixed(2),
    p.discountedPrice ? p.discountedPrice.toFixed(2) : '',
    'USD',
    CSV_STATUS[p.status],
    p.stock,
    p.lowStockThreshold,
    p.description,
    p.images.join(IMAGE_SEPARATOR),
    p.vendor.storeId,
  ]);
  const day = ctx.services.clock.now().toISOString().slice(0, 10);
  const who = where.vendorId === undefined ? 'all-stores' : (products[0]?.vendor.storeId ?? 'store');
  return { filename: `products-${who}-${day}.csv`, csv: csvFile([[...PRODUCT_CSV_COLUMNS], ...rows]) };
}
