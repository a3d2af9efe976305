import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { describedValues } from '../enum-values.ts';
import { Product, ProductConnection } from './product.ts';
import { CatalogueEnum, CompletionStatusEnum, ListingPurposeEnum, RentPeriodEnum } from './enums.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import {
  createProduct,
  deleteProduct,
  deleteProducts,
  getEditableProduct,
  myProductCatalogues,
  countMyProducts,
  listMyProducts,
  updateProduct,
  MY_PRODUCTS_SORTS,
} from '../../domain/catalogue/product-editing.ts';
import type { ProductDraft } from '@rules/product.ts';

const ProductTextsInput = builder.inputType('ProductTextsInput', {
  description: "A product's texts in one language; a blank or absent text shows the English one.",
  fields: (t) => ({
    name: t.string({ required: false, description: 'At most 200 characters, like the English name.' }),
    description: t.string({ required: false, description: 'At most 20,000 characters, like the English description.' }),
  }),
});

const ProductTranslationsInput = builder.inputType('ProductTranslationsInput', {
  description: 'Arabic and Urdu texts; each optional (English is required in the fields themselves).',
  fields: (t) => ({ ar: t.field({ description: 'The Arabic texts; absent: unchanged.', type: ProductTextsInput, required: false }), ur: t.field({ description: 'The Urdu texts; absent: unchanged.', type: ProductTextsInput, required: false }) }),
});

/** The editable fields, shared by create and update (the domain checks every rule). */
type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
const productFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) => ({
  name: t.string({ required: true, description: "The product's name in English (at most 200 characters)." }),
  price: t.string({ required: true, description: 'In USD, as typed: digits and one dot, at most 2 decimals.' }),
  discountedPrice: t.string({ required: false, description: 'Optional; not above the price.' }),
  description: t.string({ required: true, description: "The product's description in English (plain text, at most 20,000 characters)." }),
  category: t.string({ required: true, description: 'A category name (or slug) of the product\'s catalogue.' }),
  images: t.stringList({ required: true, description: 'Media file names of the store\'s library; the first is the feature image.' }),
  amenities: t.stringList({ required: false, description: 'Properties only: names from the amenity list.' }),
  beds: t.int({ required: false, description: 'Properties only: required on create, empty means 0 on update.' }),
  baths: t.int({ required: false, description: 'Properties only: the number of bathrooms (required on create, empty means 0 on update).' }),
  area: t.int({ required: false, description: 'Square feet.' }),
  // Listing details (properties only; ignored for home products, like beds). Left out: kept as
  // stored on update (the vendor's city and country, SALE and READY on create); null clears those
  // that may be empty.
  purpose: t.field({ type: ListingPurposeEnum, required: false, description: "Properties only. Left out: kept on update; on create what the amenities say ('Property for rent': RENT), else SALE. Sets the matching purpose amenity and drops the other." }),
  rentPeriod: t.field({ type: RentPeriodEnum, required: false, description: 'Properties for rent only (a sale with a rent period is an error); left out: kept, or MONTH.' }),
  completionStatus: t.field({ type: CompletionStatusEnum, required: false, description: 'Properties only; left out: kept on update, READY on create.' }),
  handoverDate: t.field({ type: 'Date', required: false, description: 'Off-plan properties only, and required for them (a ready property with a handover date is an error).' }),
  city: t.string({ required: false, description: "Properties only, at most 100 characters; null clears. Left out on create: the vendor's own city." }),
  neighbourhood: t.string({ required: false, description: 'Properties only: the area or neighbourhood, at most 100 characters; null clears.' }),
  countryCode: t.string({ required: false, description: "Properties only: AE, PK, GB or US; null clears. Left out on create: the vendor's own country." }),
  latitude: t.float({ required: false, description: 'Properties only: -90 to 90, given together with longitude (both null clear them).' }),
  longitude: t.float({ required: false, description: 'Properties only: -180 to 180, given together with latitude.' }),
  translations: t.field({ type: ProductTranslationsInput, required: false, description: 'Arabic and Urdu name and description. Given: replaces the stored ones (a language left out is removed); left out: kept on update.' }),
});

const CreateProductInput = builder.inputType('CreateProductInput', { fields: (t) => productFields(t) });
const UpdateProductInput = builder.inputType('UpdateProductInput', {
  fields: (t) => ({ slug: t.string({ required: true, description: 'The product to change (its slug stays).' }), ...productFields(t) }),
});
const DeleteProductInput = builder.inputType('DeleteProductInput', {
  fields: (t) => ({ id: t.globalID({ description: "The product's global id.", required: true, for: Product }) }),
});

/** The input as a draft: GraphQL leaves out what the client left out (undefined: keep), null stays null (clear). */
const draftOf = (input: ProductDraft): ProductDraft => ({ ...input });

/** What create and update answer: the product as it is after the change. */
const changedProduct = (name: string) =>
  builder.objectRef<{ id: number }>(name).implement({
    fields: (t) => ({
      product: t.prismaField({
        description: 'The product as saved.',
        type: Product,
        resolve: (query, change, _args, ctx) => ctx.db.product.findUniqueOrThrow({ ...query, where: { id: change.id } }),
      }),
    }),
  });
const CreateProductSuccess = changedProduct('CreateProductSuccess');
const UpdateProductSuccess = changedProduct('UpdateProductSuccess');

const DeleteProductSuccess = builder.objectRef<{ id: number }>('DeleteProductSuccess').implement({
  fields: (t) => ({
    deletedId: t.id({ description: 'Global id of the deleted product (for clients to drop it from their lists).', resolve: (d) => encodeGlobalID('Product', d.id) }),
    databaseId: t.exposeInt('id'),
  }),
});

const DeleteProductsSuccess = builder.objectRef<{ ids: number[] }>('DeleteProductsSuccess').implement({
  fields: (t) => ({
    deletedIds: t.idList({ description: 'Global ids of the deleted products (for clients to drop them from their lists).', resolve: (d) => d.ids.map((id) => encodeGlobalID('Product', id)) }),
    databaseIds: t.exposeIntList('ids', { description: 'The databaseIds of the products deleted.' }),
  }),
});

const MyProductsSortEnum = builder.enumType('MyProductsSort', {
  description: "The dashboard product table's orders: by date, name, price (USD), category name, status (ACTIVE before HIDDEN ascending), the number of order lines or page views.",
  values: describedValues(MY_PRODUCTS_SORTS, {
    CATEGORY_ASC: 'By category name, A to Z.',
    CATEGORY_DESC: 'By category name, Z to A.',
    NAME_ASC: 'By name, A to Z.',
    NAME_DESC: 'By name, Z to A.',
    NEWEST: 'Newest first (the default).',
    OLDEST: 'Oldest first.',
    ORDERS_ASC: 'Fewest orders first.',
    ORDERS_DESC: 'Most orders first.',
    PRICE_ASC: 'Cheapest first (USD price).',
    PRICE_DESC: 'Dearest first (USD price).',
    STATUS_ASC: 'ACTIVE before HIDDEN.',
    STATUS_DESC: 'HIDDEN before ACTIVE.',
    VIEWS_ASC: 'Fewest page views first.',
    VIEWS_DESC: 'Most page views first.',
  }),
});

builder.queryFields((t) => ({
  myProducts: t.prismaConnection(
    {
      type: 'Product',
      cursor: 'id',
      description: "The dashboard's products: the signed-in vendor's own, newest first (the admin's: every product).",
      args: {
        search: t.arg.string({ required: false, description: 'Words of the name, category, store or city.' }),
        catalogue: t.arg({ description: 'Only products of this catalogue.', type: CatalogueEnum, required: false }),
        sort: t.arg({ type: MyProductsSortEnum, required: false, description: 'NEWEST by default.' }),
      },
      totalCount: (_root, args, ctx) => countMyProducts(ctx, args),
      resolve: (query, _root, args, ctx) => listMyProducts(ctx, args, query),
    },
    ProductConnection,
  ),
  myProductCatalogues: t.field({
    type: [CatalogueEnum],
    description: 'The main categories of the vendor\'s products (the dashboard\'s filter buttons).',
    resolve: (_root, _args, ctx) => myProductCatalogues(ctx),
  }),
  myProduct: t.prismaField({
    type: Product,
    nullable: true,
    description: 'A product the signed-in vendor may edit (its own; the admin: any), by slug; null otherwise.',
    args: { slug: t.arg.string({ description: "The product's slug.", required: true }) },
    resolve: (query, _root, { slug }, ctx) => getEditableProduct(ctx, slug, query),
  }),
}));

builder.mutationFields((t) => ({
  createProduct: t.field({
    type: CreateProductSuccess,
    description: 'A selling vendor adds a listing to its own catalogue (the admin cannot: 403).',
    errors: { types: [ValidationError], directResult: true },
    args: { input: t.arg({ type: CreateProductInput, required: true }) },
    resolve: (_root, { input }, ctx) => createProduct(ctx, draftOf(input)),
  }),
  updateProduct: t.field({
    type: UpdateProductSuccess,
    description: "Replaces a product's editable fields (owner or admin; another store's product: 403).",
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { input: t.arg({ type: UpdateProductInput, required: true }) },
    resolve: (_root, { input }, ctx) => {
      const { slug, ...fields } = input;
      return updateProduct(ctx, slug, draftOf(fields));
    },
  }),
  deleteProduct: t.field({
    type: DeleteProductSuccess,
    description: 'Deletes a product (owner or admin; another store\'s product: 403).',
    errors: { types: [NotFoundError], directResult: true },
    args: { input: t.arg({ type: DeleteProductInput, required: true }) },
    resolve: (_root, { input }, ctx) => deleteProduct(ctx, Number(input.id.id)),
  }),
  deleteProducts: t.field({
    type: DeleteProductsSuccess,
    description: "Deletes several products in one transaction, all or none, with deleteProduct's rule for each (owner or admin; one of another store's products: 403 and nothing deleted). At most 100.",
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { ids: t.arg.globalIDList({ description: 'Global ids of the products to delete (at most 100); all or none are deleted.', required: true, for: Product }) },
    resolve: (_root, { ids }, ctx) => deleteProducts(ctx, ids.map((id) => Number(id.id))),
  }),
}));
