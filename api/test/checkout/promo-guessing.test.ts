// One promo-guess budget per address, shared by every path that evaluates a code: quoteCart (and
// so checkout), validatePromoCode and REST /validate-promo. quoteCart had no limit: 300 guesses in
// 20 requests found a live code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let homeIds: number[];
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const homes = await t.db.product.findMany({ where: { catalogue: 'HOME_PRODUCTS', status: 'ACTIVE', vendorListed: true }, select: { id: true }, orderBy: { id: 'asc' }, take: 15 });
  homeIds = homes.map((h) => h.id);
});
afterAll(() => t?.close());

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

const QUOTE = `query ($input: QuoteCartInput!) { quoteCart(input: $input) { __typename ... on CartQuote { total { amount } } ... on RateLimitedError { message retryAfterSeconds } ... on Error { message } } }`;
const VALIDATE = `query ($input: ValidatePromoCodeInput!) { validatePromoCode(input: $input) { __typename ... on PromoCodeCheck { success message } ... on Error { message } } }`;

async function graphql(query: string, variables: Record<string, unknown>, clientIp: string) {
  const res = await t.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
    clientIp,
  });
  return res.json;
}

/** A quote of `codes.length` home products, one guessed code on each. */
function quoteInput(codes: string[]) {
  return { items: codes.map((promoCode, i) => ({ productId: homeIds[i], quantity: 1, promoCode })) };
}

async function quote(codes: string[], clientIp: string) {
  return (await graphql(QUOTE, { input: quoteInput(codes) }, clientIp)).data.quoteCart;
}

const guesses = (from: number, count: number) => Array.from({ length: count }, (_, i) => `GUESS${from + i}`);

describe('promo codes cannot be guessed', () => {
  it('guesses spread over quote, validate and REST share one budget; then every code is refused, a real one too', async () => {
    const ip = freshIp();
    // 15 + 14 = 29 unknown codes through quotes: still answered.
    expect((await quote(guesses(0, 15), ip)).__typename).not.toBe('RateLimitedError');
    expect((await quote(guesses(15, 14), ip)).__typename).not.toBe('RateLimitedError');
    // The 30th, through GraphQL validate: answered (Invalid promo code).
    const thirtieth = (await graphql(VALIDATE, { input: { code: 'GUESS29', productId: homeIds[0] } }, ip)).data.validatePromoCode;
    expect(thirtieth).toMatchObject({ __typename: 'PromoCodeCheck', success: false, message: 'Invalid promo code' });

    // The budget is spent: REST validate refuses even the real code, and so do quotes and checkout.
    const rest = await t.request('/api/validate-promo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'WELCOME10', productId: homeIds[0] }),
      clientIp: ip,
    });
    expect(rest.status).toBe(429);
    expect(rest.json.message).toBe('Too many promo code attempts. Please wait a few minutes and try again.');
    expect(rest.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await quote(['WELCOME10'], ip)).__typename).toBe('RateLimitedError');
    expect((await graphql(VALIDATE, { input: { code: 'WELCOME10', productId: homeIds[0] } }, ip)).data.validatePromoCode.__typename).toBe('RateLimitedError');
    const checkout = await t.request('/api/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        clientDetails: { name: 'Aisha Khan', email: 'aisha@example.com', phone: '+971 50 123 4567', address: '12 Palm Street', city: 'Dubai', state: '', country: 'United Arab Emirates', postalCode: '' },
        cartItems: [{ id: homeIds[0], quantity: 1, selected_currency: 'USD', appliedPromoCode: 'WELCOME10' }],
        totalCost: 1,
        paymentMethod: 'Bank Transfer',
      }),
      clientIp: ip,
    });
    expect(checkout.status).toBe(429);

    // Another address is unaffected, and a cart without codes is never limited.
    expect((await graphql(VALIDATE, { input: { code: 'WELCOME10', productId: homeIds[0] } }, freshIp())).data.validatePromoCode).toMatchObject({ success: true });
    expect((await quote([''], ip)).__typename).toBe('CartQuote');
  });

  it('one request naming many codes counts each of them', async () => {
    const ip = freshIp();
    expect((await quote(guesses(100, 15), ip)).__typename).not.toBe('RateLimitedError');
    const second = await quote(guesses(115, 15), ip);
    expect(second.__typename).not.toBe('RateLimitedError'); // 30 spent exactly
    expect((await quote(guesses(130, 1), ip)).__typename).toBe('RateLimitedError');
  });

  it('a shopper using real codes is never limited', async () => {
    const ip = freshIp();
    for (let i = 0; i < 40; i++) {
      const check = (await graphql(VALIDATE, { input: { code: 'WELCOME10', productId: homeIds[i % homeIds.length] } }, ip)).data.validatePromoCode;
      expect(check.__typename).toBe('PromoCodeCheck');
    }
  });
});
