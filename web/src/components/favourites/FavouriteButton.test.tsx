// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { FavouriteButton } from './FavouriteButton.tsx';
import { FAVOURITES_KEY, readFavourites } from '../../lib/favourites.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const villa = { id: 'UHJvZHVjdDox', name: 'Marina Villa', path: '/products/real-estate/marina-villa' };
const hearts = () => [...document.querySelectorAll<HTMLButtonElement>('button[data-testid="favourite-button"]')];

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('FavouriteButton', () => {
  it('renders "not saved" on the server, the stored state right after hydration, without a mismatch', async () => {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify([{ ...villa, savedAt: '2026-01-01T00:00:00.000Z' }]));
    const html = renderToString(<FavouriteButton listing={villa} />);
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('Save to favourites');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <FavouriteButton listing={villa} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(hearts()[0].getAttribute('aria-pressed')).toBe('true');
    expect(hearts()[0].getAttribute('aria-label')).toBe('Remove from favourites');
  });

  it('every heart of a listing changes at once, and follows another tab', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    await act(async () => {
      root = createRoot(container);
      root.render(
        <>
          <FavouriteButton listing={villa} />
          <FavouriteButton listing={villa} variant="inline" />
        </>,
      );
    });
    expect(hearts().map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'false']);
    await act(async () => hearts()[0].click());
    expect(hearts().map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'true']);
    expect(readFavourites()).toEqual([{ ...villa, savedAt: expect.any(String) }]);

    // Another tab removes it: the storage event reaches this one.
    await act(async () => {
      localStorage.setItem(FAVOURITES_KEY, '[]');
      window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_KEY }));
    });
    expect(hearts().map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'false']);
  });

  it('a click inside a card link saves without following the link', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    let followed = 0;
    await act(async () => {
      root = createRoot(container);
      root.render(
        <div onClick={() => followed++}>
          <FavouriteButton listing={villa} />
        </div>,
      );
    });
    await act(async () => hearts()[0].click());
    expect(followed).toBe(0);
    expect(readFavourites()).toHaveLength(1);
  });
});
