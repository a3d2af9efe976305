import { builder } from '../builder.ts';
import { suggestedProductIds } from '../../domain/catalogue/suggestions.ts';
import { SIMILAR_DEFAULT, SIMILAR_MAX, similarProductIds } from '../../domain/catalogue/similar.ts';
import { productsInOrder } from '../../domain/catalogue/reads.ts';

// The listings a product page shows under the product: the spec's suggestions, and similar ones.

builder.prismaObjectFields('Product', (t) => ({
  suggestions: t.prismaField({
    type: ['Product'],
    description: 'Suggested Properties / Suggested Products for the detail page (rules in the README).',
    select: { id: true, catalogue: true, categoryId: true },
    resolve: async (query, p, _args, ctx) => {
      return productsInOrder(ctx, await suggestedProductIds(ctx, p), query);
    },
  }),
  similar: t.prismaField({
    type: ['Product'],
    description: `Listings like this one, closest first: for a property, the same purpose in the same city within ±35% of its price and area; for a home product, the same category within ±35% of its price. At most ${SIMILAR_MAX}.`,
    args: { first: t.arg.int({ defaultValue: SIMILAR_DEFAULT, required: true, description: `How many (1 to ${SIMILAR_MAX}).` }) },
    resolve: async (query, p, { first }, ctx) => productsInOrder(ctx, await similarProductIds(ctx, p.id, first), query),
  }),
}));
