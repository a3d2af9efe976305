// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RelayEnvironmentProvider, loadQuery } from 'react-relay';
import { Environment, Network, RecordSource, Store, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import query, { type ApiKeysPageQuery } from '../../../__generated__/ApiKeysPageQuery.graphql.ts';
import { ApiKeysView } from './ApiKeysPage.tsx';
import { waitForDialog } from '../../../../test/dialog.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SECRET = 'mk_Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg';
const key = (over: Record<string, unknown>) => ({
  id: 'QXBpS2V5OjE=', name: 'Old partner', prefix: 'mk_oldoldol', scopes: ['CATALOGUE_READ'], storeId: null, requestsPerMinute: 600,
  createdAt: '2026-11-01T10:00:00.000Z', lastUsedAt: null, active: true, ...over,
});
const created = key({ id: 'QXBpS2V5OjI=', name: 'Acme orders', prefix: SECRET.slice(0, 11), scopes: ['STORE_ORDERS_READ'], storeId: 'skyline-estates', requestsPerMinute: 120 });

let container: HTMLDivElement;
let root: Root;
/** The GraphQL server as the page's Relay environment reaches it: answers by operation name. */
let server: ReturnType<typeof vi.fn<(request: RequestParameters, variables: Variables) => Promise<GraphQLResponse>>>;
const writeText = vi.fn(async (_text: string) => {});

beforeEach(async () => {
  server = vi.fn(async (request: RequestParameters, variables: Variables): Promise<GraphQLResponse> => {
    if (request.name === 'ApiKeysPageQuery') return { data: { apiKeys: [key({})] } };
    if (request.name === 'useCreateApiKeyMutation') return { data: { createApiKey: { __typename: 'CreateApiKeySuccess', secret: SECRET, apiKey: created } } };
    if (request.name === 'useRevokeApiKeyMutation') return { data: { revokeApiKey: { __typename: 'RevokeApiKeySuccess', apiKey: key({ id: variables.input.id, active: false }) } } };
    throw new Error(`unexpected ${request.name}`);
  });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const environment = new Environment({ network: Network.create((request, variables) => server(request, variables)), store: new Store(new RecordSource()) });
  const queryRef = loadQuery<ApiKeysPageQuery>(environment, query, {});
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => {
    root.render(
      <RelayEnvironmentProvider environment={environment}>
        <ApiKeysView queryRef={queryRef} isAdmin />
      </RelayEnvironmentProvider>,
    );
  });
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  document.body.innerHTML = '';
  writeText.mockClear();
});

async function type(el: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const click = (element: Element | null | undefined) => act(async () => (element as HTMLElement).click());
const button = (text: string) => [...document.body.querySelectorAll('button')].find((b) => b.textContent === text);
const input = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const scope = (value: string) => container.querySelector<HTMLInputElement>(`input[name="scopes"][value="${value}"]`)!;
const rows = () => [...container.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
const sent = (name: string) => server.mock.calls.filter(([request]) => request.name === name);

describe('/vendor-dashboard/api-keys', () => {
  it('lists the keys by their prefix, scopes and status', () => {
    expect(rows()).toEqual([['Old partner', 'mk_oldoldol…', 'Catalogue read', '—', '600', 'Nov 1, 2026', 'Never', 'Active', 'Revoke']]);
  });

  it('checks the form first: a store scope needs its store, and nothing is sent', async () => {
    await type(input('name'), 'Acme orders');
    await click(scope('CATALOGUE_READ'));
    await click(scope('STORE_ORDERS_READ'));
    await click(button('Create API key'));
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('A store scope needs the store whose data the key reads.');
    expect(sent('useCreateApiKeyMutation')).toHaveLength(0);
  });

  it('creates a key and shows its secret once, with a copy button, until dismissed', async () => {
    await type(input('name'), 'Acme orders');
    await click(scope('CATALOGUE_READ'));
    await click(scope('STORE_ORDERS_READ'));
    await type(input('storeId'), 'skyline-estates');
    await type(input('requestsPerMinute'), '120');
    await click(button('Create API key'));

    expect(sent('useCreateApiKeyMutation').map(([, variables]) => variables)).toEqual([
      { input: { name: 'Acme orders', scopes: ['STORE_ORDERS_READ'], storeId: 'skyline-estates', requestsPerMinute: 120 } },
    ]);
    const panel = container.querySelector('section[aria-label="New API key"]')!;
    expect(panel.textContent).toContain('Copy the key now: you will not see it again.');
    expect(panel.querySelector('code')?.textContent).toBe(SECRET);
    // The new key is first in the list, by its prefix only.
    expect(rows()[0].slice(0, 5)).toEqual(['Acme orders', `${SECRET.slice(0, 11)}…`, "One store's orders (read)", 'skyline-estates', '120']);
    expect(container.querySelector('table')?.textContent).not.toContain(SECRET);
    // The form is empty again.
    expect(input('name').value).toBe('');

    await click(button('Copy key'));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(button('Copied')).toBeDefined();

    await click(button('Done, I have copied it'));
    expect(container.textContent).not.toContain(SECRET);
  });

  it('revokes a key after a confirmation', async () => {
    await click(button('Revoke'));
    const dialog = await waitForDialog();
    expect(dialog.textContent).toContain('Revoke "Old partner" (mk_oldoldol…)?');
    expect(sent('useRevokeApiKeyMutation')).toHaveLength(0);
    await click([...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Revoke'));
    expect(sent('useRevokeApiKeyMutation').map(([, variables]) => variables)).toEqual([{ input: { id: 'QXBpS2V5OjE=' } }]);
    expect(rows()[0]).toEqual(['Old partner', 'mk_oldoldol…', 'Catalogue read', '—', '600', 'Nov 1, 2026', 'Never', 'Revoked', '']);
    expect(document.body.querySelector('[role="dialog"], [role="alertdialog"]')).toBeNull();
  });
});
