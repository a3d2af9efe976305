/**
 * The low-stock threshold (issue 37): when a product's stock falls to its threshold, the vendor
 * is mailed (through the job queue, in the same transaction) and `product.stock_low` recorded for
 * webhooks, ONCE per crossing: the flag is set by a conditional UPDATE, so of two changes at once
 * only one finds it unset. Stock back above the threshold clears it for the next crossing.
 */
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { storedLanguage } from '@rules/content-languages.ts';
import { recordWebhookEvent, storeAndMarketplace } from '../webhooks/outbox.ts';
import { globalIdOf } from '../webhooks/global-ids.ts';
import { lowStockMail } from './low-stock-mail.ts';

type Tx = Prisma.TransactionClient;

interface Crossed {
  id: number;
  slug: string;
  name: string;
  stock: number;
  low_stock_threshold: number;
  vendor_id: number;
}

export async function noteStockLevel(ctx: Context, tx: Tx, productId: number): Promise<void> {
  const [crossed] = await tx.$queryRaw<Crossed[]>`
    UPDATE products SET low_stock_notified = true
     WHERE id = ${productId} AND stock IS NOT NULL AND stock <= low_stock_threshold AND NOT low_stock_notified
     RETURNING id, slug, name, stock, low_stock_threshold, vendor_id`;
  if (!crossed) {
    await tx.$executeRaw`
      UPDATE products SET low_stock_notified = false
       WHERE id = ${productId} AND low_stock_notified AND (stock IS NULL OR stock > low_stock_threshold)`;
    return;
  }
  const vendor = await tx.vendor.findUnique({ where: { id: crossed.vendor_id }, select: { email: true, language: true, storeId: true } });
  if (!vendor) return;
  const product = { name: crossed.name, stock: crossed.stock, threshold: crossed.low_stock_threshold };
  const mail = lowStockMail(storedLanguage(vendor.language), product, `${ctx.services.config.publicUrl}/vendor-dashboard/products`);
  await ctx.services.mail.queue(tx, { to: vendor.email, ...mail });
  const data = { id: globalIdOf('Product', crossed.id), slug: crossed.slug, name: crossed.name, storeId: vendor.storeId, stock: crossed.stock, lowStockThreshold: crossed.low_stock_threshold };
  await recordWebhookEvent(ctx.services, tx, 'product.stock_low', storeAndMarketplace(crossed.vendor_id, data));
}
