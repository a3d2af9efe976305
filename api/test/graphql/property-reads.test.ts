// The card's plain property reads (graphql/property-reads.ts): a field is handed to the default
// resolver only when its own resolver is a read of the same property, and the start is refused,
// naming the field, for anything more (a computed answer, arguments, a missing field), so a
// resolver changed later cannot lose its work silently. And the real schema's entries are reads.
import { describe, expect, it } from 'vitest';
import { GraphQLInt, GraphQLObjectType, GraphQLSchema, GraphQLString, isObjectType, type GraphQLFieldConfigMap } from 'graphql';
import { CARD_PROPERTY_READS, withPropertyReads } from '../../src/graphql/property-reads.ts';
import { schema } from '../../src/graphql/schema.ts';
import { MoneyAnswer } from '../../src/graphql/types/money.ts';
import { Prisma } from '../../src/generated/prisma/client.ts';

/** A card row as the test's resolvers read it. */
type Row = { [column: string]: unknown };

function schemaWith(fields: GraphQLFieldConfigMap<Row, unknown>) {
  const Card = new GraphQLObjectType<Row>({ name: 'Card', fields });
  return new GraphQLSchema({ query: new GraphQLObjectType({ name: 'Query', fields: { card: { type: Card } } }) });
}

const cardField = (built: GraphQLSchema, name: string) => {
  const type = built.getType('Card');
  if (!isObjectType(type)) throw new Error('no Card type');
  return type.getFields()[name];
};

describe('property reads', () => {
  it('a read of the same property loses its resolver; the other fields keep theirs', () => {
    const built = withPropertyReads(
      schemaWith({ slug: { type: GraphQLString, resolve: (p: Row) => p.slug }, path: { type: GraphQLString, resolve: (p: Row) => `/p/${String(p.slug)}` } }),
      { Card: ['slug'] },
    );
    expect(cardField(built, 'slug').resolve).toBeUndefined();
    expect(cardField(built, 'path').resolve).toBeTypeOf('function');
  });

  it('refuses a computed field, a field with arguments, another property and an unknown field, by name', () => {
    const cases: { fields: GraphQLFieldConfigMap<Row, unknown>; name: string }[] = [
      { fields: { path: { type: GraphQLString, resolve: (p: Row) => `/p/${String(p.path)}` } }, name: 'path' },
      { fields: { stock: { type: GraphQLInt, resolve: (p: Row) => p.stock ?? 0 } }, name: 'stock' },
      { fields: { name: { type: GraphQLString, args: { language: { type: GraphQLString } }, resolve: (p: Row) => p.name } }, name: 'name' },
      { fields: { slug: { type: GraphQLString, resolve: (p: Row) => p.id } }, name: 'slug' },
      { fields: { slug: { type: GraphQLString } }, name: 'price' },
    ];
    for (const { fields, name } of cases) {
      expect(() => withPropertyReads(schemaWith(fields), { Card: [name] }), name).toThrow(`Card.${name} does more than read its parent's ${name}`);
    }
  });

  it("the schema's card fields listed are served by the default resolver", () => {
    for (const [typeName, fieldNames] of Object.entries(CARD_PROPERTY_READS)) {
      const type = schema.getType(typeName);
      if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
      for (const fieldName of fieldNames) expect(type.getFields()[fieldName].resolve, `${typeName}.${fieldName}`).toBeUndefined();
    }
  });

  it("Money's fields are read off its answer, each string as the resolvers made it", () => {
    const money = schema.getType('Money');
    if (!isObjectType(money)) throw new Error('Money is not an object type');
    for (const field of Object.values(money.getFields())) expect(field.resolve, `Money.${field.name}`).toBeUndefined();
    const answer = new MoneyAnswer(new Prisma.Decimal('1234567.5'), { code: 'AED', rate: new Prisma.Decimal('3.6725'), symbol: 'AED' });
    expect({ amount: answer.amount, currency: answer.currency, formatted: answer.formatted }).toEqual({ amount: '1234567.50', currency: 'AED', formatted: 'AED 1,234,567.50' });
  });
});
