// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BookNowDialog } from './BookNowDialog.tsx';

/** Shown under the date field when a typed date is before today (detail.pastDate). */
const PAST_DATE_MESSAGE = 'Please choose today or a later date.';
import { todayIsoDate } from '../../lib/cart-item.ts';
import { waitForDialog } from '../../../test/dialog.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
});

async function openDialog() {
  const onConfirm = vi.fn();
  const container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => root!.render(<BookNowDialog open onOpenChange={() => {}} onConfirm={onConfirm} />));
  await waitForDialog();
  const input = document.querySelector<HTMLInputElement>('input[type="date"]')!;
  const confirm = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Confirm')!;
  return { input, confirm, onConfirm };
}

async function typeDate(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const shift = (days: number) => {
  const date = new Date(`${todayIsoDate()}T12:00:00`);
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

describe('BookNowDialog', () => {
  it('refuses a typed past date at once: a message beside the field, Confirm disabled, nothing booked', async () => {
    const { input, confirm, onConfirm } = await openDialog();
    expect(input.min).toBe(todayIsoDate());
    expect(confirm.disabled).toBe(true);
    await typeDate(input, shift(-1));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(PAST_DATE_MESSAGE);
    expect(confirm.disabled).toBe(true);
    await act(async () => confirm.click());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('books today or a later date', async () => {
    const { input, confirm, onConfirm } = await openDialog();
    await typeDate(input, shift(-3));
    await typeDate(input, todayIsoDate());
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(document.body.textContent).not.toContain(PAST_DATE_MESSAGE);
    await act(async () => confirm.click());
    expect(onConfirm).toHaveBeenCalledWith(todayIsoDate());
  });
});
