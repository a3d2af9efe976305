import { builder } from '../builder.ts';
import { Image } from './image.ts';
import { Category } from './category.ts';
import { Vendor } from './vendor.ts';
import { CatalogueEnum } from './enums.ts';
import { Money, currencyArgs, moneyIn } from './money.ts';
import { PropertyLocation, RatingSummary, RealEstateDetails } from './product-details.ts';
import { isDiscounted } from '../../domain/money/currency.ts';
import { productPath } from '@rules/paths.ts';
import { ownerOnlyFigure } from '../../domain/catalogue/product-editing.ts';
import { answerLanguage, languageArgs } from './language.ts';
import { translatedText } from '@rules/content-languages.ts';
import { amenityLabels } from '@rules/amenity-labels.ts';



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
  // Cards say "Only N left" and "Out of stock" (issue 37).
  stock: true,
  lowStockThreshold: true,
  // The Arabic and Urdu texts (usually none) ride with every card: its name is in every card, and
  // a field naming its own columns costs a check per row (see below).
  translations: true,
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
    slug: t.string({ description: "The listing's slug, as in its storefront URL.", resolve: (p) => p.slug }),
    name: t.string({ description: "The listing's name in the language asked for (English when it has no translation).", args: languageArgs, resolve: (p, args, ctx) => translatedText(p.translations, answerLanguage(args, ctx), 'name', p.name) }),
    description: t.string({
      description: "The listing's description in the language asked for (English when it has no translation); plain text.",
      args: languageArgs,
      select: { description: true },
      resolve: (p, args, ctx) => translatedText(p.translations, answerLanguage(args, ctx), 'description', p.description),
    }),
    catalogue: t.field({ description: 'The catalogue the listing is in: a property (REAL_ESTATE) or a home product.', type: CatalogueEnum, resolve: (p) => p.catalogue }),
    category: t.field({ description: 'The category the listing is in.', type: Category, resolve: (p, _args, ctx) => ctx.services.categories.get(p.categoryId) }),
    vendor: t.field({
      type: Vendor,
      description: 'The store selling or renting it.',
      // From the vendor card book, not a join: a list names the same dozen vendors over and over.
      resolve: (p, _args, ctx) => ctx.services.vendorCards.get(p.vendorId),
    }),
    hiddenFromSuggestions: t.boolean({ description: 'True when its vendor hid it from search suggestions (it stays listed).', select: { status: true }, resolve: (p) => p.status === 'HIDDEN' }),
    orderLineCount: t.int({
      nullable: true,
      description: 'How many order lines name this product (the dashboard\'s Orders column): for its owner and the admin; null for anyone else.',
      // Counted in the list's own query (a correlated count per row), not one query per product.
      select: { _count: { select: { orderItems: true } } },
      resolve: (p, _args, ctx) => ownerOnlyFigure(ctx, p, p._count.orderItems),
    }),
    viewCount: t.int({
      nullable: true,
      description: "How many times its product or property page was viewed, all days counted so far (the dashboard's Views column; the overview's figures per day): for its owner and the admin; null for anyone else.",
      select: { viewCount: true },
      resolve: (p, _args, ctx) => ownerOnlyFigure(ctx, p, p.viewCount),
    }),
    price: t.field({
      type: Money,
      description: 'The list price, converted from USD at the published rate.',
      args: currencyArgs,
      resolve: (p, { currency }, ctx) => moneyIn(ctx, p.price, currency),
    }),
    discountedPrice: t.field({
      type: Money,
      nullable: true,
      description: 'Present only when the product is discounted (the discounted price is below the price).',
      args: currencyArgs,
      resolve: (p, { currency }, ctx) => (isDiscounted(p.price, p.discountedPrice) ? moneyIn(ctx, p.discountedPrice!, currency) : null),
    }),
    stock: t.int({ nullable: true, description: 'Units left to sell; null when not tracked (every property, and home products whose vendor does not count them): it sells without limit.', resolve: (p) => p.stock }),
    lowStockThreshold: t.int({ description: 'At or below this many units left, shoppers see "Only N left" and the vendor is mailed once.', resolve: (p) => p.lowStockThreshold }),
    featureImage: t.field({ description: "The listing's main image.", type: Image, resolve: (p) => p.featureImage }),
    images: t.field({ type: [Image], description: 'The gallery in order; the feature image first.', select: { images: true, featureImage: true }, resolve: (p) => (p.images.length ? p.images : [p.featureImage]) }),
    realEstateDetails: t.field({
      type: RealEstateDetails,
      nullable: true,
      description: 'Rooms, area, purpose and completion of a property; null for home products.',
      select: { catalogue: true, price: true, beds: true, baths: true, areaSqft: true, purpose: true, rentPeriod: true, completionStatus: true, handoverDate: true },
      resolve: (p) => (p.catalogue === 'REAL_ESTATE' ? p : null),
    }),
    location: t.field({
      type: PropertyLocation,
      nullable: true,
      description: 'Where a property is; null for home products.',
      select: { catalogue: true, city: true, neighbourhood: true, countryCode: true, latitude: true, longitude: true },
      resolve: (p) => (p.catalogue === 'REAL_ESTATE' ? p : null),
    }),
    amenities: t.stringList({
      args: languageArgs,
      description: 'The fixed amenities (docs/spec/vendor-admin.md §9), labelled in the answer language.',
      select: { amenities: true },
      resolve: (p, args, ctx) => amenityLabels(p.amenities, answerLanguage(args, ctx)),
    }),
    rating: t.field({
      description: "The listing's star ratings: average, count and how many gave each number of stars.", type: RatingSummary,
      resolve: (p) => ({ productId: p.id, count: p.ratingCount, sum: p.ratingSum, average: p.ratingAverage }),
    }),
    createdAt: t.expose('createdAt', { description: 'When the listing was created.', type: 'DateTime' }),
    path: t.string({
      description: 'Storefront path: /products/real-estate/{slug} or /products/home-products/{slug}.',
      resolve: (p) => productPath(p),
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
