// The order mails a test caused, read from the outbox (the mails are written there in the same
// transaction as what caused them, before any delivery).
import type { Db } from '../../src/db/database.ts';

/**
 * A reader of the outbox as it grows: each call answers the mails written since the previous
 * call, oldest first (the first call answers every mail so far: call it once to start clean).
 */
export function outboxReader() {
  let seen = 0;
  return async (db: Db) => {
    const mails = await db.outboxMail.findMany({ where: { id: { gt: seen } }, orderBy: { id: 'asc' } });
    if (mails.length) seen = mails[mails.length - 1].id;
    return mails;
  };
}
