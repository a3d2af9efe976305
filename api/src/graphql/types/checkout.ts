import { builder } from '../builder.ts';
import { CurrencyCodeEnum, Money, MoneyAnswer } from './money.ts';
import { CatalogueEnum, BrandTypeEnum } from './enums.ts';
import { Image } from './image.ts';
import { ConflictError, NotFoundError, OutOfStockError, RateLimitedError, ValidationError } from '../../domain/errors.ts';
import { productPath } from '@rules/paths.ts';
import { checkPromoCode, type PromoCheck } from '../../domain/checkout/promo.ts';
import { quoteCart, type CartLineInput, type Quote, type QuoteLine, type QuotePart } from '../../domain/checkout/quote.ts';
import { placeOrder, type PlacedOrder } from '../../domain/checkout/place-order.ts';
import { paymentMethodLabel } from '@rules/payment.ts';
import { convert } from '../../domain/money/currency.ts';
import { DEPRECATED_INT_ID, databaseIdOf } from '../object-ids.ts';

export const PaymentMethodEnum = builder.enumType('PaymentMethod', {
  description: 'How a shopper pays for an order.',
  values: {
    CASH_ON_DELIVERY: { description: 'Cash on Delivery (shown as "Cash on Arrival").' },
    BANK_TRANSFER: { description: 'Bank transfer to the company account.' },
  } as const,
});

const CartLineInputRef = builder.inputType('CartLineInput', {
  description: 'One cart entry: a product (`product`, its global ID), how many, and what the client showed for it.',
  fields: (t) => ({
    product: t.globalID({ required: false, description: 'The product\'s global ID (Product.id). Required unless the deprecated `productId` is sent.' }),
    productId: t.int({ required: false, description: 'The product\'s databaseId.', deprecationReason: DEPRECATED_INT_ID('product') }),
    quantity: t.int({ required: true, description: '1 to 15; properties 1.' }),
    currency: t.field({ type: CurrencyCodeEnum, required: false, description: 'The currency the entry was shown in (default: the order currency).' }),
    promoCode: t.string({ required: false, description: 'A promo code applied to this home product.' }),
    bookingDate: t.field({ type: 'Date', required: false, description: 'Viewing date of a property (today or later).' }),
    viewingAt: t.field({ type: 'DateTime', required: false, description: 'A property viewing\'s time: one of the free slots of `viewingSlots` (its date then follows). Without it the viewing is a request for `bookingDate`.' }),
    unitPrice: t.field({ type: 'Decimal', required: false, description: 'The unit price the client showed, in `currency`. Checked by placeOrder; ignored by quoteCart.' }),
  }),
});

type GlobalId = { typename: string; id: string };
type CartLineArg = { product?: GlobalId | null; productId?: number | null; quantity: number; currency?: CartLineInput['currency']; promoCode?: string | null; bookingDate?: Date | null; viewingAt?: Date | null; unitPrice?: string | null };

const toCartLine = (line: CartLineArg, index: number) => ({
  productId: databaseIdOf('Product', { globalId: line.product, intId: line.productId }, { globalId: `items[${index}].product`, intId: `items[${index}].productId` }),
  quantity: line.quantity,
  currency: line.currency ?? null,
  promoCode: line.promoCode ?? null,
  bookingDate: line.bookingDate ? line.bookingDate.toISOString().slice(0, 10) : null,
  viewingAt: line.viewingAt ? line.viewingAt.toISOString() : null,
  unitPrice: line.unitPrice ?? null,
});

const QuoteCartInput = builder.inputType('QuoteCartInput', {
  fields: (t) => ({
    items: t.field({ description: "The cart's lines, as the browser holds them.", type: [CartLineInputRef], required: true }),
    currency: t.field({ type: CurrencyCodeEnum, required: false, description: 'Order currency; default: the one every line shares, else USD.' }),
  }),
});

const CartQuoteLine = builder.objectRef<{ quote: Quote; line: QuoteLine }>('CartQuoteLine').implement({
  description: 'One line of a priced cart: the product as it is now and what the line costs.',
  fields: (t) => ({
    productId: t.int({ description: "The product's databaseId.", resolve: ({ line }) => line.product.id }),
    name: t.string({ description: "The product's name in the language asked for.", resolve: ({ line }) => line.product.name }),
    slug: t.string({ description: "The product's slug, as in its storefront URL.", resolve: ({ line }) => line.product.slug }),
    path: t.string({ description: 'Storefront path of the product page.', resolve: ({ line }) => productPath(line.product) }),
    catalogue: t.field({ description: "The line's catalogue: a property viewing (REAL_ESTATE) or a home product.", type: CatalogueEnum, resolve: ({ line }) => line.product.catalogue }),
    featureImage: t.field({ description: "The product's main image.", type: Image, resolve: ({ line }) => line.product.featureImage }),
    storeId: t.string({ description: "The store id of the product's vendor.", resolve: ({ line }) => line.product.vendor.storeId }),
    storeName: t.string({ description: "The name of the product's vendor.", resolve: ({ line }) => line.product.vendor.storeName }),
    quantity: t.int({ description: 'How many units.', resolve: ({ line }) => line.quantity }),
    bookingDate: t.field({ description: 'The viewing date asked for (properties only); null for a product.', type: 'Date', nullable: true, resolve: ({ line }) => line.bookingDate }),
    promoCode: t.string({ description: 'The promo code applied to this line, as entered; null when none applies.', nullable: true, resolve: ({ line }) => line.promo?.code ?? null }),
    promoPercent: t.int({ description: "The promo code's discount in percent (1-100); null when none applies.", nullable: true, resolve: ({ line }) => line.promo?.percent ?? null }),
    listPrice: t.field({ type: Money, description: 'The list price in the order currency (struck through when the unit price is lower).', resolve: ({ quote, line }) => new MoneyAnswer(convert(line.product.price, quote.currency), quote.currency) }),
    unitPrice: t.field({ type: Money, description: 'One unit after discount and promo, in the order currency. For a viewing: the property\'s price, for information only.', resolve: ({ quote, line }) => new MoneyAnswer(line.unitPrice, quote.currency) }),
    lineTotal: t.field({ type: Money, description: 'What the line adds to the total: 0 for a viewing (an appointment, no payment due).', resolve: ({ quote, line }) => new MoneyAnswer(line.lineTotal, quote.currency) }),
    isViewing: t.boolean({ description: 'A property viewing: an appointment on `bookingDate`, nothing payable.', resolve: ({ line }) => line.isViewing }),
    informationalPrice: t.field({ type: Money, nullable: true, description: 'A viewing\'s property price, shown for information (never charged); null for goods.', resolve: ({ quote, line }) => (line.isViewing ? new MoneyAnswer(line.unitPrice, quote.currency) : null) }),
  }),
});

const CartQuotePart = builder.objectRef<{ quote: Quote; part: QuotePart }>('CartQuotePart').implement({
  description: 'The lines one vendor fulfils.',
  fields: (t) => ({
    storeId: t.string({ description: "The store's id.", resolve: ({ part }) => part.vendor.storeId }),
    storeName: t.string({ description: "The store's name.", resolve: ({ part }) => part.vendor.storeName }),
    brandType: t.field({ description: 'What the store sells (its brand type).', type: BrandTypeEnum, resolve: ({ part }) => part.vendor.brandType }),
    total: t.field({ description: "What this store's lines cost together, discounts applied.", type: Money, resolve: ({ quote, part }) => new MoneyAnswer(part.total, quote.currency) }),
  }),
});

const CartQuote = builder.objectRef<Quote>('CartQuote').implement({
  description: 'A cart priced by the server from the database, in one currency.',
  fields: (t) => ({
    currency: t.field({ description: 'The currency every amount of this quote is in.', type: CurrencyCodeEnum, resolve: (q) => q.currency.code }),
    lines: t.field({ description: "The cart's lines as the server priced them, in the order sent.", type: [CartQuoteLine], resolve: (quote) => quote.lines.map((line) => ({ quote, line })) }),
    parts: t.field({ description: 'The lines grouped by the store that fulfils them, each with its total.', type: [CartQuotePart], resolve: (quote) => quote.parts.map((part) => ({ quote, part })) }),
    total: t.field({ type: Money, description: 'What is payable: the goods (viewings add nothing).', resolve: (q) => new MoneyAnswer(q.total, q.currency) }),
    goodsTotal: t.field({ type: Money, description: 'The goods\' total (the same as `total`; named for the checkout\'s "Goods total" line).', resolve: (q) => new MoneyAnswer(q.total, q.currency) }),
    hasViewings: t.boolean({ description: 'True when at least one line books a property viewing.', resolve: (q) => q.viewingCount > 0 }),
    viewingCount: t.int({ description: 'How many lines book a property viewing.', resolve: (q) => q.viewingCount }),
    paymentRequired: t.boolean({ description: 'False for viewings only: no payment method is needed.', resolve: (q) => q.paymentRequired }),
    addressRequired: t.boolean({ description: 'False for viewings only: nothing is shipped, so the client\'s name and phone are enough (no address).', resolve: (q) => q.shipsGoods }),
  }),
});

const ValidatePromoCodeInput = builder.inputType('ValidatePromoCodeInput', {
  fields: (t) => ({
    code: t.string({ description: 'The promo code as the shopper typed it (case does not matter).', required: true }),
    product: t.globalID({ required: false, description: 'The product\'s global ID (Product.id). Required unless the deprecated `productId` is sent.' }),
    productId: t.int({ required: false, description: 'The product\'s databaseId.', deprecationReason: DEPRECATED_INT_ID('product') }),
    currency: t.field({ type: CurrencyCodeEnum, required: false, description: 'Currency of the prices in the answer (default USD).' }),
  }),
});

const PromoCodeCheck = builder.objectRef<PromoCheck>('PromoCodeCheck').implement({
  description: 'Whether a promo code can be applied to a product now; `message` says why not.',
  fields: (t) => ({
    success: t.exposeBoolean('success', { description: 'True when the code can be applied to the product now.' }),
    message: t.exposeString('message', { description: 'What the result means, in words to show the shopper.' }),
    code: t.string({ description: 'The code checked, as stored (upper case); null when it does not exist.', nullable: true, resolve: (c) => c.promoCode }),
    discountPercentage: t.int({ description: 'The discount in percent when it applies; null when not.', nullable: true, resolve: (c) => c.discountPercentage }),
    price: t.field({ type: Money, nullable: true, description: 'One unit before the promo.', resolve: (c) => (c.price ? new MoneyAnswer(c.price, c.currency) : null) }),
    discountedPrice: t.field({ type: Money, nullable: true, description: 'One unit after the promo.', resolve: (c) => (c.discountedPrice ? new MoneyAnswer(c.discountedPrice, c.currency) : null) }),
  }),
});

builder.queryFields((t) => ({
  quoteCart: t.field({
    type: CartQuote,
    description: 'Prices a cart on the server (the checkout summary); a line that cannot be ordered answers a ValidationError naming it.',
    errors: { types: [ValidationError], directResult: true, union: { name: 'QuoteCartResult' } },
    args: { input: t.arg({ type: QuoteCartInput, required: true }) },
    resolve: (_root, { input }, ctx) => quoteCart(ctx, { items: input.items.map(toCartLine), currency: input.currency ?? null }),
  }),
  validatePromoCode: t.field({
    type: PromoCodeCheck,
    description: 'The promo-code box: may this code be applied to this product now?',
    errors: { types: [ValidationError, NotFoundError, RateLimitedError], directResult: true, union: { name: 'ValidatePromoCodeResult' } },
    args: { input: t.arg({ type: ValidatePromoCodeInput, required: true }) },
    resolve: (_root, { input }, ctx) => checkPromoCode(ctx, { code: input.code, productId: databaseIdOf('Product', { globalId: input.product, intId: input.productId }, { globalId: 'product', intId: 'productId' }), currency: input.currency ?? null }),
  }),
}));

const ClientDetailsInput = builder.inputType('ClientDetailsInput', {
  description: 'Shipping details. Required: name, phone, address, city, country.',
  fields: (t) => ({
    name: t.string({ description: "The shopper's full name (required).", required: false }),
    email: t.string({ description: 'Where the order mails go; with the order id, the shopper tracks the order with it. A malformed email is refused.', required: false }),
    phone: t.string({ description: 'A phone number the store can call (required).', required: false }),
    address: t.string({ description: 'Street address (required when the order ships goods).', required: false }),
    city: t.string({ description: 'City (required when the order ships goods).', required: false }),
    state: t.string({ description: 'State or county (optional; asked only when the order ships goods).', required: false }),
    country: t.string({ description: 'Country (required when the order ships goods).', required: false }),
    postalCode: t.string({ description: 'Postal code (optional; asked only when the order ships goods).', required: false }),
  }),
});

const PlaceOrderInput = builder.inputType('PlaceOrderInput', {
  fields: (t) => ({
    client: t.field({ description: 'Who the shopper is and where the order goes.', type: ClientDetailsInput, required: true }),
    items: t.field({ type: [CartLineInputRef], required: true, description: 'Each with the unitPrice the client showed.' }),
    currency: t.field({ type: CurrencyCodeEnum, required: false, description: 'Order currency; default: the one every line shares, else USD.' }),
    totalCost: t.field({ type: 'Decimal', required: true, description: 'The total the client showed, in the order currency: must equal the server\'s.' }),
    paymentMethod: t.field({ type: PaymentMethodEnum, required: false, description: 'Required when something is payable; ignored for viewings only (`CartQuote.paymentRequired`).' }),
    idempotencyKey: t.string({ required: false, description: 'A random key per checkout; a repeated submit answers the same order. Also read from the Idempotency-Key header.' }),
  }),
});

const PlacedOrderRef = builder.objectRef<PlacedOrder>('PlacedOrder').implement({
  fields: (t) => ({
    orderId: t.exposeString('orderId', { description: 'The id the shopper keeps for tracking, e.g. ORD-7K3M9Q2X.' }),
    total: t.field({ description: 'What the whole order costs, in the currency paid in.', type: Money, resolve: (o) => new MoneyAnswer(o.total, o.currency) }),
    paymentMethod: t.field({ type: PaymentMethodEnum, nullable: true, description: 'Null when nothing is payable (an order of viewings only).', resolve: (o) => o.paymentMethod }),
    paymentMethodLabel: t.string({ description: 'As shown to shoppers ("Cash on Arrival", "Bank Transfer", "No payment due").', resolve: (o) => paymentMethodLabel(o.paymentMethod) }),
    replayed: t.exposeBoolean('replayed', { description: 'True when an earlier submit with the same idempotency key had placed it.' }),
  }),
});

builder.mutationFields((t) => ({
  placeOrder: t.field({
    type: PlacedOrderRef,
    description: 'Guest checkout. The server prices every line; a unit price or total that differs from its quote is a ConflictError with the current amount, a line asking for more units than are left an OutOfStockError naming it, and nothing is written.',
    errors: { types: [ValidationError, ConflictError, OutOfStockError, NotFoundError, RateLimitedError], directResult: true },
    args: { input: t.arg({ type: PlaceOrderInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      placeOrder(ctx, {
        client: input.client,
        items: input.items.map(toCartLine),
        currency: input.currency ?? null,
        totalCost: input.totalCost,
        paymentMethod: input.paymentMethod ?? null,
        idempotencyKey: input.idempotencyKey ?? ctx.request.headers.get('idempotency-key'),
      }),
  }),
}));
