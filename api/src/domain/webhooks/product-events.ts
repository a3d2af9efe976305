/**
 * The webhooks of products (README "Webhooks"): `product.created`, `product.updated` and
 * `product.deleted`, to the marketplace and to the product's store. A product's fields are public
 * (the storefront shows them), so both audiences get the same data. Prices are in USD, as stored.
 */
import type { Prisma } from '../../generated/prisma/client.ts';
import type { DomainServices } from '../context.ts';
import { recordWebhookEvent, storeAndMarketplace } from './outbox.ts';
import { globalIdOf } from './global-ids.ts';

type Tx = Prisma.TransactionClient;
type Services = Pick<DomainServices, 'jobs'>;

const money = (amount: Prisma.Decimal | null) => (amount === null ? null : { amount: amount.toFixed(2), currency: 'USD' });

/** `product.created` or `product.updated`: the product as it is after the write, read inside it. */
export async function recordProductSaved(services: Services, tx: Tx, type: 'product.created' | 'product.updated', productId: number): Promise<void> {
  const product = await tx.product.findUnique({
    where: { id: productId },
    select: { id: true, slug: true, name: true, catalogue: true, price: true, discountedPrice: true, status: true, vendorId: true, vendor: { select: { storeId: true } }, category: { select: { name: true } } },
  });
  if (!product) return;
  const data = {
    id: globalIdOf('Product', product.id),
    slug: product.slug,
    name: product.name,
    storeId: product.vendor.storeId,
    catalogue: product.catalogue,
    category: product.category.name,
    status: product.status,
    price: money(product.price),
    discountedPrice: money(product.discountedPrice),
  };
  await recordWebhookEvent(services, tx, type, storeAndMarketplace(product.vendorId, data));
}

/** `product.deleted`, for products read just before their deletion in the same transaction. */
export async function recordProductsDeleted(services: Services, tx: Tx, products: ReadonlyArray<{ id: number; slug: string; vendorId: number; storeId: string }>): Promise<void> {
  for (const product of products) {
    await recordWebhookEvent(services, tx, 'product.deleted', storeAndMarketplace(product.vendorId, { id: globalIdOf('Product', product.id), slug: product.slug, storeId: product.storeId }));
  }
}
