// The demo's Arabic and Urdu names made searchable (issue 35): once the translations are written,
// the search text of every listing that has a translated name, or whose store has one, is written
// again through buildSearchText (the one place that decides what products.search_text holds), with
// the listing's and its store's translated names, as product editing does for a vendor's own.
import type { Prisma } from '../../api/src/generated/prisma/client.ts';
import { buildSearchText } from '../../api/src/domain/catalogue/search-text.ts';

type Tx = Prisma.TransactionClient;

/** Rewrites the search text of the listings with translated names; answers how many. */
export async function writeTranslatedSearchTexts(tx: Tx): Promise<number> {
  const products = await tx.product.findMany({
    where: { OR: [{ translations: { some: { name: { not: null } } } }, { vendor: { translations: { some: { storeName: { not: null } } } } }] },
    select: {
      id: true, name: true, city: true, neighbourhood: true, purpose: true,
      category: { select: { name: true } },
      vendor: { select: { storeName: true, city: true, translations: { select: { storeName: true }, orderBy: { language: 'asc' } } } },
      translations: { select: { name: true }, orderBy: { language: 'asc' } },
    },
  });
  const texts = products.map((p) =>
    buildSearchText({
      name: p.name,
      categoryName: p.category.name,
      storeName: p.vendor.storeName,
      city: p.vendor.city,
      place: { city: p.city, neighbourhood: p.neighbourhood, purpose: p.purpose },
      translatedNames: [...p.translations.map((t) => t.name), ...p.vendor.translations.map((t) => t.storeName)],
    }),
  );
  await tx.$executeRaw`UPDATE products p SET search_text = v.text FROM unnest(${products.map((p) => p.id)}::int[], ${texts}::text[]) AS v(id, text) WHERE p.id = v.id`;
  return products.length;
}
