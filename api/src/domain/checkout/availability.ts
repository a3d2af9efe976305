import type { Prisma } from '../../generated/prisma/client.ts';
import { visibleProduct } from '../catalogue/products.ts';

/**
 * What can be ordered: a listing on the storefront (its vendor's access granted) whose status is
 * ACTIVE. HIDDEN listings (the spec's product_status 0) stay visible but cannot be bought.
 */
export const purchasableProduct: Prisma.ProductWhereInput = { AND: [visibleProduct, { status: 'ACTIVE' }] };
