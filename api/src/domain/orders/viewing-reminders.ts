/**
 * The reminder the day before a viewing (issue 21), run hourly by the job queue. A viewing part
 * that is confirmed or rescheduled (a date the vendor agreed to) gets one reminder per date: the
 * part's `reminder_sent_for` takes the date in the same transaction as the queued mail, and only
 * while it still differs, so a second run, a retry or two workers at once never send it twice;
 * a reschedule to a new date earns a new reminder. A requested viewing is not reminded of: its
 * date is not agreed yet.
 */
import type { Context } from '../context.ts';
import { formatDateOnly, parseDateOnly } from '../promo/rules.ts';
import type { OrderPartStatus } from './lifecycle.ts';
import { queueViewingReminder } from './status-mail.ts';

const DAY_MS = 86_400_000;

/** The viewing date whose reminders are due at `now`: tomorrow (UTC) from the reminder hour on, else none. */
export function reminderDateAt(now: Date, reminderHourUtc: number): Date | null {
  if (now.getUTCHours() < reminderHourUtc) return null;
  return parseDateOnly(formatDateOnly(new Date(now.getTime() + DAY_MS)));
}

/** Queues every due reminder; answers how many were queued. */
export async function sendViewingReminders(ctx: Context, now = new Date()): Promise<number> {
  const date = reminderDateAt(now, ctx.services.config.jobs.viewingReminderHourUtc);
  if (!date) return 0;
  return ctx.db.$transaction(
    async (tx) => {
      const due = await tx.$queryRaw<Array<{ id: number; status: OrderPartStatus }>>`
        UPDATE order_parts SET reminder_sent_for = viewing_date
         WHERE viewing_date = ${date}::date
           AND status IN ('CONFIRMED', 'RESCHEDULED')
           AND reminder_sent_for IS DISTINCT FROM viewing_date
        RETURNING id, status::text AS status`;
      for (const part of due) await queueViewingReminder(ctx, tx, part.id, date, part.status);
      return due.length;
    },
    { maxWait: 60_000, timeout: 60_000 },
  );
}
