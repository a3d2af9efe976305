import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { Context } from '../../context.ts';
import { Money, currencyArgs, moneyIn } from './money.ts';
import { ListingPurposeEnum, RentPeriodEnum } from './enums.ts';
import { ProductFilterInput } from './product.ts';
import { DEFAULT_MAP_POINTS, listingMapPoints, MAX_MAP_POINTS, type MapPointRow } from '../../domain/catalogue/map-points.ts';
import { productsInOrder } from '../../domain/catalogue/reads.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

/**
 * A point's product is read only when a client selects it, for all the map's points in one
 * statement (with the first point's selection: every point of a list selects the same fields).
 */
type ProductsOfMap = (selection: Omit<Prisma.ProductFindManyArgs, 'where'>) => Promise<Map<number, unknown>>;

interface MapPointShape extends MapPointRow {
  productsOfMap: ProductsOfMap;
}

function productsReader(ctx: Context, ids: number[]): ProductsOfMap {
  let loaded: Promise<Map<number, unknown>> | undefined;
  return (selection) =>
    (loaded ??= productsInOrder(ctx, ids, selection).then((rows) => new Map(rows.map((row) => [(row as { id: number }).id, row]))));
}

const MapPoint = builder.objectRef<MapPointShape>('MapPoint').implement({
  description: 'A property on the map: its point and what its marker shows. Open its card with node(id:) (the id is its Product id) or select product.',
  fields: (t) => ({
    id: t.id({ description: 'The Product\'s global id.', resolve: (p) => encodeGlobalID('Product', p.productId) }),
    latitude: t.float({ description: 'Latitude in degrees.', resolve: (p) => p.latitude }),
    longitude: t.float({ description: 'Longitude in degrees.', resolve: (p) => p.longitude }),
    price: t.field({
      type: Money,
      description: 'The list price (a rent: per rentPeriod) in the currency asked for.',
      args: currencyArgs,
      resolve: (p, { currency }, ctx) => moneyIn(ctx, p.price, currency),
    }),
    purpose: t.field({ description: 'For sale or for rent.', type: ListingPurposeEnum, resolve: (p) => p.purpose ?? 'SALE' }),
    rentPeriod: t.field({ type: RentPeriodEnum, nullable: true, description: 'What the price is per, for a property for rent; null for a sale.', resolve: (p) => (p.purpose === 'RENT' ? (p.rentPeriod ?? 'MONTH') : null) }),
    product: t.prismaField({
      type: 'Product',
      description: 'The whole listing (all points\' products are read together, in one statement).',
      resolve: async (query, p) => (await p.productsOfMap(query)).get(p.productId) as never,
    }),
  }),
});

const ProductMap = builder
  .objectRef<{ totalCount: number; limit: number; points: MapPointShape[] }>('ProductMap')
  .implement({
    description: 'The located listings matching a filter, for a map view.',
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount', { description: 'Every matching listing that has coordinates (also those beyond the limit).' }),
      truncated: t.boolean({ description: 'Whether more listings match than `points` holds (zoom in, or narrow the filter, to see them all).', resolve: (m) => m.totalCount > m.points.length }),
      points: t.field({ type: [MapPoint], description: 'The newest `limit` of them.', resolve: (m) => m.points }),
    }),
  });

builder.queryField('productMap', (t) =>
  t.field({
    type: ProductMap,
    description: `Points of the storefront listings matching the filter that have coordinates (filter.bounds limits them to the visible part of the map); at most \`limit\` (default ${DEFAULT_MAP_POINTS}, at most ${MAX_MAP_POINTS}).`,
    args: {
      filter: t.arg({ description: "Narrows the points as `products`' filter narrows a list.", type: ProductFilterInput, required: true }),
      limit: t.arg.int({ description: 'The most points to answer (500 by default, at most 2,000).', defaultValue: DEFAULT_MAP_POINTS, required: true }),
    },
    resolve: async (_root, { filter, limit }, ctx) => {
      const map = await listingMapPoints(ctx, filter, limit);
      const productsOfMap = productsReader(ctx, map.points.map((p) => p.productId));
      return { totalCount: map.totalCount, limit, points: map.points.map((point) => ({ ...point, productsOfMap })) };
    },
  }),
);
