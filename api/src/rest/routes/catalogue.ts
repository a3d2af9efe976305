import type { Route } from '../router.ts';
import { intParam, pagedAnswer, pageParams, pageQueryDoc, textParam } from '../params.ts';
import { CATALOGUE_LABELS, REST_PRODUCT_COLUMNS, restProductInclude, restPublicVendorSelect, toRestProduct, toRestVendor } from '../shapes.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import type { ProductFilter } from '../../domain/catalogue/listing-filter.ts';
import { countSearchProducts, getProduct, getPublicVendor, listCategories, listPublicVendors, searchProducts, suggestProducts, type ProductKey } from '../../domain/catalogue/reads.ts';
import { storefrontListing } from '../../domain/catalogue/listing.ts';
import type { Context } from '../../context.ts';
import { translatedText } from '@rules/content-languages.ts';

const productArray = { type: 'array', items: { $ref: '#/components/schemas/Product' } };
const pageQuery = pageQueryDoc();

/** A page of a storefront listing, newest first (the domain's one list read), in the REST shape. */
async function listedProducts(ctx: Context, filter: ProductFilter, url: URL) {
  const paging = pageParams(url.searchParams);
  const listing = storefrontListing(ctx, { filter, sort: 'NEWEST' });
  const [page, total] = await Promise.all([listing.page({ limit: paging.take, offset: paging.skip }, REST_PRODUCT_COLUMNS), listing.count()]);
  return pagedAnswer(url, paging, total, page.items.map((p) => toRestProduct(p, ctx.language)));
}

async function findProduct(ctx: Context, key: ProductKey) {
  const product = await getProduct(ctx, key, { include: restProductInclude });
  if (!product) throw new NotFoundError('Product not found');
  return toRestProduct(product, ctx.language);
}

async function findVisibleVendor(ctx: Context, storeId: string) {
  const vendor = await getPublicVendor(ctx, storeId, { select: restPublicVendorSelect });
  if (!vendor) throw new NotFoundError('Vendor not found');
  return vendor;
}

export const catalogueRoutes: Route[] = [
  {
    method: 'GET',
    path: '/products',
    doc: {
      operationId: 'listProducts', paged: 'unless-search',
      tag: 'Catalogue',
      summary: 'Storefront products, newest first, paged (X-Total-Count, Link rel="next"). With `search`, the search-box suggestions (at most 8, from 2 characters, not paged); `/products/?search=` (trailing slash) is the paged results page.',
      query: { search: { description: 'Text typed in the search box.' }, ...pageQuery },
      response: productArray,
    },
    async handle({ ctx, query, url }) {
      const search = textParam(query.get('search'), 'search', 100);
      if (search !== undefined) {
        // `/products/?search=` (trailing slash) is the results page; `/products?search=` the suggestions.
        if (!url.pathname.endsWith('/')) return (await suggestProducts(ctx, search, 8, { include: restProductInclude })).map((p) => toRestProduct(p, ctx.language));
        const paging = pageParams(query);
        const [rows, total] = await Promise.all([
          searchProducts(ctx, { text: search }, { limit: paging.take, offset: paging.skip }, { include: restProductInclude }),
          countSearchProducts(ctx, { text: search }),
        ]);
        return pagedAnswer(url, paging, total, rows.map((p) => toRestProduct(p, ctx.language)));
      }
      return listedProducts(ctx, {}, url);
    },
  },
  {
    method: 'GET',
    path: '/products/{product}',
    doc: { operationId: 'getProduct', errors: [404], params: { product: { description: 'The numeric id of the product.', type: 'integer' } }, tag: 'Catalogue', summary: 'One product by its numeric id.', response: { $ref: '#/components/schemas/Product' } },
    async handle({ ctx, params }) {
      return findProduct(ctx, { id: intParam(params.product, 'id', { min: 1 }) });
    },
  },
  {
    method: 'GET',
    path: '/products/slug/{slug}',
    doc: { operationId: 'getProductBySlug', errors: [404], params: { slug: { description: "The product's slug." } }, tag: 'Catalogue', summary: 'One product by its slug (the path the spec left open).', response: { $ref: '#/components/schemas/Product' } },
    async handle({ ctx, params }) {
      return findProduct(ctx, { slug: textParam(params.slug, 'slug', 200)! });
    },
  },
  {
    method: 'GET',
    path: '/productsby',
    doc: {
      operationId: 'listProductsByCategory',
      tag: 'Catalogue',
      summary: 'Products of one category, by the category name as in the menus (any case) or its slug.',
      query: { category: { description: 'Category name, e.g. "Luxury Apartments".', required: true }, ...pageQuery },
      response: productArray,
      paged: true,
    },
    async handle({ ctx, query, url }) {
      const name = textParam(query.get('category'), 'category', 100);
      if (!name) throw new ValidationError('category is required.', 'category');
      const category = await ctx.services.categories.byName(name);
      if (!category) return pagedAnswer(url, pageParams(query), 0, []);
      return listedProducts(ctx, { categorySlug: category.slug }, url);
    },
  },
  {
    method: 'GET',
    path: '/vendor-products/{store_id}',
    doc: { operationId: 'listStoreProducts', errors: [404], params: { store_id: { description: 'The store id.' } }, tag: 'Catalogue', summary: "A store's products, newest first (404 when the store is unknown).", query: pageQuery, response: productArray, paged: true },
    async handle({ ctx, params, url }) {
      const vendor = await findVisibleVendor(ctx, params.store_id);
      return listedProducts(ctx, { vendorStoreId: vendor.storeId }, url);
    },
  },
  {
    method: 'GET',
    path: '/all-vendors2',
    doc: { operationId: 'listPublicVendors', tag: 'Catalogue', summary: 'The public vendor list: admin accounts and revoked vendors excluded.', response: { type: 'array', items: { $ref: '#/components/schemas/Vendor' } } },
    async handle({ ctx }) {
      const vendors = await listPublicVendors(ctx, {}, { select: restPublicVendorSelect });
      return vendors.map((v) => toRestVendor(v, ctx.language));
    },
  },
  {
    method: 'GET',
    path: '/vendor-details/{store_id}',
    doc: { operationId: 'getPublicVendor', errors: [404], params: { store_id: { description: 'The store id.' } }, tag: 'Catalogue', summary: "A store's public details (store_name, email, store_phone, image, address, description).", response: { $ref: '#/components/schemas/Vendor' } },
    async handle({ ctx, params }) {
      return toRestVendor(await findVisibleVendor(ctx, params.store_id), ctx.language);
    },
  },
  {
    method: 'GET',
    path: '/categories',
    doc: { operationId: 'listCategories', tag: 'Catalogue', summary: 'All categories with their catalogue and tile image; names in the answer language (Accept-Language or `?lang=`).', response: { type: 'array', items: { $ref: '#/components/schemas/Category' } } },
    async handle({ ctx }) {
      const categories = await listCategories(ctx, {}, { include: { translations: true } });
      return categories.map((c) => ({ id: c.id, name: translatedText(c.translations, ctx.language, 'name', c.name), slug: c.slug, mainCategory: CATALOGUE_LABELS[c.catalogue], image: c.image, inMenu: c.inMenu }));
    },
  },
  {
    method: 'GET',
    path: '/currencies',
    doc: { operationId: 'listCurrencies', tag: 'Catalogue', summary: 'Currency rates against USD that the server prices with.', response: { type: 'array', items: { $ref: '#/components/schemas/Currency' } } },
    async handle({ ctx }) {
      return [...(await ctx.services.rates.all()).values()].map((r) => ({ code: r.code, rate: Number(r.rate), symbol: r.symbol }));
    },
  },
];
