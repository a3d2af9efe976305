import { Prisma } from '../../generated/prisma/client.ts';
import { buildSearchText } from './search-text.ts';

type Tx = Prisma.TransactionClient;

/**
 * Rewrites the search text of every product of a store from what is stored now. A product is
 * found by its store's name and, for a home product, its store's city (buildSearchText); both are
 * written into the product's search text when the product is saved, so when the store changes
 * either, its products must be written again in the same transaction, or a shopper searching the
 * store's new name would not find them and its old name still would. Returns how many changed.
 */
export async function rewriteStoreSearchTexts(tx: Tx, vendorId: number): Promise<number> {
  const vendor = await tx.vendor.findUniqueOrThrow({ where: { id: vendorId }, select: { storeName: true, city: true } });
  const products = await tx.product.findMany({
    where: { vendorId },
    select: {
      id: true, name: true, searchText: true, city: true, neighbourhood: true, purpose: true,
      category: { select: { name: true } },
      // In language order (ar, ur), as a product's own save writes them.
      translations: { select: { name: true }, orderBy: { language: 'asc' } },
    },
  });
  const ids: number[] = [];
  const texts: string[] = [];
  for (const product of products) {
    const text = buildSearchText({
      name: product.name,
      categoryName: product.category.name,
      storeName: vendor.storeName,
      city: vendor.city,
      place: { city: product.city, neighbourhood: product.neighbourhood, purpose: product.purpose },
      translatedNames: product.translations.map((translation) => translation.name),
    });
    if (text === product.searchText) continue;
    ids.push(product.id);
    texts.push(text);
  }
  if (ids.length === 0) return 0;
  // One statement for the whole store (a store may list thousands).
  return tx.$executeRaw`UPDATE products p SET search_text = v.text FROM unnest(${ids}::int[], ${texts}::text[]) AS v(id, text) WHERE p.id = v.id`;
}
