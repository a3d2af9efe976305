import { builder } from '../builder.ts';
import { ConflictError, NotFoundError, RateLimitedError, TransitionNotAllowedError, ValidationError } from '../../domain/errors.ts';
import { rescheduleTrackedViewing } from '../../domain/orders/tracking.ts';
import { freeViewingSlots, type DaySlots } from '../../domain/viewings/slots.ts';
import { myViewingSchedule, setMyViewingSchedule, type HoursRange, type ViewingSchedule } from '../../domain/viewings/schedule.ts';
import { localDateTime } from '../../domain/viewings/zoned-time.ts';
import { formatDateOnly } from '../../domain/promo/rules.ts';
import { databaseIdOf } from '../object-ids.ts';
import { OrderPart, partAfterStep, partDatabaseId } from './order.ts';

type Slot = DaySlots['slots'][number];

const ViewingSlotRef = builder.objectRef<Slot>('ViewingSlot').implement({
  description: 'A free viewing time.',
  fields: (t) => ({
    startsAt: t.field({ type: 'DateTime', description: 'When the viewing starts (an instant; send it as `viewingAt`).', resolve: (s) => s.startsAt }),
    endsAt: t.field({ type: 'DateTime', description: 'When it ends (the start plus the store\'s slot length).', resolve: (s) => s.endsAt }),
    time: t.string({ description: 'The start on the store\'s clock, "16:30".', resolve: (s) => s.time }),
  }),
});

const ViewingDayRef = builder.objectRef<DaySlots>('ViewingDay').implement({
  description: 'A property\'s free viewing times on one date of its store\'s time zone.',
  fields: (t) => ({
    timed: t.boolean({ description: 'False when the store has no viewing hours: a viewing is then a request for a date (send `bookingDate` only).', resolve: (d) => d.timed }),
    timeZone: t.string({ nullable: true, description: 'The store\'s IANA time zone the times are in (Asia/Dubai).', resolve: (d) => d.timeZone }),
    slotMinutes: t.int({ nullable: true, description: 'How long a viewing lasts, in minutes; null without hours.', resolve: (d) => d.slotMinutes }),
    slots: t.field({ type: [ViewingSlotRef], description: 'Free times, earliest first; none on a blocked day or a day without hours.', resolve: (d) => d.slots }),
  }),
});

const HoursRangeRef = builder.objectRef<HoursRange>('ViewingHoursRange').implement({
  description: 'One range of viewing hours on a weekday, on the store\'s clock.',
  fields: (t) => ({
    weekday: t.int({ description: '1 Monday … 7 Sunday.', resolve: (r) => r.weekday }),
    start: t.string({ description: '"09:00", on the store\'s clock.', resolve: (r) => r.start }),
    end: t.string({ description: '"17:30"; "24:00" is midnight at the end of the day.', resolve: (r) => r.end }),
  }),
});

const ViewingScheduleRef = builder.objectRef<ViewingSchedule>('ViewingSchedule').implement({
  description: 'A store\'s weekly viewing hours and blocked days, in its time zone.',
  fields: (t) => ({
    timeZone: t.string({ description: 'The IANA time zone the hours are in (Asia/Dubai).', resolve: (s) => s.timeZone }),
    slotMinutes: t.int({ description: 'How long a viewing lasts, in minutes.', resolve: (s) => s.slotMinutes }),
    hours: t.field({ type: [HoursRangeRef], description: 'Every range of the week, Monday first.', resolve: (s) => s.hours }),
    blockedDays: t.field({ type: ['Date'], description: 'Dates without viewings (holidays, days off), in the store\'s zone.', resolve: (s) => s.blockedDays.map((day) => new Date(`${day}T00:00:00Z`)) }),
  }),
});

const HoursRangeInput = builder.inputType('ViewingHoursRangeInput', {
  description: 'One range of viewing hours on a weekday, on the store\'s clock.',
  fields: (t) => ({ weekday: t.int({ required: true, description: '1 Monday … 7 Sunday.' }), start: t.string({ required: true, description: 'HH:MM, 24-hour.' }), end: t.string({ required: true, description: 'HH:MM; 24:00 for midnight.' }) }),
});

const SetViewingScheduleInput = builder.inputType('SetViewingScheduleInput', {
  description: "The store's whole viewing week: it replaces what was set before.",
  fields: (t) => ({
    timeZone: t.string({ required: true, description: 'The store\'s IANA time zone (Asia/Dubai, Asia/Karachi, Europe/London, America/New_York, ...).' }),
    slotMinutes: t.int({ required: true, description: '15, 30, 45, 60, 90 or 120.' }),
    hours: t.field({ type: [HoursRangeInput], required: true, description: 'Every range of the week (at most 4 a day, not overlapping). Empty: no hours, viewings are date-only requests.' }),
    blockedDays: t.field({ type: ['Date'], required: true, description: 'Dates (in the store\'s zone) without viewings.' }),
  }),
});

const ScheduleSaved = builder.objectRef<{ schedule: ViewingSchedule | null }>('SetViewingScheduleSuccess').implement({
  description: 'The viewing hours were saved.',
  fields: (t) => ({ schedule: t.field({ type: ViewingScheduleRef, nullable: true, description: 'Null when the hours were emptied.', resolve: (r) => r.schedule }) }),
});

builder.queryFields((t) => ({
  viewingSlots: t.field({
    type: ViewingDayRef,
    description: 'A property\'s free viewing times on a date of its store\'s zone (the Book Now dialog). NOT_FOUND for anything but a listed property.',
    args: { product: t.arg.globalID({ required: true, description: 'A property (a Product id).' }), date: t.arg({ type: 'Date', required: true, description: 'The day, in the store\'s time zone.' }) },
    resolve: (_root, args, ctx) => freeViewingSlots(ctx, databaseIdOf('Product', { globalId: args.product, intId: null }, { globalId: 'product', intId: 'productId' }), formatDateOnly(args.date)),
  }),
  myViewingSchedule: t.field({
    type: ViewingScheduleRef,
    nullable: true,
    description: 'The signed-in store\'s viewing hours; null when it has none (date-only viewings).',
    resolve: (_root, _args, ctx) => myViewingSchedule(ctx),
  }),
}));

builder.mutationFields((t) => ({
  setViewingSchedule: t.field({
    type: ScheduleSaved,
    description: 'The signed-in store replaces its weekly viewing hours and blocked days (no one sets another store\'s). Booked viewings keep their times.',
    errors: { types: [ValidationError, NotFoundError], directResult: true, union: { name: 'SetViewingScheduleResult' } },
    args: { input: t.arg({ type: SetViewingScheduleInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      schedule: await setMyViewingSchedule(ctx, { timeZone: input.timeZone, slotMinutes: input.slotMinutes, hours: input.hours, blockedDays: input.blockedDays.map(formatDateOnly) }),
    }),
  }),
}));

builder.objectFields(OrderPart, (t) => ({
  viewingAt: t.field({ type: 'DateTime', nullable: true, description: 'A timed viewing\'s start (after any reschedule); null for a date-only request and for goods.', resolve: ({ part }) => part.viewingAt }),
  viewingTimeZone: t.string({ nullable: true, description: 'The store\'s zone the viewing time is read in.', resolve: ({ part }) => part.viewingTimeZone }),
  viewingTime: t.string({
    nullable: true,
    description: 'The viewing\'s start on the store\'s clock, "16:30".',
    resolve: ({ part }) => (part.viewingAt && part.viewingTimeZone ? localDateTime(part.viewingAt, part.viewingTimeZone).time : null),
  }),
}));

const RescheduleTrackedViewingInput = builder.inputType('RescheduleTrackedViewingInput', {
  description: 'A shopper moves their viewing, proving the order as the tracking page does (the e-mail or the link\'s token).',
  fields: (t) => ({
    orderId: t.string({ required: true, description: 'The order number (ORD-...).' }),
    email: t.string({ required: false, description: 'The email given at checkout; or send `token`.' }),
    token: t.string({ required: false, description: 'The token of the tracking link.' }),
    part: t.globalID({ required: true, description: 'The viewing\'s OrderPart (TrackedOrder.parts[].id).' }),
    viewingAt: t.field({ type: 'DateTime', required: false, description: 'One of the store\'s free times (`viewingSlots`); required when the store has viewing hours.' }),
    viewingDate: t.field({ type: 'Date', required: false, description: 'The new date, for a store that takes requests by date.' }),
  }),
});

builder.mutationFields((t) => ({
  rescheduleTrackedViewing: t.field({
    type: partAfterStep('RescheduleTrackedViewingSuccess'),
    description: 'The shopper moves their viewing from the tracking page to a free time (or date), recorded as Shopper; the store is mailed with the new calendar invitation. CONFLICT when the time was just taken.',
    errors: { types: [TransitionNotAllowedError, ValidationError, ConflictError, NotFoundError, RateLimitedError], directResult: true, union: { name: 'RescheduleTrackedViewingResult' } },
    args: { input: t.arg({ type: RescheduleTrackedViewingInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const proof = { orderId: input.orderId, email: input.email, token: input.token };
      const applied = await rescheduleTrackedViewing(ctx, proof, partDatabaseId(input.part), { viewingAt: input.viewingAt, viewingDate: input.viewingDate });
      return { partId: applied.partId, asShopper: true };
    },
  }),
}));
