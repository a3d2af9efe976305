import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { describedValues } from '../enum-values.ts';
import { Money, MoneyAnswer } from './money.ts';
import { BrandTypeEnum, CatalogueEnum } from './enums.ts';
import { PaymentMethodEnum } from './checkout.ts';
import type { Context } from '../../context.ts';
import { NotFoundError, RateLimitedError, TransitionNotAllowedError, ValidationError } from '../../domain/errors.ts';
import { cancelTrackedOrderPart, trackOrder, type TrackedOrder } from '../../domain/orders/tracking.ts';
import { ErrorInterface } from './errors.ts';
import { setOrderPartStatus } from '../../domain/orders/part-status.ts';
import type { OrderPartStatus } from '../../domain/orders/lifecycle.ts';
import { countOrders, deleteOrder, listOrders, loadVisiblePart, orderBrandTypes, partInclude, orderStatusCounts, type StatusCount, type VisibleOrder } from '../../domain/orders/orders.ts';
import { ACTOR_LABELS, allowedActions, ORDER_PART_ACTIONS, ORDER_PART_STATUSES, partKindOf, STATUS_LABELS, type OrderPartAction } from '../../domain/orders/lifecycle.ts';
import { ownsOrAdmin } from '../../domain/auth/permissions.ts';
import { partPaymentLabel, paymentMethodLabel, type PaymentMethodCode } from '@rules/payment.ts';
import { productPath } from '@rules/paths.ts';
import type { CurrencyCode } from '../../domain/money/currency.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { LIMITS } from '../limits.ts';

type Part = VisibleOrder['parts'][number];
type Item = Part['items'][number];

const moneyOf = async (ctx: Context, amount: Prisma.Decimal, code: string) => new MoneyAnswer(amount, await ctx.services.rates.get(code as CurrencyCode));

const OrderItem = builder.objectRef<{ item: Item; currency: string }>('OrderItem').implement({
  description: 'One line of an order, as it was when ordered (later product edits never change it).',
  fields: (t) => ({
    productName: t.string({ description: "The product's name when ordered.", resolve: ({ item }) => item.productName }),
    product: t.globalID({
      nullable: true,
      description: 'The ordered product (a Product id), to ask its free viewing times (`viewingSlots`) when moving a viewing; null once the product is deleted.',
      resolve: ({ item }) => (item.productId ? { type: 'Product', id: item.productId } : null),
    }),
    slug: t.string({ description: "The product's slug (as it is now).", resolve: ({ item }) => item.slug }),
    path: t.string({ description: 'Storefront path of the product page (as it is now).', resolve: ({ item }) => productPath(item) }),
    catalogue: t.field({ description: "The item's catalogue: a property viewing (REAL_ESTATE) or a home product.", type: CatalogueEnum, resolve: ({ item }) => item.catalogue }),
    quantity: t.int({ description: 'How many units.', resolve: ({ item }) => item.quantity }),
    unitPrice: t.field({ description: 'The price of one unit when ordered.', type: Money, resolve: ({ item, currency }, _a, ctx) => moneyOf(ctx, item.unitPrice, currency) }),
    lineTotal: t.field({ description: 'What the line cost: unit price times quantity, discount applied.', type: Money, resolve: ({ item, currency }, _a, ctx) => moneyOf(ctx, item.lineTotal, currency) }),
    bookingDate: t.field({ description: 'The viewing date booked (properties only); null for a product.', type: 'Date', nullable: true, resolve: ({ item }) => item.bookingDate }),
    promoCode: t.string({ description: 'The promo code applied to this line; null when none.', nullable: true, resolve: ({ item }) => item.promoCode }),
    promoPercent: t.int({ description: 'The discount the promo code gave, in percent; null when none.', nullable: true, resolve: ({ item }) => item.promoPercent }),
  }),
});

export const OrderPartStatusEnum = builder.enumType('OrderPartStatus', {
  description: 'Where a vendor\'s part of an order stands. Products: PLACED → CONFIRMED → SHIPPED → DELIVERED; viewings: REQUESTED → CONFIRMED or RESCHEDULED → COMPLETED; either may be CANCELLED.',
  values: describedValues(ORDER_PART_STATUSES, {
    CANCELLED: 'Cancelled by the store, the admin or the shopper.',
    COMPLETED: 'The viewing was held.',
    CONFIRMED: 'Accepted by the store.',
    DELIVERED: 'Delivered to the shopper.',
    PLACED: 'A product order, not yet accepted.',
    REQUESTED: 'A viewing asked for, not yet accepted.',
    RESCHEDULED: 'The store offered the viewing at another time.',
    SHIPPED: 'On its way to the shopper.',
  }),
});

export const OrderPartActionEnum = builder.enumType('OrderPartAction', {
  description: 'A step a part can take (`allowedActions` says which the asking viewer may take now).',
  values: describedValues(ORDER_PART_ACTIONS, {
    CANCEL: 'Cancel the part.',
    COMPLETE: 'Mark a viewing as held.',
    CONFIRM: 'Accept the part (a product order or a viewing request).',
    DELIVER: 'Mark a shipped part as delivered.',
    RESCHEDULE: 'Offer a viewing another time.',
    SHIP: 'Mark a confirmed part as shipped.',
  }),
});

type Event = Part['events'][number];

const OrderPartEvent = builder.objectRef<Event>('OrderPartEvent').implement({
  description: 'One step of a part\'s history.',
  fields: (t) => ({
    status: t.field({ type: OrderPartStatusEnum, description: 'The status the part entered.', resolve: (e) => e.status }),
    statusLabel: t.string({ description: 'The status in words, as the tracking page shows it.', resolve: (e) => STATUS_LABELS[e.status] }),
    at: t.expose('at', { description: 'When the step was taken.', type: 'DateTime' }),
    actor: t.string({ description: 'Who took the step: "Vendor", "Admin", "Shopper" or "System".', resolve: (e) => ACTOR_LABELS[e.actorKind] }),
    note: t.string({ nullable: true, description: 'The reason given (a cancellation), or a note.', resolve: (e) => e.note }),
    viewingDate: t.field({ type: 'Date', nullable: true, description: 'The viewing date this step set or kept (viewings).', resolve: (e) => e.viewingDate }),
  }),
});

const OrderVendorContact = builder.objectRef<{ email: string; phone: string }>('OrderVendorContact').implement({
  description: 'How to reach the store that fulfils a part.',
  fields: (t) => ({ email: t.exposeString('email', { description: "The store's email." }), phone: t.exposeString('phone', { description: "The store's phone number." }) }),
});

/** Whose eyes the part is seen through: staff (dashboard, node) or the shopper who placed it (tracking). */
export interface PartView {
  part: Part;
  currency: string;
  /** The order's payment method (null: viewings only). */
  paymentMethod: PaymentMethodCode | null;
  /** Seen on the tracking page, by the shopper who proved the order is theirs. */
  asShopper?: boolean;
}

async function actionsFor(view: PartView, ctx: Context): Promise<OrderPartAction[]> {
  const kind = partKindOf(view.part.items);
  if (view.asShopper) return allowedActions(kind, view.part.status, 'SHOPPER');
  const viewer = await ctx.viewer();
  // A partner's key reads orders but never acts on them.
  return viewer.kind !== 'visitor' && ownsOrAdmin(viewer, view.part.vendorId ?? -1) ? allowedActions(kind, view.part.status, 'STAFF') : [];
}

export const OrderPart = builder.objectRef<PartView>('OrderPart');

builder.node(OrderPart, {
  description: 'The part of an order one vendor fulfils, with its own total, status and history.',
  id: { resolve: ({ part }) => part.id },
  loadOne: async (id, ctx) => {
    const part = await loadVisiblePart(ctx, Number(id));
    return part ? { part, currency: part.order.currency, paymentMethod: part.order.paymentMethod } : null;
  },
  fields: (t) => ({
    databaseId: t.int({ resolve: ({ part }) => part.id }),
    storeId: t.string({ description: "The fulfilling store's id.", resolve: ({ part }) => part.storeId }),
    storeName: t.string({ description: "The fulfilling store's name.", resolve: ({ part }) => part.storeName }),
    brandType: t.field({ description: "What the part's store sells.", type: BrandTypeEnum, resolve: ({ part }) => part.brandType }),
    total: t.field({ type: Money, description: 'What is payable for this part (viewings add nothing).', resolve: ({ part, currency }, _a, ctx) => moneyOf(ctx, part.totalCost, currency) }),
    items: t.field({ description: "The part's lines.", type: [OrderItem], resolve: ({ part, currency }) => part.items.map((item) => ({ item, currency })) }),
    status: t.field({ description: 'Where the part stands now.', type: OrderPartStatusEnum, resolve: ({ part }) => part.status }),
    statusLabel: t.string({ description: 'The status as people read it ("Shipped").', resolve: ({ part }) => STATUS_LABELS[part.status] }),
    isViewing: t.boolean({ description: 'A part of property viewings (an appointment), not of goods.', resolve: ({ part }) => partKindOf(part.items) === 'VIEWINGS' }),
    paymentMethodLabel: t.string({
      description: 'This part\'s payment as people read it: "No payment due" for viewings (even in an order that pays for goods), else the order\'s method ("Cash on Arrival", "Bank Transfer").',
      resolve: ({ part, paymentMethod }) => partPaymentLabel(paymentMethod, partKindOf(part.items) === 'VIEWINGS'),
    }),
    allowedActions: t.field({
      type: [OrderPartActionEnum],
      description: 'The steps the asking viewer may take now: the part\'s vendor and the admin by the lifecycle, the shopper (tracking) only CANCEL while placed or requested; nobody else any.',
      resolve: (view, _args, ctx) => actionsFor(view, ctx),
    }),
    history: t.field({ type: [OrderPartEvent], description: 'Every step, oldest first (the first is the placement).', resolve: ({ part }) => part.events }),
    viewingDate: t.field({ type: 'Date', nullable: true, description: 'The viewing\'s current date (after any reschedule); null for goods.', resolve: ({ part }) => part.viewingDate }),
    vendorContact: t.field({ type: OrderVendorContact, nullable: true, description: 'Null when the store no longer exists.', resolve: ({ part }) => part.vendor }),
  }),
});

const OrderClient = builder.objectRef<VisibleOrder>('OrderClient').implement({
  description: 'The shopper of an order and the shipping details given at checkout.',
  fields: (t) => ({
    name: t.exposeString('clientName', { description: "The shopper's name." }),
    email: t.exposeString('clientEmail', { description: "The shopper's email." }),
    phone: t.exposeString('clientPhone', { description: "The shopper's phone number." }),
    address: t.exposeString('clientAddress', { description: 'Street address.' }),
    city: t.exposeString('clientCity', { description: 'City.' }),
    state: t.exposeString('clientState', { description: 'State or county; blank when not given.' }),
    country: t.exposeString('clientCountry', { description: 'Country.' }),
    postalCode: t.exposeString('clientPostal', { description: 'Postal code; blank when not given.' }),
  }),
});

const Order = builder.objectRef<VisibleOrder>('Order').implement({
  description: 'An order as the viewer may see it: the admin all its parts, a vendor only their own.',
  fields: (t) => ({
    orderId: t.exposeString('publicId', { description: 'The public order id (e.g. ORD-…), as on the order mail.' }),
    createdAt: t.expose('createdAt', { description: 'When the order was placed.', type: 'DateTime' }),
    total: t.field({
      type: Money,
      description: 'The sum of the visible parts (the whole order for the admin).',
      resolve: (o, _a, ctx) => moneyOf(ctx, o.parts.reduce((sum, p) => sum.add(p.totalCost), o.totalCost.mul(0)), o.currency),
    }),
    paymentMethod: t.field({ type: PaymentMethodEnum, nullable: true, description: 'Null when nothing is payable (an order of viewings only).', resolve: (o) => o.paymentMethod }),
    paymentMethodLabel: t.string({ description: 'As shown to people: "Cash on Arrival", "Bank Transfer", or "No payment due".', resolve: (o) => paymentMethodLabel(o.paymentMethod) }),
    client: t.field({ description: 'The shopper and where the order goes.', type: OrderClient, resolve: (o) => o }),
    parts: t.field({ description: "The order's parts the viewer may see, one per store.", type: [OrderPart], resolve: (o) => o.parts.map((part) => ({ part, currency: o.currency, paymentMethod: o.paymentMethod })) }),
  }),
});

const OrderConnection = builder.connectionObject({
  type: Order,
  name: 'OrderConnection',
  fields: (t) => ({
    totalCount: t.int({ description: 'All matches, across pages (the same filter as the page).', resolve: (c) => (c as unknown as { totalCount: () => number | Promise<number> }).totalCount() }),
  }),
});

const OrderStatusCount = builder.objectRef<StatusCount>('OrderStatusCount').implement({
  description: "How many of the viewer's order parts are in one status.",
  fields: (t) => ({
    status: t.field({ description: 'The status counted.', type: OrderPartStatusEnum, resolve: (c) => c.status }),
    statusLabel: t.string({ description: 'The status in words, as the dashboard shows it.', resolve: (c) => STATUS_LABELS[c.status] }),
    count: t.exposeInt('count', { description: 'How many parts are in this status.' }),
  }),
});

builder.queryFields((t) => ({
  myOrders: t.connection(
    {
      type: Order,
      description: 'Orders for the dashboard, newest first: the admin sees all, a vendor only their own parts. Signed-in only.',
      args: {
        search: t.arg.string({ required: false, description: 'Part of an order id or a store name.' }),
        brandType: t.arg({ description: 'Only parts of stores of this brand type (the admin).', type: BrandTypeEnum, required: false }),
        status: t.arg({ type: OrderPartStatusEnum, required: false, description: 'Only parts in this status (and the orders that hold one).' }),
        from: t.arg({ type: 'Date', required: false, description: 'Placed on or after this day (UTC).' }),
        to: t.arg({ type: 'Date', required: false, description: 'Placed on or before this day (UTC, inclusive).' }),
      },
      resolve: async (_root, args, ctx) => {
        const filter = { search: args.search, brandType: args.brandType, status: args.status, from: args.from, to: args.to };
        const connection = await resolveOffsetConnection({ args, defaultSize: 20, maxSize: LIMITS.maxPageSize }, async ({ limit, offset }) => {
          const { orders } = await listOrders(ctx, { ...filter, limit, offset });
          return orders;
        });
        return Object.assign(connection, { totalCount: () => countOrders(ctx, filter) });
      },
    },
    OrderConnection,
  ),
  myOrderStatusCounts: t.field({
    type: [OrderStatusCount],
    description: 'The Orders tabs: for every status (lifecycle order, zeros included) how many orders `myOrders(status:)` holds under the same other filters. Signed-in only.',
    args: {
      search: t.arg.string({ description: 'Only orders whose public id or store name contains this text.', required: false }),
      brandType: t.arg({ description: 'Only parts of this brand type (the admin; a vendor counts its own).', type: BrandTypeEnum, required: false }),
      from: t.arg({ description: 'Only orders placed on or after this day (UTC).', type: 'Date', required: false }),
      to: t.arg({ description: 'Only orders placed on or before this day (UTC).', type: 'Date', required: false }),
    },
    resolve: (_root, args, ctx) => orderStatusCounts(ctx, { search: args.search, brandType: args.brandType, from: args.from, to: args.to }),
  }),
  myOrderBrandTypes: t.field({
    type: [BrandTypeEnum],
    description: 'The brand types of the order parts the viewer can see (the Orders filter buttons).',
    resolve: (_root, _args, ctx) => orderBrandTypes(ctx),
  }),
}));

const DeleteOrderInput = builder.inputType('DeleteOrderInput', { fields: (t) => ({ orderId: t.string({ description: "The order's public id (e.g. ORD-…).", required: true }) }) });
const DeletedOrder = builder.objectRef<{ orderId: string }>('DeletedOrder').implement({ description: 'What `deleteOrder` answers: the order is gone with all its parts.', fields: (t) => ({ orderId: t.exposeString('orderId', { description: 'The public id of the order deleted.' }) }) });

builder.mutationFields((t) => ({
  deleteOrder: t.field({
    type: DeletedOrder,
    description: 'Admin only: deletes an order with all its parts and items.',
    errors: { types: [NotFoundError], directResult: true },
    args: { input: t.arg({ type: DeleteOrderInput, required: true }) },
    resolve: (_root, { input }, ctx) => deleteOrder(ctx, input.orderId),
  }),
}));

builder.objectType(TransitionNotAllowedError, {
  name: 'TransitionNotAllowedError',
  description: 'The part cannot take this step from the status it is in (the message names both); another step may have come first.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    from: t.field({ description: 'The status the part is in.', type: OrderPartStatusEnum, resolve: (e) => e.from as OrderPartStatus }),
    action: t.field({ description: 'The step asked for.', type: OrderPartActionEnum, resolve: (e) => e.action as OrderPartAction }),
  }),
});

const SetOrderPartStatusInput = builder.inputType('SetOrderPartStatusInput', {
  fields: (t) => ({
    part: t.globalID({ required: true, description: 'The OrderPart\'s id.' }),
    action: t.field({ description: 'The step to take; `allowedActions` on the part says which the viewer may take now.', type: OrderPartActionEnum, required: true }),
    note: t.string({ required: false, description: 'Required to CANCEL (the reason, shown to the shopper); at most 500 characters.' }),
    viewingDate: t.field({ type: 'Date', required: false, description: 'To RESCHEDULE a viewing to a date (a request by date): today or later.' }),
    viewingAt: t.field({ type: 'DateTime', required: false, description: 'To RESCHEDULE a viewing to a time: one of the store\'s free slots (`viewingSlots`).' }),
    carrier: t.string({ required: false, description: 'With SHIP only: the carrier (optional; needed with a tracking number).' }),
    trackingNumber: t.string({ required: false, description: 'With SHIP only: the carrier\'s tracking number (letters, digits, spaces, dashes; at most 40).' }),
  }),
});

/** The part after a step, loaded as the actor now sees it. */
export const partAfterStep = (name: string) =>
  builder.objectRef<{ partId: number; asShopper?: boolean }>(name).implement({
    description: 'The order part after the change.',
    fields: (t) => ({
      part: t.field({
        type: OrderPart,
        description: 'The part, with its new status, history and details.',
        resolve: async ({ partId, asShopper }, _a, ctx) => {
          const part = await ctx.db.orderPart.findUniqueOrThrow({ where: { id: partId }, include: { ...partInclude, order: { select: { currency: true, paymentMethod: true } } } });
          return { part, currency: part.order.currency, paymentMethod: part.order.paymentMethod, asShopper };
        },
      }),
    }),
  });

/** Another type's id names no part: answered as not found (after the sign-in check). */
export const partDatabaseId = (globalId: { typename: string; id: string }) => (globalId.typename === 'OrderPart' ? Number(globalId.id) : 0);

builder.mutationFields((t) => ({
  setOrderPartStatus: t.field({
    type: partAfterStep('SetOrderPartStatusSuccess'),
    description: 'The part\'s vendor or the admin moves it a step (confirm, ship, deliver, reschedule a viewing, complete, cancel with a reason). Every step is recorded in `history` and mailed to the shopper.',
    errors: { types: [TransitionNotAllowedError, ValidationError, NotFoundError], directResult: true, union: { name: 'SetOrderPartStatusResult' } },
    args: { input: t.arg({ type: SetOrderPartStatusInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const applied = await setOrderPartStatus(ctx, partDatabaseId(input.part), {
        action: input.action,
        note: input.note,
        viewingDate: input.viewingDate,
        viewingAt: input.viewingAt,
        shipment: { carrier: input.carrier, trackingNumber: input.trackingNumber },
      });
      return { partId: applied.partId };
    },
  }),
}));

export const TrackedOrderRef = builder.objectRef<TrackedOrder>('TrackedOrder').implement({
  description: 'An order as the shopper who placed it sees it on the tracking page: every part with its status, history, items, store contact and viewing date. The delivery address is not shown.',
  fields: (t) => ({
    orderId: t.exposeString('publicId', { description: 'The public order id (e.g. ORD-…).' }),
    createdAt: t.expose('createdAt', { description: 'When the order was placed.', type: 'DateTime' }),
    clientName: t.exposeString('clientName', { description: "The shopper's name." }),
    city: t.exposeString('clientCity', { description: 'The city the order goes to.' }),
    total: t.field({ type: Money, description: 'What is payable (goods; viewings add nothing).', resolve: (o, _a, ctx) => moneyOf(ctx, o.totalCost, o.currency) }),
    paymentMethod: t.field({ description: 'How the order is paid; null for viewings only.', type: PaymentMethodEnum, nullable: true, resolve: (o) => o.paymentMethod }),
    paymentMethodLabel: t.string({ description: 'The payment method in words, as the tracking page shows it.', resolve: (o) => paymentMethodLabel(o.paymentMethod) }),
    parts: t.field({ type: [OrderPart], description: '`allowedActions` is what the shopper may do: CANCEL while placed or requested.', resolve: (o) => o.parts.map((part) => ({ part, currency: o.currency, paymentMethod: o.paymentMethod, asShopper: true })) }),
  }),
});

builder.queryFields((t) => ({
  orderTracking: t.field({
    type: TrackedOrderRef,
    nullable: true,
    description: 'Guest tracking: the order id with the email given at checkout (any case) or the `token` of the link in the order mails. Null for any mismatch (never says which half); rate limited per address (RATE_LIMITED).',
    args: { orderId: t.arg.string({ description: "The order's public id (e.g. ORD-…), as on the order mail.", required: true }), email: t.arg.string({ description: 'The email the order was placed with (or give `token`).', required: false }), token: t.arg.string({ description: 'The signed token of the tracking link in the order mail, instead of `email`.', required: false }) },
    resolve: (_root, args, ctx) => trackOrder(ctx, { orderId: args.orderId, email: args.email, token: args.token }),
  }),
}));

const CancelTrackedOrderPartInput = builder.inputType('CancelTrackedOrderPartInput', {
  fields: (t) => ({
    orderId: t.string({ description: "The order's public id, as on the order mail (e.g. ORD-…).", required: true }),
    email: t.string({ required: false, description: 'The email given at checkout; or send `token`.' }),
    token: t.string({ required: false, description: 'The token of the tracking link.' }),
    part: t.globalID({ required: true, description: 'The OrderPart to cancel (TrackedOrder.parts[].id).' }),
    reason: t.string({ description: 'Why the shopper cancels, passed on to the store.', required: true }),
  }),
});

builder.mutationFields((t) => ({
  cancelTrackedOrderPart: t.field({
    type: partAfterStep('CancelTrackedOrderPartSuccess'),
    description: 'The shopper cancels a part of their order from the tracking page while it is still placed or requested, with a reason (recorded as Shopper).',
    errors: { types: [TransitionNotAllowedError, ValidationError, NotFoundError, RateLimitedError], directResult: true, union: { name: 'CancelTrackedOrderPartResult' } },
    args: { input: t.arg({ type: CancelTrackedOrderPartInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const applied = await cancelTrackedOrderPart(ctx, { orderId: input.orderId, email: input.email, token: input.token }, partDatabaseId(input.part), input.reason);
      return { partId: applied.partId, asShopper: true };
    },
  }),
}));
