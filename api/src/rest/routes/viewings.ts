// Viewing slots over REST (issue 37 part 3): the same domain reads and writes as GraphQL's
// viewingSlots, myViewingSchedule and setViewingSchedule.
import type { Route } from '../router.ts';
import { intParam, textParam } from '../params.ts';
import { readObject, textField } from '../body.ts';
import { partInclude } from '../../domain/orders/orders.ts';
import { rescheduleTrackedViewing } from '../../domain/orders/tracking.ts';
import { partStateSchema, restPartState } from './orders.ts';
import { ValidationError } from '../../domain/errors.ts';
import { freeViewingSlots } from '../../domain/viewings/slots.ts';
import { myViewingSchedule, setMyViewingSchedule, type HoursRange, type ViewingSchedule } from '../../domain/viewings/schedule.ts';

const text = { type: 'string' };
const rangeSchema = { type: 'object', required: ['weekday', 'start', 'end'], properties: { weekday: { type: 'integer', minimum: 1, maximum: 7, description: '1 Monday … 7 Sunday' }, start: { type: 'string', example: '09:00' }, end: { type: 'string', example: '17:30' } } };
const scheduleSchema = {
  type: ['object', 'null'],
  description: 'Null when the store has no viewing hours (viewings are date-only requests).',
  properties: { time_zone: text, slot_minutes: { type: 'integer' }, hours: { type: 'array', items: rangeSchema }, blocked_days: { type: 'array', items: { type: 'string', format: 'date' } } },
};

const toRest = (schedule: ViewingSchedule | null) =>
  schedule ? { time_zone: schedule.timeZone, slot_minutes: schedule.slotMinutes, hours: schedule.hours, blocked_days: schedule.blockedDays } : null;

/** The week's ranges as a client sent them; shapes the domain does not check are refused here. */
function rangesOf(value: unknown): HoursRange[] {
  if (!Array.isArray(value)) throw new ValidationError('hours must be a list of { weekday, start, end }', 'hours');
  return value.map((range) => {
    const r = (range ?? {}) as Record<string, unknown>;
    return { weekday: Number(r.weekday), start: String(r.start ?? ''), end: String(r.end ?? '') };
  });
}

export const viewingRoutes: Route[] = [
  {
    method: 'GET',
    path: '/viewing-slots/{product_id}',
    doc: {
      operationId: 'getViewingSlots', tag: 'Viewings', errors: [404],
      params: { product_id: { description: 'The property\'s id.', type: 'integer' } },
      query: { date: { description: 'A date in the store\'s time zone (YYYY-MM-DD).', required: true } },
      summary: 'A property\'s free viewing times on a date of its store\'s time zone. `timed` false: the store has no viewing hours and takes date-only requests.',
      response: {
        type: 'object',
        properties: {
          timed: { type: 'boolean' }, time_zone: { type: ['string', 'null'] }, slot_minutes: { type: ['integer', 'null'] },
          slots: { type: 'array', items: { type: 'object', properties: { starts_at: { type: 'string', format: 'date-time' }, ends_at: { type: 'string', format: 'date-time' }, time: text } } },
        },
      },
    },
    async handle({ ctx, params, query }) {
      const date = textParam(query.get('date'), 'date', 10);
      if (!date) throw new ValidationError('date is required (YYYY-MM-DD, in the store\'s time zone).', 'date');
      const day = await freeViewingSlots(ctx, intParam(params.product_id, 'product_id', { min: 1 }), date);
      return { timed: day.timed, time_zone: day.timeZone, slot_minutes: day.slotMinutes, slots: day.slots.map((s) => ({ starts_at: s.startsAt.toISOString(), ends_at: s.endsAt.toISOString(), time: s.time })) };
    },
  },
  {
    method: 'GET',
    path: '/viewing-schedule',
    auth: 'vendor',
    doc: { operationId: 'getViewingSchedule', tag: 'Viewings', summary: 'The signed-in store\'s weekly viewing hours and blocked days (null: none).', response: { type: 'object', properties: { schedule: scheduleSchema } } },
    async handle({ ctx }) {
      return { schedule: toRest(await myViewingSchedule(ctx)) };
    },
  },
  {
    method: 'PUT',
    path: '/viewing-schedule',
    auth: 'vendor',
    doc: {
      operationId: 'setViewingSchedule', tag: 'Viewings',
      summary: 'The signed-in store replaces its weekly viewing hours (at most 4 ranges a day, not overlapping) and blocked days, in its time zone. Empty hours remove them: viewings are date-only requests again. Booked viewings keep their times.',
      requestBody: {
        type: 'object',
        required: ['time_zone', 'slot_minutes', 'hours'],
        properties: { time_zone: { type: 'string', example: 'Asia/Dubai' }, slot_minutes: { type: 'integer', enum: [15, 30, 45, 60, 90, 120] }, hours: { type: 'array', items: rangeSchema }, blocked_days: { type: 'array', items: { type: 'string', format: 'date' } } },
      },
      response: { type: 'object', properties: { message: text, schedule: scheduleSchema } },
    },
    async handle({ ctx, body }) {
      const input = await readObject(body);
      const blocked = input.blocked_days ?? [];
      if (!Array.isArray(blocked)) throw new ValidationError('blocked_days must be a list of dates', 'blocked_days');
      const schedule = await setMyViewingSchedule(ctx, {
        timeZone: String(input.time_zone ?? ''),
        slotMinutes: Number(input.slot_minutes),
        hours: rangesOf(input.hours),
        blockedDays: blocked.map(String),
      });
      return { message: schedule ? 'Your viewing hours are saved.' : 'Your viewing hours are removed: viewings are requested by date.', schedule: toRest(schedule) };
    },
  },
  {
    method: 'POST',
    path: '/order-tracking/parts/{part_id}/reschedule',
    doc: {
      operationId: 'rescheduleTrackedViewing', tag: 'Viewings', errors: [404, 409, 429],
      params: { part_id: { description: 'The viewing part\'s id (vendor_details[].part_id of POST /order-tracking).', type: 'integer' } },
      summary: 'The shopper moves their viewing to one of the store\'s free times (viewingAt), or to a date for a store that takes requests by date, proven like POST /order-tracking (order id with the checkout email, or the link\'s token). The store is mailed with the new calendar invitation. 409 when the time was just taken.',
      requestBody: {
        type: 'object',
        required: ['order_id'],
        properties: { order_id: text, email: { type: 'string', format: 'email' }, token: text, viewingAt: { type: 'string', format: 'date-time' }, viewingDate: { type: 'string', format: 'date' } },
      },
      response: { type: 'object', required: ['message', 'part'], properties: { message: text, part: { type: 'object', properties: partStateSchema } } },
    },
    async handle({ ctx, params, body }) {
      const input = await readObject(body);
      const orderId = textField(input, 'order_id') || textField(input, 'orderId');
      if (!orderId) throw new ValidationError('order_id is required.', 'order_id');
      const proof = { orderId, email: textField(input, 'email') || null, token: textField(input, 'token') || null };
      const partId = intParam(params.part_id, 'part_id', { min: 1 });
      await rescheduleTrackedViewing(ctx, proof, partId, { viewingAt: textField(input, 'viewingAt') || null, viewingDate: textField(input, 'viewingDate') || null });
      const part = await ctx.db.orderPart.findUniqueOrThrow({ where: { id: partId }, include: { events: partInclude.events } });
      return { message: 'Your viewing is moved.', part: restPartState(part) };
    },
  },
];
