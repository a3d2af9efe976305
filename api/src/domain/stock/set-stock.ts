/**
 * A vendor (or the admin) sets how many units of a home product are left, and its low-stock
 * threshold (issue 37): the dashboard's product form and its products table both save through
 * this one write. The product's row is locked first, so the movement records the true change
 * even while checkouts take units; setting stock to empty stops tracking it.
 */
import type { Prisma, StockMovementReason } from '../../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors.ts';
import { requireSignedIn, type SignedIn } from '../auth/guards.ts';
import { canEditProduct } from '../auth/permissions.ts';
import { announce } from '../events.ts';
import { parseLowStockThreshold, parseStock, STOCK_MESSAGES, StockRuleError } from '@rules/stock.ts';
import { recordStockChange } from './movements.ts';

type Tx = Prisma.TransactionClient;

export interface StockInput {
  /** Units left; null or empty: not tracked. */
  stock: unknown;
  /** Absent keeps the stored threshold. */
  lowStockThreshold?: unknown;
}

export interface ProductStock {
  id: number;
  slug: string;
  stock: number | null;
  lowStockThreshold: number;
}

/** The input as numbers; a broken rule is the domain's ValidationError naming its field. */
export function checkedStockInput(input: StockInput): { stock: number | null; lowStockThreshold: number | undefined } {
  try {
    return { stock: parseStock(input.stock), lowStockThreshold: parseLowStockThreshold(input.lowStockThreshold) };
  } catch (error) {
    if (error instanceof StockRuleError) throw new ValidationError(error.message, error.field);
    throw error;
  }
}

/**
 * Writes a checked stock inside `tx` for a product the viewer may edit (the CSV import calls it
 * per row with reason IMPORT). Unknown: 404; another store's: 403; a property with a stock: 400.
 */
export async function writeProductStock(ctx: Context, tx: Tx, viewer: SignedIn, productId: number, wanted: { stock: number | null; lowStockThreshold?: number }, reason: StockMovementReason): Promise<ProductStock> {
  const [product] = await tx.$queryRaw<Array<{ id: number; slug: string; vendor_id: number; catalogue: string; stock: number | null; low_stock_threshold: number }>>`
    SELECT id, slug, vendor_id, catalogue::text AS catalogue, stock, low_stock_threshold FROM products WHERE id = ${productId} FOR UPDATE`;
  if (!product) throw new NotFoundError('Product not found.');
  if (!canEditProduct(viewer, { vendorId: product.vendor_id })) throw new ForbiddenError('You can only change products of your own store.');
  if (product.catalogue === 'REAL_ESTATE' && wanted.stock !== null) throw new ValidationError(STOCK_MESSAGES.propertyStock, 'stock');
  const lowStockThreshold = wanted.lowStockThreshold ?? product.low_stock_threshold;
  await tx.product.update({ where: { id: productId }, data: { stock: wanted.stock, lowStockThreshold } });
  const delta = (wanted.stock ?? 0) - (product.stock ?? 0);
  // Untracking records no movement (there is no count to explain); the level is still looked at.
  const actorVendorId = viewer.kind === 'admin' ? null : viewer.vendorId;
  await recordStockChange(ctx, tx, { productId, delta: wanted.stock === null ? 0 : delta, stockAfter: wanted.stock ?? 0, reason, actorVendorId });
  return { id: product.id, slug: product.slug, stock: wanted.stock, lowStockThreshold };
}

export async function setProductStock(ctx: Context, productId: number, input: StockInput): Promise<ProductStock> {
  const viewer = await requireSignedIn(ctx);
  const wanted = checkedStockInput(input);
  if (!Number.isSafeInteger(productId)) throw new NotFoundError('Product not found.');
  const write = ctx.db.$transaction((tx) => writeProductStock(ctx, tx, viewer, productId, wanted, 'MANUAL'), { maxWait: 60_000, timeout: 30_000 });
  return announce(ctx, write, { kind: 'product', id: productId });
}
