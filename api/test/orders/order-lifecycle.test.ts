// Order parts after checkout (issue 21): the transition matrix (every status × every action ×
// the part's vendor, another vendor, the admin and anonymous) on GraphQL and on REST, with the
// database checked after every refusal; the history, allowed actions, filters and counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { globalId, tokenFor } from '../helpers/admin-fixtures.ts';
import { call, gql } from '../helpers/social.ts';
import { dayFromNow, placeOrderOf } from '../helpers/orders.ts';

type Status = 'PLACED' | 'REQUESTED' | 'CONFIRMED' | 'RESCHEDULED' | 'SHIPPED' | 'DELIVERED' | 'COMPLETED' | 'CANCELLED';
type Action = 'CONFIRM' | 'SHIP' | 'DELIVER' | 'RESCHEDULE' | 'COMPLETE' | 'CANCEL';
type Kind = 'products' | 'viewings';
type Who = 'owner' | 'otherVendor' | 'admin' | 'anonymous';

const ACTIONS: Action[] = ['CONFIRM', 'SHIP', 'DELIVER', 'RESCHEDULE', 'COMPLETE', 'CANCEL'];
const WHO: Who[] = ['owner', 'otherVendor', 'admin', 'anonymous'];

/** The statuses a part of each kind can be in, and where each action takes it (written out: the test's own copy of the rules). */
const EXPECTED: Record<Kind, Partial<Record<Status, Partial<Record<Action, Status>>>>> = {
  products: {
    PLACED: { CONFIRM: 'CONFIRMED', CANCEL: 'CANCELLED' },
    CONFIRMED: { SHIP: 'SHIPPED', CANCEL: 'CANCELLED' },
    SHIPPED: { DELIVER: 'DELIVERED', CANCEL: 'CANCELLED' },
    DELIVERED: {},
    CANCELLED: {},
  },
  viewings: {
    REQUESTED: { CONFIRM: 'CONFIRMED', RESCHEDULE: 'RESCHEDULED', CANCEL: 'CANCELLED' },
    CONFIRMED: { RESCHEDULE: 'RESCHEDULED', COMPLETE: 'COMPLETED', CANCEL: 'CANCELLED' },
    RESCHEDULED: { CONFIRM: 'CONFIRMED', RESCHEDULE: 'RESCHEDULED', COMPLETE: 'COMPLETED', CANCEL: 'CANCELLED' },
    COMPLETED: {},
    CANCELLED: {},
  },
};

let t: TestApp;
let orderId: string;
const parts = {} as Record<Kind, { id: number; gid: string; viewingDate: Date | null }>;
const tokens = {} as Record<Who, Record<Kind, string | null>>;

const SET_STATUS = `mutation ($input: SetOrderPartStatusInput!) { setOrderPartStatus(input: $input) {
  __typename
  ... on SetOrderPartStatusSuccess { part { id status statusLabel viewingDate allowedActions history { status statusLabel actor note } } }
  ... on TransitionNotAllowedError { message from action }
  ... on ValidationError { field }
  ... on Error { message code }
} }`;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const product = await t.db.product.findFirstOrThrow({ where: { catalogue: 'HOME_PRODUCTS', status: 'ACTIVE', vendor: { storeId: 'casa-nova-interiors' } }, orderBy: { id: 'asc' } });
  const property = await t.db.product.findFirstOrThrow({ where: { catalogue: 'REAL_ESTATE', status: 'ACTIVE', vendor: { storeId: 'skyline-estates' } }, orderBy: { id: 'asc' } });
  orderId = await placeOrderOf(t, [{ productId: product.id, quantity: 2 }, { productId: property.id, bookingDate: dayFromNow(3) }]);
  const order = await t.db.order.findUniqueOrThrow({ where: { publicId: orderId }, include: { parts: { orderBy: { id: 'asc' } } } });
  for (const part of order.parts) {
    const kind: Kind = part.storeId === 'skyline-estates' ? 'viewings' : 'products';
    parts[kind] = { id: part.id, gid: globalId('OrderPart', part.id), viewingDate: part.viewingDate };
  }
  const [casa, skyline, other, admin] = await Promise.all(['casa-nova-interiors', 'skyline-estates', 'lahore-loom-and-timber', 'admin'].map((s) => tokenFor(t.db, s)));
  tokens.owner = { products: casa, viewings: skyline };
  // Each kind's "other vendor" is a real store that is not the part's.
  tokens.otherVendor = { products: skyline, viewings: other };
  tokens.admin = { products: admin, viewings: admin };
  tokens.anonymous = { products: null, viewings: null };
});
afterAll(() => t?.close());

async function partState(kind: Kind) {
  const part = await t.db.orderPart.findUniqueOrThrow({ where: { id: parts[kind].id }, select: { status: true, viewingDate: true, _count: { select: { events: true } } } });
  return { status: part.status, viewingDate: part.viewingDate?.toISOString().slice(0, 10) ?? null, events: part._count.events };
}

async function putIn(kind: Kind, status: Status) {
  await t.db.orderPart.update({ where: { id: parts[kind].id }, data: { status, viewingDate: parts[kind].viewingDate } });
}

const inputFor = (action: Action) => ({
  ...(action === 'CANCEL' ? { note: 'Out of stock, sorry' } : {}),
  ...(action === 'RESCHEDULE' ? { viewingDate: dayFromNow(5) } : {}),
});

type Outcome = { kind: 'ok'; status: Status } | { kind: 'unauthenticated' | 'forbidden' | 'notAllowed' };

function expectedOutcome(kind: Kind, status: Status, action: Action, who: Who): Outcome {
  if (who === 'anonymous') return { kind: 'unauthenticated' };
  if (who === 'otherVendor') return { kind: 'forbidden' };
  const to = EXPECTED[kind][status]?.[action];
  return to ? { kind: 'ok', status: to } : { kind: 'notAllowed' };
}

async function viaGraphql(kind: Kind, action: Action, who: Who): Promise<{ outcome: Outcome['kind']; status?: string; from?: string }> {
  const token = tokens[who][kind] ?? undefined;
  const res = await gql(t, SET_STATUS, { input: { part: parts[kind].gid, action, ...inputFor(action) } }, { token, visitor: null });
  const code = res.errors?.[0]?.extensions?.code;
  if (code === 'UNAUTHENTICATED') return { outcome: 'unauthenticated' };
  if (code === 'FORBIDDEN') return { outcome: 'forbidden' };
  const result = res.data?.setOrderPartStatus;
  if (result?.__typename === 'SetOrderPartStatusSuccess') return { outcome: 'ok', status: result.part.status };
  if (result?.__typename === 'TransitionNotAllowedError') return { outcome: 'notAllowed', from: result.from };
  throw new Error(`unexpected answer: ${JSON.stringify(res.json)}`);
}

async function viaRest(kind: Kind, action: Action, who: Who): Promise<{ outcome: Outcome['kind']; status?: string }> {
  const token = tokens[who][kind] ?? undefined;
  const res = await call(t, 'POST', `/api/order-parts/${parts[kind].id}/status`, { token, visitor: null, body: { action, ...inputFor(action) } });
  if (res.status === 401) return { outcome: 'unauthenticated' };
  if (res.status === 403) return { outcome: 'forbidden' };
  if (res.status === 409) return { outcome: 'notAllowed' };
  if (res.status === 200) return { outcome: 'ok', status: res.json.part.status };
  throw new Error(`unexpected answer ${res.status}: ${res.text}`);
}

describe.each([
  ['GraphQL', viaGraphql],
  ['REST', viaRest],
] as const)('the transition matrix over %s', (_transport, act) => {
  for (const kind of ['products', 'viewings'] as Kind[]) {
    it(`${kind}: every status × every action × every caller`, async () => {
      const seen: string[] = [];
      for (const status of Object.keys(EXPECTED[kind]) as Status[]) {
        for (const action of ACTIONS) {
          for (const who of WHO) {
            await putIn(kind, status);
            const before = await partState(kind);
            const expected = expectedOutcome(kind, status, action, who);
            const answer = await act(kind, action, who);
            const after = await partState(kind);
            const label = `${kind} ${status} ${action} by ${who}`;
            expect(answer.outcome, label).toBe(expected.kind);
            if (expected.kind === 'ok') {
              expect(answer.status, label).toBe(expected.status);
              expect(after.status, label).toBe(expected.status);
              expect(after.events, label).toBe(before.events + 1);
              if (action === 'RESCHEDULE') expect(after.viewingDate, label).toBe(dayFromNow(5));
              const last = await t.db.orderPartEvent.findFirstOrThrow({ where: { partId: parts[kind].id }, orderBy: { id: 'desc' } });
              expect(last.actorKind, label).toBe(who === 'admin' ? 'ADMIN' : 'VENDOR');
              expect(last.status, label).toBe(expected.status);
              if (action === 'CANCEL') expect(last.note, label).toBe('Out of stock, sorry');
            } else {
              // A refusal changes nothing: the status, the date and the history are as they were.
              expect(after, label).toEqual(before);
            }
            seen.push(label);
          }
        }
      }
      expect(seen).toHaveLength(Object.keys(EXPECTED[kind]).length * ACTIONS.length * WHO.length);
    }, 120_000);
  }
});

describe('setOrderPartStatus input and answers', () => {
  it('a cancel needs a reason and a reschedule a date not in the past; nothing changes otherwise', async () => {
    await putIn('viewings', 'REQUESTED');
    const before = await partState('viewings');
    const token = tokens.owner.viewings!;
    const noReason = await gql(t, SET_STATUS, { input: { part: parts.viewings.gid, action: 'CANCEL', note: '   ' } }, { token, visitor: null });
    expect(noReason.data.setOrderPartStatus).toMatchObject({ __typename: 'ValidationError', field: 'note' });
    const noDate = await gql(t, SET_STATUS, { input: { part: parts.viewings.gid, action: 'RESCHEDULE' } }, { token, visitor: null });
    expect(noDate.data.setOrderPartStatus).toMatchObject({ __typename: 'ValidationError', field: 'viewingDate' });
    const past = await gql(t, SET_STATUS, { input: { part: parts.viewings.gid, action: 'RESCHEDULE', viewingDate: dayFromNow(-3) } }, { token, visitor: null });
    expect(past.data.setOrderPartStatus).toMatchObject({ __typename: 'ValidationError', field: 'viewingDate', message: 'The viewing date cannot be in the past' });
    const rest = await call(t, 'POST', `/api/order-parts/${parts.viewings.id}/status`, { token, visitor: null, body: { action: 'CANCEL' } });
    expect(rest.status).toBe(400);
    expect(rest.json).toMatchObject({ field: 'note' });
    expect(await partState('viewings')).toEqual(before);
  });

  it('says where the part stands when a step is not allowed', async () => {
    await putIn('products', 'DELIVERED');
    const res = await gql(t, SET_STATUS, { input: { part: parts.products.gid, action: 'CANCEL', note: 'Too late' } }, { token: tokens.owner.products!, visitor: null });
    expect(res.data.setOrderPartStatus).toEqual({ __typename: 'TransitionNotAllowedError', code: 'TRANSITION_NOT_ALLOWED', message: 'This part cannot go from Delivered to Cancelled.', from: 'DELIVERED', action: 'CANCEL' });
    const rest = await call(t, 'POST', `/api/order-parts/${parts.products.id}/status`, { token: tokens.owner.products!, visitor: null, body: { action: 'SHIP' } });
    expect(rest.status).toBe(409);
    expect(rest.json.message).toBe('This part cannot go from Delivered to Shipped.');
  });

  it('an unknown part is not found (signed in), anonymous callers are refused first', async () => {
    const missing = globalId('OrderPart', 999_999);
    const res = await gql(t, SET_STATUS, { input: { part: missing, action: 'CONFIRM' } }, { token: tokens.admin.products!, visitor: null });
    expect(res.data.setOrderPartStatus.__typename).toBe('NotFoundError');
    const wrongType = await gql(t, SET_STATUS, { input: { part: globalId('Product', parts.products.id), action: 'CONFIRM' } }, { token: tokens.admin.products!, visitor: null });
    expect(wrongType.data.setOrderPartStatus.__typename).toBe('NotFoundError');
    const anonymous = await gql(t, SET_STATUS, { input: { part: missing, action: 'CONFIRM' } }, { visitor: null });
    expect(anonymous.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await call(t, 'POST', '/api/order-parts/999999/status', { token: tokens.admin.products!, visitor: null, body: { action: 'CONFIRM' } })).status).toBe(404);
  });

  it('two vendors acting at once: exactly one step applies', async () => {
    await putIn('products', 'PLACED');
    const before = await partState('products');
    const answers = await Promise.all([
      viaGraphql('products', 'CONFIRM', 'owner'),
      viaRest('products', 'CONFIRM', 'admin'),
      viaGraphql('products', 'CONFIRM', 'admin'),
    ]);
    expect(answers.filter((a) => a.outcome === 'ok')).toHaveLength(1);
    expect(answers.filter((a) => a.outcome === 'notAllowed')).toHaveLength(2);
    expect((await partState('products')).events).toBe(before.events + 1);
  });
});

describe('the part in answers', () => {
  const PART = `query ($id: ID!) { node(id: $id) { ... on OrderPart { id status statusLabel allowedActions viewingDate vendorContact { email phone } history { status statusLabel at actor note } } } }`;

  it('is a node its vendor and the admin can load, with its history oldest first and the actions they may take', async () => {
    const events = await t.db.orderPartEvent.findMany({ where: { partId: parts.products.id }, orderBy: { id: 'asc' } });
    expect(events[0]).toMatchObject({ status: 'PLACED', actorKind: 'SHOPPER' });
    await putIn('products', 'CONFIRMED');
    const owner = await gql(t, PART, { id: parts.products.gid }, { token: tokens.owner.products!, visitor: null });
    expect(owner.data.node).toMatchObject({ id: parts.products.gid, status: 'CONFIRMED', statusLabel: 'Confirmed', allowedActions: ['SHIP', 'CANCEL'], viewingDate: null, vendorContact: { email: expect.stringContaining('@') } });
    expect(owner.data.node.history[0]).toMatchObject({ status: 'PLACED', statusLabel: 'Placed', actor: 'Shopper', note: null });
    const admin = await gql(t, PART, { id: parts.products.gid }, { token: tokens.admin.products!, visitor: null });
    expect(admin.data.node.allowedActions).toEqual(['SHIP', 'CANCEL']);
    for (const token of [tokens.otherVendor.products!, undefined]) {
      const hidden = await gql(t, PART, { id: parts.products.gid }, { token, visitor: null });
      expect(hidden.data.node).toBeNull();
    }
  });

  it('a viewing starts requested on the date asked; a reschedule moves it', async () => {
    const initial = await t.db.orderPartEvent.findFirstOrThrow({ where: { partId: parts.viewings.id }, orderBy: { id: 'asc' } });
    expect(initial).toMatchObject({ status: 'REQUESTED', actorKind: 'SHOPPER' });
    expect(initial.viewingDate?.toISOString().slice(0, 10)).toBe(dayFromNow(3));
    await putIn('viewings', 'REQUESTED');
    const moved = await gql(t, SET_STATUS, { input: { part: parts.viewings.gid, action: 'RESCHEDULE', viewingDate: dayFromNow(6), note: 'The owner is away that day' } }, { token: tokens.owner.viewings!, visitor: null });
    expect(moved.data.setOrderPartStatus.part).toMatchObject({ status: 'RESCHEDULED', statusLabel: 'Rescheduled', viewingDate: dayFromNow(6), allowedActions: ['CONFIRM', 'RESCHEDULE', 'COMPLETE', 'CANCEL'] });
    expect(moved.data.setOrderPartStatus.part.history.at(-1)).toEqual({ status: 'RESCHEDULED', statusLabel: 'Rescheduled', actor: 'Vendor', note: 'The owner is away that day' });
  });

  it('myOrders filters by status and dates; the counts match the lists', async () => {
    await putIn('products', 'SHIPPED');
    await putIn('viewings', 'CONFIRMED');
    const admin = tokens.admin.products!;
    const LIST = `query ($status: OrderPartStatus, $from: Date, $to: Date, $search: String) {
      myOrders(first: 100, status: $status, from: $from, to: $to, search: $search) { totalCount edges { node { orderId parts { storeId status } } } }
      myOrderStatusCounts(from: $from, to: $to, search: $search) { status statusLabel count } }`;
    const shipped = await gql(t, LIST, { status: 'SHIPPED', search: orderId }, { token: admin, visitor: null });
    expect(shipped.data.myOrders.edges).toEqual([{ node: { orderId, parts: [{ storeId: 'casa-nova-interiors', status: 'SHIPPED' }] } }]);
    const counts = Object.fromEntries(shipped.data.myOrderStatusCounts.map((c: { status: string; count: number }) => [c.status, c.count]));
    expect(shipped.data.myOrderStatusCounts.map((c: { status: string }) => c.status)).toEqual(['PLACED', 'REQUESTED', 'CONFIRMED', 'RESCHEDULED', 'SHIPPED', 'DELIVERED', 'COMPLETED', 'CANCELLED']);
    expect(counts).toMatchObject({ SHIPPED: 1, CONFIRMED: 1, PLACED: 0 });
    expect(shipped.data.myOrderStatusCounts.find((c: { status: string }) => c.status === 'SHIPPED').statusLabel).toBe('Shipped');

    // Every tab's count is the list's totalCount under the same filters (all orders, the admin).
    const all = await gql(t, LIST, {}, { token: admin, visitor: null });
    for (const { status, count } of all.data.myOrderStatusCounts) {
      const list = await gql(t, LIST, { status }, { token: admin, visitor: null });
      expect(list.data.myOrders.totalCount, status).toBe(count);
    }
    // The vendor sees its own part only.
    const vendor = await gql(t, LIST, { search: orderId }, { token: tokens.owner.viewings!, visitor: null });
    expect(vendor.data.myOrders.edges[0].node.parts).toEqual([{ storeId: 'skyline-estates', status: 'CONFIRMED' }]);
    expect(vendor.data.myOrderStatusCounts.find((c: { status: string }) => c.status === 'CONFIRMED').count).toBe(1);
    // Dates are days placed, both included.
    const today = new Date().toISOString().slice(0, 10);
    const todays = await gql(t, LIST, { from: today, to: today, search: orderId }, { token: admin, visitor: null });
    expect(todays.data.myOrders.totalCount).toBe(1);
    const tomorrows = await gql(t, LIST, { from: dayFromNow(1), search: orderId }, { token: admin, visitor: null });
    expect(tomorrows.data.myOrders.totalCount).toBe(0);
    const backwards = await gql(t, LIST, { from: today, to: dayFromNow(-1) }, { token: admin, visitor: null });
    expect(backwards.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('GET /api/orders keeps its fields and gives each vendor part its status and history', async () => {
    await putIn('products', 'SHIPPED');
    const res = await call(t, 'GET', `/api/orders?search=${orderId}&status=SHIPPED`, { token: tokens.admin.products!, visitor: null });
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(1);
    const [order] = res.json;
    expect(Object.keys(order)).toEqual(expect.arrayContaining(['order_id', 'order_date', 'selected_currency', 'total_cost', 'payment_method', 'vendor_store_id', 'client_details', 'vendor_details', 'cart_items']));
    expect(order.vendor_details).toEqual([expect.objectContaining({ store_id: 'casa-nova-interiors', part_id: parts.products.id, status: 'SHIPPED', status_label: 'Shipped', viewing_date: null })]);
    expect(order.vendor_details[0].history[0]).toMatchObject({ status: 'PLACED', actor: 'Shopper' });
    expect(order.cart_items.every((item: { status: string }) => item.status === 'SHIPPED')).toBe(true);
    expect((await call(t, 'GET', '/api/orders?status=LOST', { token: tokens.admin.products!, visitor: null })).status).toBe(400);
  });
});
