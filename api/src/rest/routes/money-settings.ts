// The admin's money settings over REST (issue 36): commission rates in time, and the holding
// period and bank-transfer deadline. Checked in the domain; GraphQL calls the same functions.
import type { Route } from '../router.ts';
import { readObject } from '../body.ts';
import { json } from '../../http/responses.ts';
import { listCommissionRates, setCommissionRate } from '../../domain/money-ledger/commission-rates.ts';
import { readPaymentSettings, updatePaymentSettings } from '../../domain/money-ledger/settings.ts';
import { BRAND_TYPES } from '@rules/brand-types.ts';

type Rate = Awaited<ReturnType<typeof listCommissionRates>>[number];

const rateSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    brand_type: { enum: [...BRAND_TYPES, null] },
    vendor_id: { type: ['integer', 'null'] },
    store_name: { type: ['string', 'null'] },
    percent: { type: 'string' },
    booking_fee: { type: ['string', 'null'], description: 'USD per viewing part' },
    valid_from: { type: 'string', format: 'date-time' },
  },
};
const settingsSchema = { type: 'object', properties: { holding_days: { type: 'integer' }, bank_transfer_days: { type: 'integer' } } };

const toRestRate = (rate: Rate | (Omit<Rate, 'vendor'> & { vendor?: null })) => ({
  id: rate.id,
  brand_type: rate.brandType,
  vendor_id: rate.vendorId,
  store_name: rate.vendor?.storeName ?? null,
  percent: rate.percent.toString(),
  booking_fee: rate.bookingFee?.toFixed(2) ?? null,
  valid_from: rate.validFrom.toISOString(),
});

export const moneySettingsRoutes: Route[] = [
  {
    method: 'GET',
    path: '/money/commission-rates',
    auth: 'admin',
    doc: { operationId: 'listCommissionRates', tag: 'Money', summary: 'Admin only: every commission rate, newest start first: brand-type defaults and vendor overrides.', response: { type: 'array', items: rateSchema } },
    async handle({ ctx }) {
      return (await listCommissionRates(ctx)).map(toRestRate);
    },
  },
  {
    method: 'POST',
    path: '/money/commission-rates',
    auth: 'admin',
    doc: {
      operationId: 'setCommissionRate',
      tag: 'Money',
      errors: [404],
      success: [201],
      summary: 'Admin only: a commission rate from a day on (valid_from, YYYY-MM-DD; absent: now), for a brand type (its default) or one vendor (an override). Parts already placed keep their rate.',
      requestBody: { type: 'object', required: ['percent'], properties: { brand_type: { enum: [...BRAND_TYPES] }, vendor_id: { type: 'integer' }, percent: { type: 'string' }, booking_fee: { type: 'string' }, valid_from: { type: 'string', format: 'date' } } },
      response: rateSchema,
    },
    async handle({ ctx, body }) {
      const input = await readObject(body);
      const rate = await setCommissionRate(ctx, { brandType: input.brand_type, vendorId: input.vendor_id, percent: input.percent, bookingFee: input.booking_fee, validFrom: input.valid_from });
      return json(toRestRate(rate), 201);
    },
  },
  {
    method: 'GET',
    path: '/money/settings',
    auth: 'vendor',
    doc: { operationId: 'getPaymentSettings', tag: 'Money', summary: 'The holding period (days a delivered part\'s money stays pending) and the days a bank transfer may take before the part is cancelled.', response: settingsSchema },
    async handle({ ctx }) {
      const settings = await readPaymentSettings(ctx);
      return { holding_days: settings.holdingDays, bank_transfer_days: settings.bankTransferDays };
    },
  },
  {
    method: 'PUT',
    path: '/money/settings',
    auth: 'admin',
    doc: {
      operationId: 'updatePaymentSettings',
      tag: 'Money',
      summary: 'Admin only: sets the holding period (0 to 365 days) and the bank-transfer deadline (1 to 365 days).',
      requestBody: { type: 'object', required: ['holding_days', 'bank_transfer_days'], properties: { holding_days: { type: 'integer' }, bank_transfer_days: { type: 'integer' } } },
      response: settingsSchema,
    },
    async handle({ ctx, body }) {
      const input = await readObject(body);
      const settings = await updatePaymentSettings(ctx, { holdingDays: input.holding_days, bankTransferDays: input.bank_transfer_days });
      return { holding_days: settings.holdingDays, bank_transfer_days: settings.bankTransferDays };
    },
  },
];
