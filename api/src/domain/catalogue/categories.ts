import type { Prisma } from '../../generated/prisma/client.ts';
import type { Db } from '../../db/database.ts';
import { cached, type Eventually } from '../shared/cached.ts';

const CATEGORY_CACHE_MS = 30_000;

/** A category with its Arabic and Urdu names (every card's category name answers in the request's language). */
export type Category = Prisma.CategoryGetPayload<{ include: { translations: true } }>;

/**
 * The categories (sixteen rows that only change with a release) kept in memory: every product
 * card names its category, and a list of 24 products should not cost a query for that.
 */
export function createCategoryBook(db: Db) {
  const byId = cached(async () => new Map((await db.category.findMany({ include: { translations: true } })).map((c) => [c.id, c])), CATEGORY_CACHE_MS);

  async function reload(id: number): Promise<Category> {
    byId.invalidate(); // a category added since the last load
    const category = (await byId.get()).get(id);
    if (!category) throw new Error(`category ${id} does not exist`);
    return category;
  }

  async function find(matches: (category: Category) => boolean): Promise<Category | null> {
    for (const category of (await byId.get()).values()) if (matches(category)) return category;
    return null;
  }

  return {
    get(id: number): Eventually<Category> {
      const categories = byId.now();
      if (categories instanceof Promise) return categories.then((loaded) => loaded.get(id) ?? reload(id));
      return categories.get(id) ?? reload(id);
    },
    /** A category by its name as the menus write it (any case) or by its slug. */
    async byName(name: string): Promise<Category | null> {
      const wanted = name.trim().toLowerCase();
      return find((category) => category.name.toLowerCase() === wanted || category.slug === wanted);
    },
    /** A category by its exact slug, as category pages and filters name it. */
    bySlug: (slug: string): Promise<Category | null> => find((category) => category.slug === slug),
    invalidate: () => byId.invalidate(),
  };
}
export type CategoryBook = ReturnType<typeof createCategoryBook>;
