// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ReviewStars, starFills } from './ReviewStars.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
});

async function render(average: number | null, count: number) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => root!.render(<ReviewStars average={average} count={count} />));
  return container;
}

describe('ReviewStars', () => {
  it('fills stars to the nearest half of the average', () => {
    expect(starFills(3.5)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFills(4.74)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(4.76)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(0.2)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(null)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
  });

  it('shows a 3.5 average from 20 ratings as three and a half stars, with the count beside them', async () => {
    const container = await render(3.5, 20);
    const fills = [...container.querySelectorAll('[data-fill]')].map((star) => star.getAttribute('data-fill'));
    expect(fills).toEqual(['1', '1', '1', '0.5', '0']);
    expect(container.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Rated 3.5 out of 5 from 20 reviews');
    expect(container.textContent).toContain('(20 reviews)');
  });

  it('shows no filled star without ratings', async () => {
    const container = await render(null, 0);
    expect([...container.querySelectorAll('[data-fill]')].every((star) => star.getAttribute('data-fill') === '0')).toBe(true);
    expect(container.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('No ratings yet, 0 reviews');
  });
});
