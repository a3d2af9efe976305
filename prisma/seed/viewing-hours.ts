// Demo viewing hours (issue 37 part 3): every property store shows homes on its own clock (UAE,
// Pakistan, UK, USA), with a blocked day ahead; the demo's viewings still to come hold a slot, so
// the Book Now dialog already shows some times as taken.
import type { Prisma } from '../../api/src/generated/prisma/client.ts';
import { slotsOfDay } from '../../api/src/domain/viewings/zoned-time.ts';
import { BASE_DATE } from './plan.ts';

type Tx = Prisma.TransactionClient;

const H = (hours: number) => hours * 60;

/** Each store's zone, slot length and week: [weekdays, from, to] ranges (weekday 1 Monday … 7 Sunday). */
const DEMO_HOURS: Record<string, { timeZone: string; slotMinutes: number; week: Array<[number[], number, number]> }> = {
  // Dubai's weekend is Saturday-Sunday; viewings also on Saturday mornings.
  'skyline-estates': { timeZone: 'Asia/Dubai', slotMinutes: 60, week: [[[1, 2, 3, 4, 5], H(10), H(13)], [[1, 2, 3, 4, 5], H(15), H(19)], [[6], H(10), H(14)]] },
  'margalla-realty': { timeZone: 'Asia/Karachi', slotMinutes: 60, week: [[[1, 2, 3, 4, 6], H(11), H(17)], [[5], H(15), H(18)]] },
  'ravi-homes': { timeZone: 'Asia/Karachi', slotMinutes: 30, week: [[[1, 2, 3, 4, 5, 6], H(10), H(13)]] },
  'thames-and-co': { timeZone: 'Europe/London', slotMinutes: 30, week: [[[1, 2, 3, 4, 5], H(9) + 30, H(17) + 30], [[6], H(10), H(13)]] },
  'hudson-key-realty': { timeZone: 'America/New_York', slotMinutes: 45, week: [[[2, 3, 4, 5, 6], H(10), H(16)]] },
  'clifton-bay-properties': { timeZone: 'Asia/Karachi', slotMinutes: 60, week: [[[1, 2, 3, 4, 5, 6], H(16), H(20)]] },
};

/** Seven days after the demo's base date: a public holiday the stores closed for. */
const BLOCKED = new Date(BASE_DATE.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);

export async function insertDemoViewingHours(tx: Tx, vendorIds: Map<string, number>): Promise<number> {
  let booked = 0;
  for (const [storeId, plan] of Object.entries(DEMO_HOURS)) {
    const vendorId = vendorIds.get(storeId);
    if (!vendorId) continue;
    const hours = plan.week.flatMap(([days, startMinute, endMinute]) => days.map((weekday) => ({ weekday, startMinute, endMinute })));
    await tx.viewingSchedule.create({ data: { vendorId, timeZone: plan.timeZone, slotMinutes: plan.slotMinutes, hours: { create: hours }, blockedDays: { create: [{ day: new Date(`${BLOCKED}T00:00:00Z`) }] } } });
    booked += await bookDemoViewings(tx, vendorId, plan.timeZone, plan.slotMinutes, hours);
  }
  return booked;
}

/** The store's viewings still to come get the first slot of their day, held like a real booking. */
async function bookDemoViewings(tx: Tx, vendorId: number, timeZone: string, slotMinutes: number, hours: Array<{ weekday: number; startMinute: number; endMinute: number }>): Promise<number> {
  const parts = await tx.orderPart.findMany({
    where: { vendorId, viewingDate: { gte: BASE_DATE }, status: { in: ['REQUESTED', 'CONFIRMED', 'RESCHEDULED'] } },
    select: { id: true, viewingDate: true, items: { select: { productId: true } } },
  });
  let booked = 0;
  for (const part of parts) {
    const day = part.viewingDate!.toISOString().slice(0, 10);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
    const [slot] = slotsOfDay(day, timeZone, hours.filter((h) => h.weekday === weekday), slotMinutes);
    if (!slot || day === BLOCKED) continue;
    await tx.orderPart.update({ where: { id: part.id }, data: { viewingAt: slot.startsAt, viewingTimeZone: timeZone } });
    const productIds = part.items.flatMap((item) => (item.productId ? [item.productId] : []));
    await tx.viewingBooking.createMany({ data: productIds.map((productId) => ({ productId, partId: part.id, startsAt: slot.startsAt, endsAt: slot.endsAt })), skipDuplicates: true });
    booked++;
  }
  return booked;
}
