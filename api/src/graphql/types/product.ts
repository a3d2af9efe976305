import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { Product as ProductRow } from '../../generated/prisma/client.ts';
import { builder } from '../builder.ts';
import { Image } from './image.ts';
import { Category } from './category.ts';
import { Vendor } from './vendor.ts';
import { CatalogueEnum, ProductSortEnum } from './enums.ts';
import { CurrencyCodeEnum, Money, moneyIn } from './money.ts';
import { isDiscounted } from '../../domain/money/currency.ts';
import { productPath } from '../../../../rules/paths.ts';
import type { ProductSort } from '../../domain/catalogue/products.ts';
import { suggestedProductIds } from '../../domain/catalogue/suggestions.ts';
import { readCardRows } from '../../domain/catalogue/product-cards.ts';
import { countSearchProducts, countStorefrontProducts, getProduct, productsInOrder, searchProducts, suggestProducts } from '../../domain/catalogue/reads.ts';
import { pageRequestOf, selectsOnlyCardFields } from '../paging.ts';
import { LIMITS } from '../limits.ts';

export const RatingSummary = builder
  .objectRef<{ productId: number; count: number; sum: number; average: number | null }>('RatingSummary')
  .implement({
    fields: (t) => ({
      average: t.float({ nullable: true, description: 'Average of 1-5 ratings; null without any.', resolve: (r) => r.average }),
      count: t.exposeInt('count', { description: 'Number of ratings (the spec\'s numberOfReviews).' }),
    }),
  });

export const RealEstateDetails = builder
  .objectRef<{ beds: number; baths: number; areaSqft: number }>('RealEstateDetails')
  .implement({
    fields: (t) => ({
      beds: t.exposeInt('beds'),
      baths: t.exposeInt('baths'),
      areaSqft: t.exposeInt('areaSqft', { description: 'Area in square feet.' }),
    }),
  });

/** The columns a product card shows; every product read includes them. */
const cardColumns = {
  id: true,
  slug: true,
  name: true,
  catalogue: true,
  categoryId: true,
  price: true,
  discountedPrice: true,
  featureImage: true,
  vendorId: true,
  ratingCount: true,
  ratingSum: true,
  ratingAverage: true,
} as const;

export const Product = builder.prismaNode('Product', {
  id: { field: 'id' },
  // Select mode: the card's columns are always read, so the fields below that use only them
  // resolve straight from the row; any other field names the columns it needs, so a card list
  // never reads descriptions or galleries. (A field that names columns is checked against the
  // query plan for every row it resolves; for the ~20 fields of 24 cards that was a tenth of a
  // list request's time.)
  select: cardColumns,
  description: 'A listing of either catalogue: a property (REAL_ESTATE) or a home product.',
  fields: (t) => ({
    databaseId: t.int({ description: 'The numeric id the REST API uses.', resolve: (p) => p.id }),
    slug: t.string({ resolve: (p) => p.slug }),
    name: t.string({ resolve: (p) => p.name }),
    description: t.exposeString('description'),
    catalogue: t.field({ type: CatalogueEnum, resolve: (p) => p.catalogue }),
    category: t.field({
      type: Category,
      resolve: (p, _args, ctx) => ctx.services.categories.get(p.categoryId),
    }),
    vendor: t.field({
      type: Vendor,
      description: 'The store selling or renting it.',
      // From the vendor card book, not a join: a list names the same dozen vendors over and over.
      resolve: (p, _args, ctx) => ctx.services.vendorCards.get(p.vendorId),
    }),
    hiddenFromSuggestions: t.boolean({ select: { status: true }, resolve: (p) => p.status === 'HIDDEN' }),
    price: t.field({
      type: Money,
      description: 'The list price, converted from USD at the published rate.',
      args: { currency: t.arg({ type: CurrencyCodeEnum, defaultValue: 'USD', required: true }) },
      resolve: (p, { currency }, ctx) => moneyIn(ctx, p.price, currency),
    }),
    discountedPrice: t.field({
      type: Money,
      nullable: true,
      description: 'Present only when the product is discounted (the discounted price is below the price).',
      args: { currency: t.arg({ type: CurrencyCodeEnum, defaultValue: 'USD', required: true }) },
      resolve: (p, { currency }, ctx) => (isDiscounted(p.price, p.discountedPrice) ? moneyIn(ctx, p.discountedPrice!, currency) : null),
    }),
    featureImage: t.field({ type: Image, resolve: (p) => p.featureImage }),
    images: t.field({ type: [Image], description: 'The gallery in order; the feature image first.', select: { images: true, featureImage: true }, resolve: (p) => (p.images.length ? p.images : [p.featureImage]) }),
    realEstateDetails: t.field({
      type: RealEstateDetails,
      nullable: true,
      description: 'Beds, baths and area of a property; null for home products.',
      select: { catalogue: true, beds: true, baths: true, areaSqft: true },
      resolve: (p) => (p.catalogue === 'REAL_ESTATE' ? { beds: p.beds ?? 0, baths: p.baths ?? 0, areaSqft: p.areaSqft ?? 0 } : null),
    }),
    amenities: t.exposeStringList('amenities'),
    rating: t.field({
      type: RatingSummary,
      resolve: (p) => ({ productId: p.id, count: p.ratingCount, sum: p.ratingSum, average: p.ratingAverage }),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    path: t.string({
      description: 'Storefront path: /products/real-estate/{slug} or /products/home-products/{slug}.',
      resolve: (p) => productPath(p),
    }),
    suggestions: t.prismaField({
      type: ['Product'],
      description: 'Suggested Properties / Suggested Products for the detail page (rules in the README).',
      select: { id: true, catalogue: true, categoryId: true },
      resolve: async (query, p, _args, ctx) => {
        return productsInOrder(ctx, await suggestedProductIds(ctx, p), query);
      },
    }),
  }),
});

export const ProductConnection = builder.connectionObject({
  type: Product,
  name: 'ProductConnection',
  fields: (t) => ({
    // Each field giving this connection says how to count (products, search, myProducts).
    totalCount: t.int({ description: 'All matches, across pages (the same filter as the page).', resolve: (c) => (c as unknown as { totalCount: () => number | Promise<number> }).totalCount() }),
  }),
});

const ProductFilterInput = builder.inputType('ProductFilter', {
  fields: (t) => ({
    catalogue: t.field({ type: CatalogueEnum, required: false }),
    categorySlug: t.string({ required: false, description: 'A category slug, e.g. "luxury-apartments".' }),
    vendorStoreId: t.string({ required: false }),
    minPrice: t.float({ required: false, description: 'In USD.' }),
    maxPrice: t.float({ required: false, description: 'In USD.' }),
    minBeds: t.int({ required: false }),
    minBaths: t.int({ required: false }),
    search: t.string({ required: false, description: 'Words to find (forgiving: typos, word parts, split and joined words, units and synonyms).' }),
  }),
});

builder.queryFields((t) => ({
  products: t.prismaConnection(
    {
      type: 'Product',
      cursor: 'id',
      description: 'Storefront listings, filtered and sorted; at most 100 per page (a larger `first` or `last` is refused).',
      args: {
        filter: t.arg({ type: ProductFilterInput, required: false }),
        sort: t.arg({ type: ProductSortEnum, defaultValue: 'NEWEST', required: true }),
      },
      totalCount: (_root, args, ctx) => countStorefrontProducts(ctx, args.filter ?? {}),
      resolve: async (query, _root, args, ctx) => {
        // The rows of listStorefrontProducts's page as read: the connection pages them (paging.ts).
        const cards = await readCardRows(ctx, args.filter ?? {}, args.sort as ProductSort, pageRequestOf(query));
        // Pothos types the answer as whole rows; a card row holds every field a card selection reads.
        if (selectsOnlyCardFields(query)) return cards as unknown as ProductRow[];
        // A selection reading more than a card shows loads those products' rows by id.
        const { take: _take, skip: _skip, cursor: _cursor, ...selection } = query;
        return productsInOrder(ctx, cards.map((card) => card.id), selection);
      },
    },
    ProductConnection,
  ),
  search: t.connection(
    {
      type: Product,
      description: 'Products and properties matching the words, best match first (forgiving: typos, word parts, split and joined words, units and synonyms).',
      args: {
        query: t.arg.string({ required: true }),
        catalogue: t.arg({ type: CatalogueEnum, required: false }),
      },
      resolve: async (_root, args, ctx, info) => {
        const query = { text: args.query, catalogue: args.catalogue };
        const connection = await resolveOffsetConnection({ args, defaultSize: LIMITS.defaultPageSize, maxSize: LIMITS.maxPageSize }, ({ limit, offset }) =>
          searchProducts(ctx, query, { limit, offset }, queryFromInfo({ context: ctx, info, path: ['edges', 'node'] })),
        );
        return Object.assign(connection, { totalCount: () => countSearchProducts(ctx, query) });
      },
    },
    ProductConnection,
  ),
  searchSuggestions: t.prismaField({
    type: ['Product'],
    description: 'For the search box: from 2 characters, at most `first` (default 8, at most 20) products.',
    args: { query: t.arg.string({ required: true }), first: t.arg.int({ defaultValue: 8, required: true }) },
    resolve: (query, _root, args, ctx) => suggestProducts(ctx, args.query, args.first, query),
  }),
  product: t.prismaField({
    type: 'Product',
    nullable: true,
    description: 'A listing by its slug (null when unknown or no longer on the storefront).',
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, { slug }, ctx) => getProduct(ctx, { slug }, query),
  }),
}));
