// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BookNowDialog } from './BookNowDialog.tsx';
import { todayIsoDate } from '../../lib/cart-item.ts';
import { messages } from '../../lib/i18n/compiled/en/viewings.ts';
import type { ViewingTimesProps } from '../../components/viewings/ViewingTimes.tsx';
import { waitForDialog } from '../../../test/dialog.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PAST_DATE_MESSAGE = String(messages['viewings.pastDate']);

/** The day the server would answer: a store without hours, or one with a free 10:00 in Dubai. */
const store = { timed: false };

// The day's times come from the server (ViewingTimes' query; e2e/checkout.test.ts books through
// it); here only the dialog's own rules are under test, with the day stood in for.
vi.mock('../../components/viewings/ViewingTimes.tsx', () => ({
  default: function FakeDay({ onDay, onChoose }: ViewingTimesProps) {
    useEffect(() => onDay({ timed: store.timed, timeZone: store.timed ? 'Asia/Dubai' : null }), [onDay]);
    return store.timed ? (
      <button type="button" onClick={() => onChoose({ startsAt: '2030-01-07T06:00:00.000Z', time: '10:00' })}>
        10:00
      </button>
    ) : null;
  },
}));

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
});

const button = (text: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === text);

async function openDialog() {
  const onConfirm = vi.fn();
  const container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => root!.render(<BookNowDialog product="UHJvZHVjdDox" open onOpenChange={() => {}} onConfirm={onConfirm} />));
  await waitForDialog();
  const input = document.querySelector<HTMLInputElement>('input[type="date"]')!;
  return { input, confirm: button('Confirm')!, onConfirm };
}

async function typeDate(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  // The lazily loaded day answers.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

const shift = (days: number) => {
  const date = new Date(`${todayIsoDate()}T12:00:00`);
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

describe('BookNowDialog', () => {
  it('refuses a typed past date at once: a message beside the field, Confirm disabled, nothing booked', async () => {
    store.timed = false;
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

  it('books today or a later date at a store without viewing hours', async () => {
    store.timed = false;
    const { input, confirm, onConfirm } = await openDialog();
    await typeDate(input, shift(-3));
    await typeDate(input, todayIsoDate());
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(document.body.textContent).not.toContain(PAST_DATE_MESSAGE);
    await act(async () => confirm.click());
    expect(onConfirm).toHaveBeenCalledWith({ date: todayIsoDate(), viewingAt: null, time: null, timeZone: null });
  });

  it('at a store with viewing hours, waits for a free time and books it', async () => {
    store.timed = true;
    const { input, confirm, onConfirm } = await openDialog();
    await typeDate(input, shift(1));
    expect(confirm.disabled).toBe(true);
    await act(async () => button('10:00')!.click());
    expect(confirm.disabled).toBe(false);
    await act(async () => confirm.click());
    expect(onConfirm).toHaveBeenCalledWith({ date: shift(1), viewingAt: '2030-01-07T06:00:00.000Z', time: '10:00', timeZone: 'Asia/Dubai' });
  });
});
