// Promo-code management (docs/spec/vendor-admin.md §7), admin only: listing codes would hand out discounts, so the
// old client's token-less GET is refused too. Checkout checks one code at a time elsewhere.
import type { Route } from '../router.ts';
import { readObject, textField } from '../body.ts';
import { intParam } from '../params.ts';
import { json } from '../../http/responses.ts';
import { ValidationError } from '../../domain/errors.ts';
import { createPromoCode, deletePromoCode, listPromoCodes, setPromoCodeActive } from '../../domain/promo/admin.ts';
import { formatDateOnly } from '../../domain/promo/rules.ts';
import { PROMO_MESSAGES } from '@rules/promo.ts';

type PromoRow = { id: number; code: string; discountPercent: number; startsOn: Date; endsOn: Date; isActive: boolean };

/** The documented shape: id, code, discountPercentage, startDate, endDate (YYYY-MM-DD), isActive. */
export const toRestPromo = (p: PromoRow) => ({
  id: p.id,
  code: p.code,
  discountPercentage: p.discountPercent,
  startDate: formatDateOnly(p.startsOn),
  endDate: formatDateOnly(p.endsOn),
  isActive: p.isActive,
});

const promoSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, code: { type: 'string' }, discountPercentage: { type: 'integer' },
    startDate: { type: 'string', format: 'date' }, endDate: { type: 'string', format: 'date' }, isActive: { type: 'boolean' },
  },
};

function discountField(value: unknown): number | undefined {
  if (value == null || value === '') return undefined;
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(number)) throw new ValidationError(PROMO_MESSAGES.discount, 'discountPercentage');
  return number;
}

function activeField(value: unknown): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  throw new ValidationError('isActive must be true or false.', 'isActive');
}

export const promoRoutes: Route[] = [
  {
    method: 'GET',
    path: '/promo-codes',
    auth: 'admin',
    doc: { operationId: 'listPromoCodes', tag: 'Admin', summary: 'Every promo code, newest first. Admin only.', response: { type: 'array', items: promoSchema } },
    async handle({ ctx }) {
      return (await listPromoCodes(ctx)).map(toRestPromo);
    },
  },
  {
    method: 'POST',
    path: '/promo-codes',
    auth: 'admin',
    doc: {
      operationId: 'createPromoCode', success: [201], errors: [409],
      tag: 'Admin',
      summary: 'Adds a promo code (201). Code 3-20 letters, digits, hyphens, unique in any case (409); discount 1-100, default 10; start not before today, default today; end after start, default 30 days later.',
      requestBody: { type: 'object', required: ['code'], properties: { code: { type: 'string' }, discountPercentage: { type: 'integer' }, startDate: { type: 'string', format: 'date' }, endDate: { type: 'string', format: 'date' } } },
      response: promoSchema,
    },
    async handle({ ctx, body }) {
      const input = await readObject(body);
      const promo = await createPromoCode(ctx, {
        code: textField(input, 'code'),
        discountPercentage: discountField(input.discountPercentage),
        startDate: textField(input, 'startDate'),
        endDate: textField(input, 'endDate'),
      });
      return json(toRestPromo(promo), 201);
    },
  },
  {
    method: 'PATCH',
    path: '/promo-codes/{id}',
    auth: 'admin',
    doc: {
      operationId: 'setPromoCodeActive', errors: [404], params: { id: { description: "The promo code's numeric id.", type: 'integer' } },
      tag: 'Admin',
      summary: 'Sets `isActive` (true/false); without it, flips the current state. Answers the code.',
      requestBody: { type: 'object', properties: { isActive: { type: 'boolean' } } },
      response: promoSchema,
    },
    async handle({ ctx, params, body }) {
      const id = intParam(params.id, 'id', { min: 1 });
      const input = await readObject(body);
      return toRestPromo(await setPromoCodeActive(ctx, id, activeField(input.isActive)));
    },
  },
  {
    method: 'DELETE',
    path: '/promo-codes/{id}',
    auth: 'admin',
    doc: { operationId: 'deletePromoCode', errors: [404], params: { id: { description: "The promo code's numeric id.", type: 'integer' } }, tag: 'Admin', summary: 'Deletes a promo code; orders that used it keep their discount.', response: { type: 'object', properties: { message: { type: 'string' }, id: { type: 'integer' } } } },
    async handle({ ctx, params }) {
      const id = await deletePromoCode(ctx, intParam(params.id, 'id', { min: 1 }));
      return { message: 'Promo code deleted.', id };
    },
  },
];
