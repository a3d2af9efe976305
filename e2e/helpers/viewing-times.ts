// Free viewing times read and booked over REST (issue 37 part 3), for the browser tests that pick
// one in the Book Now dialog: the same server truth the dialog shows.
import type { Locator } from 'playwright-core';

export interface FreeSlot {
  starts_at: string;
  time: string;
}

/** The first date, `fromDays` days ahead or later, on which the property has at least `count` free times. */
export async function dayWithFreeTimes(baseUrl: string, productId: number, count: number, fromDays = 1): Promise<{ date: string; slots: FreeSlot[] }> {
  for (let days = fromDays; days < fromDays + 14; days++) {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const day = (await (await fetch(`${baseUrl}/api/viewing-slots/${productId}?date=${date}`)).json()) as { slots: FreeSlot[] };
    if (day.slots.length >= count) return { date, slots: day.slots };
  }
  throw new Error(`product ${productId} has no day with ${count} free viewing times in two weeks`);
}

/** Another shopper books `slot` of the property (a viewing-only guest order over REST), so it is no longer free. */
export async function bookOverRest(baseUrl: string, productId: number, date: string, slot: FreeSlot): Promise<void> {
  const response = await fetch(`${baseUrl}/api/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      clientDetails: { name: 'Omar Early', email: 'omar.early@example.com', phone: '+971 50 111 2233' },
      cartItems: [{ id: productId, quantity: 1, selected_currency: 'USD', bookingDate: date, viewingAt: slot.starts_at }],
      totalCost: 0,
    }),
  });
  if (response.status !== 201) throw new Error(`booking ${slot.starts_at} failed: ${response.status} ${await response.text()}`);
}

/**
 * Chooses a viewing in the open Book Now dialog as a shopper would: where the store has viewing
 * hours, the first day with a free time and that time; otherwise tomorrow's date alone. The date
 * field is found by its label in the page's language (English unless told).
 */
export async function chooseViewing(dialog: Locator, baseUrl: string, productId: number, dateLabel = 'Booking date'): Promise<string> {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const day = (await (await fetch(`${baseUrl}/api/viewing-slots/${productId}?date=${tomorrow}`)).json()) as { timed: boolean };
  if (!day.timed) {
    await dialog.getByLabel(dateLabel).fill(tomorrow);
    return tomorrow;
  }
  const { date, slots } = await dayWithFreeTimes(baseUrl, productId, 1);
  await dialog.getByLabel(dateLabel).fill(date);
  await dialog.getByRole('radio', { name: slots[0].time }).check();
  return date;
}
