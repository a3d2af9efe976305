// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, RecordSource, Store, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import CartPage from './CartPage.tsx';
import type { CartItem } from '../../../lib/cart.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const item = (over: Partial<CartItem>): CartItem => ({
  id: 1, slug: 'oak-chair', productName: 'Oak Chair', featureImage: 'oak.webp', productPrice: 300, discountedPrice: null,
  convertedPrice: 990.9, quantity: 2, store_id: 'casa', selected_currency: 'AED', appliedPromoCode: 'WELCOME10', mainCategory: 'Home Products', ...over,
});

let container: HTMLDivElement;
let root: Root;
/** The GraphQL server the cart's quote asks; by default it has not answered yet (the saved prices show). */
let server: ReturnType<typeof vi.fn<(request: RequestParameters, variables: Variables) => Promise<GraphQLResponse>>>;

async function render() {
  const environment = new Environment({ network: Network.create((request, variables) => server(request, variables)), store: new Store(new RecordSource()) });
  await act(async () => {
    root.render(
      <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter>
          <CartPage />
        </MemoryRouter>
      </RelayEnvironmentProvider>,
    );
  });
}

const click = (element: Element | null | undefined) => act(async () => (element as HTMLElement).click());
const stored = () => JSON.parse(localStorage.getItem('cart') ?? '[]') as CartItem[];
const total = () => container.querySelector('[data-testid="cart-total"]')?.textContent;

beforeEach(() => {
  server = vi.fn(() => new Promise<GraphQLResponse>(() => {}));
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  localStorage.clear();
});

describe('/cart', () => {
  it('shows the empty state', async () => {
    await render();
    expect(container.textContent).toContain('Your cart is empty');
    expect(container.querySelector('a')?.textContent).toBe('Continue Shopping');
  });

  it('lists items, changes quantities (never below 1), removes items and keeps the total in the shared currency', async () => {
    const longName = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    localStorage.setItem('cart', JSON.stringify([item({}), item({ id: 2, slug: 'villa', productName: longName, convertedPrice: 367000, quantity: 1, appliedPromoCode: null, bookingDate: '2026-12-01', mainCategory: 'Real Estate' })]));
    await render();
    // The viewing shows the property's price for information and adds nothing payable.
    expect(total()).toBe('د.إ1,981.80');
    expect(container.textContent).toContain('Property price د.إ367,000.00');
    expect(container.querySelector('[data-testid="cart-viewings"]')?.textContent).toBe('No payment due');
    expect(container.textContent).toContain('1 viewing');
    expect(container.textContent).toContain('Booking date: 2026-12-01');
    expect(container.textContent).toContain(`${longName.split(' ').slice(0, 30).join(' ')}…`);
    // The booking has no quantity steps; the home product has one stepper.
    const decrease = container.querySelector('button[aria-label="Decrease quantity"]');
    await click(decrease);
    expect(stored()[0].quantity).toBe(1);
    expect((decrease as HTMLButtonElement).disabled).toBe(true);
    await click(container.querySelector('button[aria-label="Increase quantity"]'));
    await click(container.querySelector('button[aria-label="Increase quantity"]'));
    expect(stored()[0].quantity).toBe(3);
    expect(total()).toBe('د.إ2,972.70');

    await click(container.querySelector('button[aria-label^="Remove word0"]'));
    expect(stored().map((i) => i.id)).toEqual([1]);
    expect(total()).toBe('د.إ2,972.70');
    expect(container.querySelector('[data-testid="cart-viewings"]')).toBeNull();
    expect(container.querySelector('a[href="/checkout"]')?.textContent).toBe('Proceed to Checkout');
  });

  it('asks no payment for a cart of viewings only', async () => {
    localStorage.setItem('cart', JSON.stringify([item({ id: 2, convertedPrice: 367000, quantity: 1, bookingDate: '2026-12-01', mainCategory: 'Real Estate' })]));
    await render();
    expect(total()).toBeUndefined();
    expect(container.querySelector('[data-testid="cart-viewings"]')?.textContent).toBe('No payment due');
  });

  it('shows a plain total when currencies differ', async () => {
    localStorage.setItem('cart', JSON.stringify([item({ quantity: 1 }), item({ id: 2, selected_currency: 'USD', convertedPrice: 10, quantity: 1 })]));
    await render();
    expect(total()).toBe('1,000.90');
    expect(container.textContent).toContain('the checkout prices the whole order in USD');
  });

  it('shows the server\'s quote once it comes, says which price changed and saves it', async () => {
    localStorage.setItem('cart', JSON.stringify([item({ appliedPromoCode: null })]));
    const money = (amount: string) => ({ amount, currency: 'AED' });
    server.mockResolvedValue({
      data: {
        quoteCart: {
          __typename: 'CartQuote', currency: 'AED', total: { amount: '2200.00', formatted: 'AED 2,200.00' }, goodsTotal: money('2200.00'),
          paymentRequired: true, addressRequired: true, viewingCount: 0,
          lines: [{ productId: 1, name: 'Oak Chair', quantity: 2, bookingDate: null, promoCode: null, promoPercent: null, unitPrice: { amount: '1100.00' }, informationalPrice: null, lineTotal: money('2200.00') }],
          parts: [{ storeId: 'casa', storeName: 'Casa', total: money('2200.00') }],
        },
      },
    });
    await render();
    expect(server).toHaveBeenCalledTimes(1);
    expect(server.mock.calls[0][1]).toEqual({ input: { items: [{ product: 'UHJvZHVjdDox', quantity: 2, currency: 'AED', promoCode: null, bookingDate: null }] } });
    expect(total()).toBe('د.إ2,200.00');
    expect(container.querySelector('[data-testid="cart-line-price"]')?.textContent).toBe('د.إ2,200.00');
    expect(container.textContent).toContain('Price changed from د.إ990.90 to د.إ1,100.00');
    expect(stored()[0].convertedPrice).toBe(1100);
    // Saving the quoted price asks nothing again: the lines the server prices did not change.
    expect(server).toHaveBeenCalledTimes(1);
  });
});
