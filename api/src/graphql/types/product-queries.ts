import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { queryFromInfo } from '@pothos/plugin-prisma';
import { builder } from '../builder.ts';
import { CatalogueEnum } from './enums.ts';
import { Product, ProductConnection } from './product-node.ts';
import { countSearchProducts, getProduct, searchProducts, suggestProducts } from '../../domain/catalogue/reads.ts';
import { LIMITS } from '../limits.ts';

// The storefront's other product questions: the search field, the search box's suggestions, one
// listing by slug. (The listings themselves: product-listing.ts.)

builder.queryFields((t) => ({
  search: t.connection(
    {
      type: Product,
      description: 'Products and properties matching the words, best match first (forgiving: typos, word parts, split and joined words, units and synonyms).',
      args: {
        query: t.arg.string({ description: 'What the shopper typed.', required: true }),
        catalogue: t.arg({ description: 'Only this catalogue; absent: both.', type: CatalogueEnum, required: false }),
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
    args: { query: t.arg.string({ description: 'What the shopper has typed so far.', required: true }), first: t.arg.int({ description: 'How many suggestions to answer (8 by default, at most 20).', defaultValue: 8, required: true }) },
    resolve: (query, _root, args, ctx) => suggestProducts(ctx, args.query, args.first, query),
  }),
  product: t.prismaField({
    type: 'Product',
    nullable: true,
    description: 'A listing by its slug (null when unknown or no longer on the storefront).',
    args: { slug: t.arg.string({ description: "The product's slug, as in its storefront URL.", required: true }) },
    resolve: (query, _root, { slug }, ctx) => getProduct(ctx, { slug }, query),
  }),
}));
