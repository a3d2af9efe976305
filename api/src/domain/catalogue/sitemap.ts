import type { Context } from '../context.ts';
import { categoryPath, productPath, vendorPath } from '@rules/paths.ts';
import { visibleProduct } from './products.ts';
import { publicVendor } from './vendors.ts';
import { LOCALES } from '@rules/locales.ts';

/**
 * Pages (listings, stores) per sitemap file: each is listed once per language (issue 35), and the
 * sitemaps protocol takes at most 50,000 URLs per file (sitemaps.org).
 */
export const SITEMAP_PAGE_SIZE = Math.floor(50_000 / LOCALES.length);

export interface SitemapUrl {
  path: string;
  lastmod?: Date;
}

export interface SitemapPage {
  /** The page's name in /sitemaps/{name}.xml. */
  name: string;
  /** The newest change among its URLs (none for pages without dates). */
  lastmod?: Date;
}

/** The storefront's own pages a search engine should know, beside the listings, stores and categories. */
const PUBLIC_PAGES = ['/', '/real-estate', '/home-products', '/vendors', '/feed', '/contact', '/About-Us', '/privacypolicy'];

type Ctx = Pick<Context, 'db'>;

/**
 * The pages of the sitemap: the storefront's pages and categories, then the listings and the stores
 * in pages of `pageSize`, by id. Listings and stores are exactly the public ones
 * (visibleProduct, publicVendor: the rule `node` and every list follow), so a revoked store's
 * listings leave the sitemap with the store.
 */
export async function sitemapPages(ctx: Ctx, pageSize = SITEMAP_PAGE_SIZE): Promise<SitemapPage[]> {
  const [products, vendors] = await Promise.all([ctx.db.product.count({ where: visibleProduct }), ctx.db.vendor.count({ where: publicVendor })]);
  const pages: SitemapPage[] = [{ name: 'pages' }];
  for (let page = 0; page * pageSize < products; page++) {
    const { _max } = await ctx.db.product.aggregate({ where: visibleProduct, orderBy: { id: 'asc' }, skip: page * pageSize, take: pageSize, _max: { updatedAt: true } });
    pages.push({ name: `products-${page + 1}`, lastmod: _max.updatedAt ?? undefined });
  }
  for (let page = 0; page * pageSize < vendors; page++) {
    const { _max } = await ctx.db.vendor.aggregate({ where: publicVendor, orderBy: { id: 'asc' }, skip: page * pageSize, take: pageSize, _max: { updatedAt: true } });
    pages.push({ name: `vendors-${page + 1}`, lastmod: _max.updatedAt ?? undefined });
  }
  return pages;
}

/** The URLs of one sitemap page, or null when there is no such page. */
export async function sitemapUrls(ctx: Ctx, name: string, pageSize = SITEMAP_PAGE_SIZE): Promise<SitemapUrl[] | null> {
  if (name === 'pages') {
    const categories = await ctx.db.category.findMany({ orderBy: [{ catalogue: 'asc' }, { position: 'asc' }], select: { name: true } });
    return [...PUBLIC_PAGES.map((path) => ({ path })), ...categories.map((category) => ({ path: categoryPath(category.name) }))];
  }
  const match = /^(products|vendors)-([1-9]\d{0,5})$/.exec(name);
  if (!match) return null;
  const skip = (Number(match[2]) - 1) * pageSize;
  const urls =
    match[1] === 'products'
      ? (await ctx.db.product.findMany({ where: visibleProduct, orderBy: { id: 'asc' }, skip, take: pageSize, select: { slug: true, catalogue: true, updatedAt: true } })).map(
          (product) => ({ path: productPath(product), lastmod: product.updatedAt }),
        )
      : (await ctx.db.vendor.findMany({ where: publicVendor, orderBy: { id: 'asc' }, skip, take: pageSize, select: { storeId: true, storeName: true, updatedAt: true } })).map(
          (vendor) => ({ path: vendorPath(vendor), lastmod: vendor.updatedAt }),
        );
  // Page 1 exists even when empty (a new marketplace); later pages only when they hold something.
  return urls.length || skip === 0 ? urls : null;
}
