/**
 * Mail the job queue gave up on (after its last retry it sits in the `mail-undelivered` queue):
 * the admin sees each one with its last error and can send it again.
 */
import type { Context } from '../context.ts';
import { requireAdmin } from '../auth/guards.ts';
import { NotFoundError } from '../errors.ts';
import { JOB_SCHEMA } from '../../jobs/job-queue.ts';
import { QUEUE } from '../../jobs/queues.ts';

export interface UndeliveredMail {
  /** The dead-letter job's id (a UUID). */
  id: string;
  outboxMailId: number;
  to: string;
  subject: string;
  attempts: number;
  error: string | null;
  createdAt: Date;
  /** When the last try failed and the job was set aside. */
  failedAt: Date;
}

/** Newest first. Admin only. */
export async function listUndeliveredMails(ctx: Context, limit = 100): Promise<UndeliveredMail[]> {
  await requireAdmin(ctx);
  return ctx.db.$queryRawUnsafe<UndeliveredMail[]>(
    `SELECT j.id::text AS id, m.id AS "outboxMailId", m."to", m.subject, m.attempts, m.error, m.created_at AS "createdAt", j.created_on AS "failedAt"
       FROM ${JOB_SCHEMA}.job j JOIN outbox_mails m ON m.id = (j.data->>'outboxMailId')::int
      WHERE j.name = $1 AND j.state = 'created' AND m.sent_at IS NULL
      ORDER BY j.created_on DESC, j.id
      LIMIT $2`,
    QUEUE.mailUndelivered,
    Math.min(Math.max(limit, 1), 500),
  );
}

/** Takes the mail out of the undelivered list and queues it for delivery again, in one transaction. Admin only. */
export async function retryUndeliveredMail(ctx: Context, id: string): Promise<{ outboxMailId: number }> {
  await requireAdmin(ctx);
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new NotFoundError('Undelivered mail not found');
  return ctx.db.$transaction(async (tx) => {
    const [taken] = await tx.$queryRawUnsafe<Array<{ outboxMailId: number }>>(
      `DELETE FROM ${JOB_SCHEMA}.job WHERE name = $1 AND id = $2::uuid AND state = 'created' RETURNING (data->>'outboxMailId')::int AS "outboxMailId"`,
      QUEUE.mailUndelivered,
      id,
    );
    if (!taken) throw new NotFoundError('Undelivered mail not found');
    await tx.outboxMail.update({ where: { id: taken.outboxMailId }, data: { error: null } });
    await ctx.services.jobs.enqueue(tx, QUEUE.sendMail, { outboxMailId: taken.outboxMailId });
    return taken;
  });
}
