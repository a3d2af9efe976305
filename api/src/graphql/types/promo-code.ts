// Promo-code management over GraphQL (admin only; checkout checks single codes elsewhere).
import { builder } from '../builder.ts';
import { createPromoCode, deletePromoCode, listPromoCodes, setPromoCodeActive } from '../../domain/promo/admin.ts';

// Not a Node: `node(id:)` must not hand codes to anyone. Every field that returns one checks
// the admin first (in the domain).
export const PromoCode = builder.prismaObject('PromoCode', {
  description: 'A discount code for checkout. Admin only.',
  fields: (t) => ({
    id: t.globalID({ description: "The promo code's global id.", resolve: (p) => ({ type: 'PromoCode', id: p.id }) }),
    databaseId: t.exposeInt('id', { description: 'The numeric id the REST API uses.' }),
    code: t.exposeString('code', { description: 'The code shoppers enter at checkout (3-20 letters, digits or hyphens).' }),
    discountPercentage: t.exposeInt('discountPercent', { description: 'The discount in percent (1-100).' }),
    startDate: t.expose('startsOn', { description: 'The first day the code works.', type: 'Date' }),
    endDate: t.expose('endsOn', { description: 'The last day the code works.', type: 'Date' }),
    isActive: t.exposeBoolean('isActive', { description: 'False when the admin switched it off; it then works on no day.' }),
    createdAt: t.expose('createdAt', { description: 'When the code was created.', type: 'DateTime' }),
  }),
});

/** Another type's id names no promo code: the domain answers Not found (after the admin check). */
const promoDatabaseId = (globalId: { typename: string; id: string }) => (globalId.typename === 'PromoCode' ? Number(globalId.id) : 0);

builder.queryFields((t) => ({
  promoCodes: t.prismaField({
    type: [PromoCode],
    description: 'Every promo code, newest first. Admin only.',
    resolve: (query, _root, _args, ctx) => listPromoCodes(ctx, query),
  }),
}));

const CreatePromoCodeInput = builder.inputType('CreatePromoCodeInput', {
  fields: (t) => ({
    code: t.string({ required: true, description: '3-20 letters, digits and hyphens; unique in any case.' }),
    discountPercentage: t.int({ required: false, description: '1-100; default 10.' }),
    startDate: t.string({ required: false, description: 'YYYY-MM-DD, not before today; default today.' }),
    endDate: t.string({ required: false, description: 'YYYY-MM-DD, after the start; default 30 days after it.' }),
  }),
});

const SetPromoCodeActiveInput = builder.inputType('SetPromoCodeActiveInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, description: 'A PromoCode id.' }),
    isActive: t.boolean({ required: false, description: 'Omit to flip the current state.' }),
  }),
});

const DeletePromoCodeInput = builder.inputType('DeletePromoCodeInput', {
  fields: (t) => ({ id: t.globalID({ required: true, description: 'A PromoCode id.' }) }),
});

const PromoCodeChanged = (name: string) =>
  builder.objectRef<{ id: number }>(name).implement({
    fields: (t) => ({
      promoCode: t.prismaField({
        description: 'The promo code as saved.',
        type: PromoCode,
        resolve: (query, result, _args, ctx) => ctx.db.promoCode.findUniqueOrThrow({ ...query, where: { id: result.id } }),
      }),
    }),
  });

const PromoCodeDeleted = builder.objectRef<{ id: number }>('DeletePromoCodeSuccess').implement({
  fields: (t) => ({ deletedPromoCodeId: t.globalID({ description: 'The global id of the promo code deleted.', resolve: (r) => ({ type: 'PromoCode', id: r.id }) }) }),
});

builder.mutationFields((t) => ({
  createPromoCode: t.field({
    type: PromoCodeChanged('CreatePromoCodeSuccess'),
    description: 'Adds a promo code. Admin only.',
    errors: { directResult: true },
    args: { input: t.arg({ type: CreatePromoCodeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => createPromoCode(ctx, input),
  }),
  setPromoCodeActive: t.field({
    type: PromoCodeChanged('SetPromoCodeActiveSuccess'),
    description: 'Switches a promo code on or off (Active/Inactive). Admin only.',
    errors: { directResult: true },
    args: { input: t.arg({ type: SetPromoCodeActiveInput, required: true }) },
    resolve: async (_root, { input }, ctx) => setPromoCodeActive(ctx, promoDatabaseId(input.id), input.isActive),
  }),
  deletePromoCode: t.field({
    type: PromoCodeDeleted,
    description: 'Deletes a promo code; orders that used it keep their discount. Admin only.',
    errors: { directResult: true },
    args: { input: t.arg({ type: DeletePromoCodeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ id: await deletePromoCode(ctx, promoDatabaseId(input.id)) }),
  }),
}));
