import type { Product as ProductRow } from '../../generated/prisma/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { builder } from '../builder.ts';
import { AreaUnitEnum, CompletionStatusEnum, ListingPurposeEnum, RentPeriodEnum } from './enums.ts';
import { Money, currencyArgs, moneyIn } from './money.ts';
import { areaIn, MARKET_COUNTRIES, SQFT_PER_SQM, isMarketCountry } from '@rules/listing.ts';

// The parts of a Product that are objects of their own: its rating, a property's details and place.

export const RatingSummary = builder
  .objectRef<{ productId: number; count: number; sum: number; average: number | null }>('RatingSummary')
  .implement({
    description: "A listing's star ratings from shoppers.",
    fields: (t) => ({
      average: t.exposeFloat('average', { nullable: true, description: 'Average of 1-5 ratings; null without any.' }),
      count: t.exposeInt('count', { description: 'Number of ratings (the spec\'s numberOfReviews).' }),
    }),
  });

type PropertyRow = Pick<ProductRow, 'price' | 'beds' | 'baths' | 'areaSqft' | 'purpose' | 'rentPeriod' | 'completionStatus' | 'handoverDate'>;

export const RealEstateDetails = builder.objectRef<PropertyRow>('RealEstateDetails').implement({
  description: 'What a property is: rooms, floor area, sale or rent, ready or off-plan.',
  fields: (t) => ({
    beds: t.int({ description: 'Number of bedrooms (0: a studio).', resolve: (p) => p.beds ?? 0 }),
    baths: t.int({ description: 'Number of bathrooms.', resolve: (p) => p.baths ?? 0 }),
    areaSqft: t.int({ description: 'Floor (or plot) area in square feet.', resolve: (p) => p.areaSqft ?? 0 }),
    area: t.int({
      description: 'Floor (or plot) area in the unit asked for, rounded to a whole number.',
      args: { unit: t.arg({ description: 'The unit of the area (SQFT by default).', type: AreaUnitEnum, defaultValue: 'SQFT', required: true }) },
      resolve: (p, { unit }) => areaIn(p.areaSqft ?? 0, unit),
    }),
    purpose: t.field({ description: 'For sale or for rent.', type: ListingPurposeEnum, resolve: (p) => p.purpose ?? 'SALE' }),
    rentPeriod: t.field({ type: RentPeriodEnum, nullable: true, description: 'What the price is per, for a property for rent; null for a sale.', resolve: (p) => (p.purpose === 'RENT' ? (p.rentPeriod ?? 'MONTH') : null) }),
    completionStatus: t.field({ description: 'Ready to move in or off-plan.', type: CompletionStatusEnum, resolve: (p) => p.completionStatus ?? 'READY' }),
    handoverDate: t.field({ type: 'Date', nullable: true, description: 'Expected handover of an off-plan property.', resolve: (p) => (p.completionStatus === 'OFF_PLAN' ? p.handoverDate : null) }),
    pricePerArea: t.field({
      type: Money,
      nullable: true,
      description: 'The list price (a rent: per its period) per square foot or metre, in the currency asked for; null without an area.',
      args: {
        ...currencyArgs,
        unit: t.arg({ description: 'The unit of area the price is per (SQFT by default).', type: AreaUnitEnum, defaultValue: 'SQFT', required: true }),
      },
      resolve: (p, { currency, unit }, ctx) => {
        if (!p.areaSqft) return null;
        const sqft = new Prisma.Decimal(p.areaSqft);
        return moneyIn(ctx, p.price.div(unit === 'SQM' ? sqft.div(SQFT_PER_SQM) : sqft), currency);
      },
    }),
  }),
});

type LocationRow = Pick<ProductRow, 'city' | 'neighbourhood' | 'countryCode' | 'latitude' | 'longitude'>;

export const PropertyLocation = builder.objectRef<LocationRow>('PropertyLocation').implement({
  description: 'Where a property is. Coordinates are null until the vendor sets them (it is then not on the map).',
  fields: (t) => ({
    city: t.string({ description: "The property's city; null when not given.", nullable: true, resolve: (l) => l.city }),
    neighbourhood: t.string({ nullable: true, description: 'The area or community within the city, e.g. "Dubai Marina".', resolve: (l) => l.neighbourhood }),
    countryCode: t.string({ nullable: true, description: 'ISO 3166-1 alpha-2: AE, PK, GB or US.', resolve: (l) => l.countryCode }),
    country: t.string({ nullable: true, description: 'The country\'s name.', resolve: (l) => (isMarketCountry(l.countryCode) ? MARKET_COUNTRIES[l.countryCode] : null) }),
    label: t.string({ nullable: true, description: 'Neighbourhood and city, e.g. "Dubai Marina, Dubai".', resolve: (l) => [l.neighbourhood, l.city].filter(Boolean).join(', ') || null }),
    latitude: t.float({ description: 'Latitude in degrees; null until set.', nullable: true, resolve: (l) => l.latitude }),
    longitude: t.float({ description: 'Longitude in degrees; null until set.', nullable: true, resolve: (l) => l.longitude }),
  }),
});
