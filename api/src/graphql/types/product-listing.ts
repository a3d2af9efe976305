import type { GraphQLResolveInfo } from 'graphql';
import type { Prisma, Product as ProductRow } from '../../generated/prisma/client.ts';
import { builder } from '../builder.ts';
import { ProductSortEnum } from './enums.ts';
import { Product } from './product-node.ts';
import { ProductFilterInput } from './product-filter.ts';
import { ProductFacets } from './product-facets.ts';
import type { Context } from '../../context.ts';
import type { ProductSort } from '../../domain/catalogue/products.ts';
import type { ProductFilter } from '../../domain/catalogue/listing-filter.ts';
import { storefrontListing, type StorefrontListing } from '../../domain/catalogue/listing.ts';
import { productsInOrder } from '../../domain/catalogue/reads.ts';
import { listingColumnsOf, pageRequestOf, type PothosPage } from '../paging.ts';
import { selectsAnyField, selectsField } from '../selection.ts';
import { DEFAULT_LANGUAGE } from '@rules/content-languages.ts';

/**
 * The storefront's `products`: a page of one domain listing (domain/catalogue/listing.ts), its
 * count and its facets, all from the filter built once.
 */

interface ListingArgs {
  filter?: ProductFilter | null;
  sort: string;
}

/**
 * The listing of one `products` field, opened once. Pothos hands the connection's fields one
 * closure over the field's arguments (its `totalCount` option) and calls it after the page is
 * read; the listing is keyed by that arguments object, which the resolver sees too, so the page,
 * the count and the facets share one listing (and so one filter).
 */
const listingsOfField = new WeakMap<object, StorefrontListing>();
function listingOnce(ctx: Context, args: ListingArgs, info: GraphQLResolveInfo): StorefrontListing {
  let listing = listingsOfField.get(args);
  if (!listing) {
    listing = storefrontListing(ctx, { filter: args.filter ?? {}, sort: args.sort as ProductSort }, { withFacets: selectsField(info, 'facets') });
    listingsOfField.set(args, listing);
  }
  return listing;
}

export const ProductListingConnection = builder.connectionObject({
  type: Product,
  name: 'ProductListingConnection',
  description: 'A page of a storefront listing, with the count and facets of all its matches.',
  fields: (t) => ({
    totalCount: t.int({ description: 'All matches, across pages (the same filter as the page).', resolve: (c) => listingOf(c).count() }),
    facets: t.field({ type: ProductFacets, description: 'Counts of every filter option for the same filter (see ProductFacets).', resolve: (c) => listingOf(c).facets() }),
  }),
});

/** The listing behind a connection, through the closure its field gave Pothos as `totalCount`. */
function listingOf(connection: object): StorefrontListing {
  return (connection as { totalCount: () => StorefrontListing }).totalCount();
}

/**
 * The page's rows, each read once: in the listing's one statement with the columns the selection
 * reads. Only a selection of a relation the statement does not read (say `comments`) has the
 * page's products loaded by Prisma after it.
 */
async function pageRows(ctx: Context, listing: StorefrontListing, query: PothosPage & { select?: Record<string, unknown>; include?: unknown }, info: GraphQLResolveInfo): Promise<ProductRow[]> {
  const page = pageRequestOf(query);
  const selected = listingColumnsOf(query);
  const columns = selected && !readsTranslations(ctx, info) ? selected.filter((column) => column !== 'translations') : selected;
  // Pothos types the answer as whole rows; the row holds every field the selection reads.
  if (columns) return (await listing.rows(page, columns)) as unknown as ProductRow[];
  const ids = (await listing.rows(page, ['id'])).map((row) => row.id);
  const { take: _take, skip: _skip, cursor: _cursor, ...selection } = query;
  return productsInOrder(ctx, ids, selection as Omit<Prisma.ProductFindManyArgs, 'where'>);
}

/**
 * Whether the page's rows need their Arabic and Urdu texts (the product type always selects
 * them): only when some field answers in another language than English, the request's or a
 * `language` argument's, or the editing form's `translations` is asked for. An English card list
 * leaves out their join, the dearest part of its statement after the page itself (PGlite:
 * docs/decisions/pipeline-cost.md, "The list read"); its names and descriptions are the English
 * columns either way (translatedText answers English without reading the rows).
 */
function readsTranslations(ctx: Context, info: GraphQLResolveInfo): boolean {
  if (ctx.language !== DEFAULT_LANGUAGE) return true;
  return selectsAnyField(info, (field) => field.name.value === 'translations' || (field.arguments ?? []).some((argument) => argument.name.value === 'language'));
}

builder.queryField('products', (t) =>
  t.prismaConnection(
    {
      type: 'Product',
      cursor: 'id',
      description: 'Storefront listings, filtered and sorted; at most 100 per page (a larger `first` or `last` is refused).',
      args: {
        filter: t.arg({ description: 'Narrows the list; absent: every visible listing.', type: ProductFilterInput, required: false }),
        sort: t.arg({ description: 'The order of the list.', type: ProductSortEnum, defaultValue: 'NEWEST', required: true }),
      },
      // The connection's fields ask this for the listing (listingOf): Pothos types it as the count.
      totalCount: (_root, args, ctx, info) => listingOnce(ctx, args, info) as unknown as number,
      resolve: async (query, _root, args, ctx, info) => {
        const listing = listingOnce(ctx, args, info);
        // The facets' statement starts now, beside the page's (its failure is the facets field's to report).
        if (selectsField(info, 'facets')) listing.facets().catch(() => undefined);
        return pageRows(ctx, listing, query, info);
      },
    },
    ProductListingConnection,
  ),
);
