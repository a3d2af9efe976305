/**
 * The viewing times of a checkout (issue 37 part 3): a property line may name a time (`viewingAt`,
 * an instant); it must then be one of its store's free-looking slots (viewings/slots.ts), and the
 * booking holds it in the order's transaction, where the unique index refuses a slot taken
 * meanwhile. A line with a date only stays a date-only request, as the spec's payload sends it
 * (docs/decisions/viewing-slots.md).
 */
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { ValidationError } from '../errors.ts';
import { parseDateOnly } from '../promo/rules.ts';
import { chosenSlot, type ChosenSlot } from '../viewings/slots.ts';
import { holdViewingSlot } from '../viewings/bookings.ts';
import { viewingInstant } from '../viewings/viewing-steps.ts';

const fieldOf = (index: number) => `items.${index}.viewingAt`;

/** What this module reads of a quote's line (quote.ts's QuoteLine, named here so the two do not import each other). */
interface ViewingLine {
  index: number;
  isViewing: boolean;
  product: { id: number; vendor: { id: number } };
  bookingDate: Date | null;
  viewingSlot?: ChosenSlot;
}

/** Gives each timed property line its slot, and its booking date the slot's local date. */
export async function chooseViewingSlots(ctx: Context, items: ReadonlyArray<{ viewingAt?: string | null }>, lines: ViewingLine[], now: Date): Promise<void> {
  for (const line of lines) {
    const text = items[line.index]?.viewingAt;
    if (!text) continue;
    if (!line.isViewing) throw new ValidationError('A viewing time is only given for a property', fieldOf(line.index));
    const slot = await chosenSlot(ctx.db, line.product.vendor.id, viewingInstant(text, fieldOf(line.index)), now, fieldOf(line.index));
    line.viewingSlot = slot;
    line.bookingDate = parseDateOnly(slot.day);
  }
}

/** The part's appointment: the earliest slot its lines hold, in its store's zone (null: date only). */
export function partViewingTime(lines: ReadonlyArray<Pick<ViewingLine, 'viewingSlot'>>): { viewingAt: Date | null; viewingTimeZone: string | null } {
  const slots = lines.flatMap((line) => (line.viewingSlot ? [line.viewingSlot] : [])).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return { viewingAt: slots[0]?.startsAt ?? null, viewingTimeZone: slots[0]?.timeZone ?? null };
}

/** In the order's transaction: each timed line holds its slot, or the whole order is refused. */
export async function holdOrderSlots(tx: Prisma.TransactionClient, orderId: number, lines: ViewingLine[]): Promise<void> {
  const timed = lines.filter((line): line is ViewingLine & { viewingSlot: ChosenSlot } => Boolean(line.viewingSlot));
  if (!timed.length) return;
  const parts = await tx.orderPart.findMany({ where: { orderId }, select: { id: true, vendorId: true } });
  for (const line of timed) {
    const part = parts.find((p) => p.vendorId === line.product.vendor.id);
    if (part) await holdViewingSlot(tx, part.id, [line.product.id], line.viewingSlot, fieldOf(line.index));
  }
}
