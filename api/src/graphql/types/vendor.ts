import { builder } from '../builder.ts';
import { Image } from './image.ts';
import { BrandTypeEnum } from './enums.ts';
import { vendorPath } from '@rules/paths.ts';
import type { VendorCard } from '../../domain/catalogue/vendor-cards.ts';
import { signedImageQuery } from '../../domain/media/image-access.ts';
import { newestFirst, visibleProduct } from '../../domain/catalogue/products.ts';
import { answerLanguage, languageArgs } from './language.ts';
import { translatedText } from '@rules/content-languages.ts';
import { countPublicVendors, getPublicVendor, listPublicVendors, listTopVendors } from '../../domain/catalogue/reads.ts';

export const Vendor = builder.prismaNode('Vendor', {
  id: { field: 'id' },
  // Select mode: never read the password hash or other columns a query did not ask for. The
  // columns every card shows are always read, and the fields using only them resolve straight
  // from the row (see the product type).
  select: { id: true, storeId: true, storeName: true, translations: { select: { language: true, storeName: true } } },
  description: 'A store ("Pro Vendor") selling or renting on the marketplace.',
  fields: (t) => ({
    storeId: t.string({ description: "The store's unique id, as in its storefront URL.", resolve: (v) => v.storeId }),
    storeName: t.string({ description: "The store's name, in the language asked for (English when it has no translation).", args: languageArgs, resolve: (v, args, ctx) => translatedText(v.translations, answerLanguage(args, ctx), 'storeName', v.storeName) }),
    firstName: t.exposeString('firstName', { description: "The owner's first name." }),
    lastName: t.exposeString('lastName', { description: "The owner's last name." }),
    brandType: t.expose('brandType', { description: 'What the store sells.', type: BrandTypeEnum }),
    email: t.exposeString('email', { description: "The store's contact email." }),
    phone: t.exposeString('phone', { description: "The store's phone number." }),
    address1: t.exposeString('address1', { description: 'Address line 1.' }),
    address2: t.exposeString('address2', { description: 'Address line 2; blank when not given.' }),
    city: t.exposeString('city', { description: 'City.' }),
    stateCounty: t.exposeString('stateCounty', { description: 'State or county; blank when not given.' }),
    country: t.exposeString('country', { description: 'Country.' }),
    postcode: t.exposeString('postcode', { description: 'Postcode.' }),
    description: t.string({
      description: 'About the store, in the language asked for (English when it has no translation); plain text.',
      args: languageArgs,
      select: { description: true, translations: { select: { language: true, description: true } } },
      resolve: (v, args, ctx) => translatedText(v.translations, answerLanguage(args, ctx), 'description', v.description),
    }),
    isAdmin: t.exposeBoolean('isAdmin', { description: "True for the marketplace admin's own account." }),
    image: t.field({
      type: Image,
      nullable: true,
      description: "The store's picture. Only the admin sees stores that are not public, and gets a signed link for it (their pictures are not public).",
      select: { image: true, accessGranted: true, isAdmin: true },
      resolve: async (v, _args, ctx) => {
        if (!v.image || (v.accessGranted && !v.isAdmin)) return v.image;
        return { reference: v.image, signedQuery: signedImageQuery(await ctx.services.signer(), v.image) };
      },
    }),
    path: t.string({
      description: 'Storefront path of the vendor page: /pro/{store-name-slug}/{store_id}.',
      // A product card's vendor comes from the vendor card book, which made its path once.
      resolve: (v) => (v as Partial<VendorCard>).path ?? vendorPath(v),
    }),
    products: t.relatedConnection('products', {
      cursor: 'id',
      description: "The vendor's listings on the storefront, newest first.",
      query: () => ({ where: visibleProduct, orderBy: newestFirst }),
      totalCount: true,
    }),
  }),
});

builder.queryFields((t) => ({
  vendors: t.prismaConnection({
    type: 'Vendor',
    cursor: 'id',
    description: 'Public vendor list (admins and revoked vendors excluded), optionally of one brand type.',
    args: { brandType: t.arg({ description: 'Only stores of this brand type.', type: BrandTypeEnum, required: false }) },
    totalCount: (_root, args, ctx) => countPublicVendors(ctx, { brandType: args.brandType }),
    resolve: (query, _root, args, ctx) => listPublicVendors(ctx, { brandType: args.brandType }, query),
  }),
  vendor: t.prismaField({
    type: Vendor,
    nullable: true,
    description: 'A public vendor by store id.',
    args: { storeId: t.arg.string({ description: "The vendor's store id.", required: true }) },
    resolve: (query, _root, { storeId }, ctx) => getPublicVendor(ctx, storeId, query),
  }),
  topVendors: t.prismaField({
    type: [Vendor],
    description: 'Top Rated Vendors: by the average rating of their listings, then by number of reviews.',
    args: { first: t.arg.int({ description: 'How many stores to answer.', defaultValue: 12, required: true }) },
    resolve: (query, _root, { first }, ctx) => listTopVendors(ctx, first, query),
  }),
}));
