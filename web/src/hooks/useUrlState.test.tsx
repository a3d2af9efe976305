// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from './useDebouncedValue.ts';
import { useUrlParam, useUrlSearch, type UrlSearch } from './useUrlState.ts';
import { advance } from './renderHook.test-helper.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Filter = 'ALL' | 'OPEN';
const parse = (value: string | null): Filter => (value === 'OPEN' ? 'OPEN' : 'ALL');

/** A list page on a memory router: the hooks' answers and the router (its URL, navigate). */
async function renderAt(url: string) {
  let search: UrlSearch | undefined;
  let filter: [Filter, (value: Filter) => void] | undefined;
  function Page() {
    search = useUrlSearch();
    filter = useUrlParam<Filter>('status', parse, 'ALL');
    return null;
  }
  const router = createMemoryRouter([{ path: '/list', element: <Page /> }], { initialEntries: [url] });
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<RouterProvider router={router} />));
  const urlParams = () => new URLSearchParams(router.state.location.search);
  return { search: () => search!, filter: () => filter!, router, urlParams, unmount: () => act(async () => root.unmount()) };
}

describe('useUrlSearch and useUrlParam', () => {
  it('start from the URL', async () => {
    const page = await renderAt('/list?q=twin%20towers&status=OPEN');
    expect(page.search().text).toBe('twin towers');
    expect(page.search().search).toBe('twin towers');
    expect(page.filter()[0]).toBe('OPEN');
    await page.unmount();
  });

  it('write a settled search to the URL (not each keystroke), and a filter at once, keeping each other', async () => {
    const page = await renderAt('/list');
    await act(async () => page.search().setText('so'));
    await act(async () => page.filter()[1]('OPEN'));
    expect(page.urlParams().get('status')).toBe('OPEN');
    await act(async () => page.search().setText('sofa '));
    await advance(SEARCH_DEBOUNCE_MS - 1);
    expect(page.urlParams().has('q')).toBe(false);
    await advance(1);
    expect(page.urlParams().get('q')).toBe('sofa');
    expect(page.urlParams().get('status')).toBe('OPEN');
    expect(page.search().search).toBe('sofa');
    // The default removes the parameter; an empty search too.
    await act(async () => page.filter()[1]('ALL'));
    await act(async () => page.search().clear());
    await advance(SEARCH_DEBOUNCE_MS);
    expect(page.router.state.location.search).toBe('');
    await page.unmount();
  });

  it('follow the URL when it changes under the page (Back, a link to the same list)', async () => {
    const page = await renderAt('/list?q=lamp');
    await act(async () => page.router.navigate('/list'));
    expect(page.search().text).toBe('');
    expect(page.search().search).toBe('');
    await act(async () => page.router.navigate(-1));
    expect(page.search().text).toBe('lamp');
    expect(page.search().search).toBe('lamp');
    await page.unmount();
  });
});
