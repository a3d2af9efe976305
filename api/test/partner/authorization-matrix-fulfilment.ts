// The authorization matrix's rows for running the business day to day (issue 37 parts 3 and 4):
// a shipped part's carrier and tracking number, and a store's viewing hours, over GraphQL and REST. Spread into the table by
// authorization-matrix-table.ts.
import { m, q, r, type Case } from './authorization-matrix-kit.ts';

const WEEK = { timeZone: 'Asia/Dubai', slotMinutes: 30, hours: [{ weekday: 1, start: '09:00', end: '12:00' }], blockedDays: [] };

export const fulfilmentGraphqlRows: Record<string, Case | Case[]> = {
  // The fixture's part is placed, not shipped: the owner and the admin pass authorization and are
  // refused on the part's status (shipment details come with or after shipping).
  // A store's hours are its own: there is no argument naming another store to refuse.
  // The fixture's stores keep no viewing hours: their own schedule answers null, which is an answer, not a refusal.
  'Query.myViewingSchedule': { access: 'vendor', call: q('{ myViewingSchedule { timeZone } }'), expect: { vendorA: 'answered', vendorB: 'answered', admin: 'answered' } },
  'Mutation.setViewingSchedule': { access: 'vendor', call: m('setViewingSchedule', () => WEEK) },
  'Query.viewingSlots': { access: 'public', call: q('query ($p: ID!) { viewingSlots(product: $p, date: "2030-01-07") { timed } }', (f) => ({ p: f.product.gid })) },
  // The fixture's part is vendor A's goods, proven by its order id and a wrong email: refused as not found for everyone.
  'Mutation.rescheduleTrackedViewing': {
    access: 'public',
    call: m('rescheduleTrackedViewing', (f) => ({ orderId: f.order, email: 'nobody@example.com', part: f.orderPart.gid, viewingDate: '2030-01-07' })),
    expect: { anonymous: 'notFound', vendorA: 'notFound', vendorB: 'notFound', admin: 'notFound' },
  },
  'Mutation.setOrderPartShipment': { access: 'owner', call: m('setOrderPartShipment', (f) => ({ part: f.orderPart.gid, carrier: 'DHL', trackingNumber: 'MATRIX123' })), expect: { vendorA: 'invalid', admin: 'invalid' } },
};

export const fulfilmentRestRows: Record<string, Case | Case[]> = {
  'GET /viewing-schedule': { access: 'vendor', call: r('GET', () => '/viewing-schedule') },
  'PUT /viewing-schedule': { access: 'vendor', call: r('PUT', () => '/viewing-schedule', () => ({ time_zone: 'Asia/Dubai', slot_minutes: 30, hours: WEEK.hours })) },
  'GET /viewing-slots/{product_id}': { access: 'public', call: r('GET', (f) => `/viewing-slots/${f.product.id}?date=2030-01-07`) },
  'POST /order-tracking/parts/{part_id}/reschedule': {
    access: 'public',
    call: r('POST', (f) => `/order-tracking/parts/${f.orderPart.id}/reschedule`, (f) => ({ order_id: f.order, email: 'nobody@example.com', viewingDate: '2030-01-07' })),
    expect: { anonymous: 'notFound', vendorA: 'notFound', vendorB: 'notFound', admin: 'notFound' },
  },
  'PUT /order-parts/{part_id}/shipment': {
    access: 'owner',
    call: r('PUT', (f) => `/order-parts/${f.orderPart.id}/shipment`, () => ({ carrier: 'DHL', trackingNumber: 'MATRIX123' })),
    expect: { vendorA: 'invalid', admin: 'invalid' },
  },
};
