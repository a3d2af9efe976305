/**
 * Every queue the app uses, made with the migrations (installJobSchema), so a job can be enqueued
 * from the first request on: pg-boss drops a job whose queue does not exist.
 */
export const QUEUE = {
  /** One mail of the outbox to deliver: { outboxMailId }. */
  sendMail: 'send-mail',
  /** Mails whose last try failed; nobody works this queue: the admin reads and retries it. */
  mailUndelivered: 'mail-undelivered',
  /** Hourly: reminders for the viewings of the next day. */
  viewingReminders: 'viewing-reminders',
  /** Daily: new matches of confirmed saved searches, and price drops of favourites. */
  savedSearchAlerts: 'saved-search-alerts',
  /** One try of one webhook delivery: { deliveryId }; the next try is a new job (domain/webhooks/deliver.ts). */
  webhookDelivery: 'webhook-delivery',
  /** Hourly: bank-transfer parts whose money did not arrive in time are cancelled. */
  bankTransferExpiry: 'bank-transfer-expiry',
} as const;

export type QueueName = (typeof QUEUE)[keyof typeof QUEUE];

export interface QueueSpec {
  name: QueueName;
  /** Where a job goes after its last failed try. */
  deadLetter?: QueueName;
  /** A cron line, in UTC: the queue gets one job at each match. */
  schedule?: string;
  /**
   * How long a job may stay active. A worker that dies mid-job leaves it active: once this has
   * passed, the queue's maintenance (every MAINTENANCE_SECONDS) fails it and it is tried again.
   * pg-boss's default is 15 minutes; each queue's is what its work needs, with room to spare.
   * The mail queue's is a setting (MAIL_JOB_EXPIRY_SECONDS): `expirySecondsOf` gives the one in force.
   */
  expireInSeconds: number;
}

/** The mail job's expiry unless MAIL_JOB_EXPIRY_SECONDS sets another (config.ts). */
export const MAIL_JOB_EXPIRY_SECONDS = 30;

/** How often a job-running process looks for expired jobs (pg-boss's maintenance; one process does it at a time), unless JOB_MAINTENANCE_SECONDS sets another. */
export const MAINTENANCE_SECONDS = 15;

/** Dead-letter queues first: a queue names its dead letters by a foreign key. */
export const QUEUES: readonly QueueSpec[] = [
  // Never worked (the admin reads it): the expiry is pg-boss's own.
  { name: QUEUE.mailUndelivered, expireInSeconds: 15 * 60 },
  // One SMTP conversation, cut off well before this (adapters/mail.ts's socket timeouts): a dead
  // worker's mail is tried again within about a minute (30 s + maintenance + the retry delay).
  { name: QUEUE.sendMail, deadLetter: QUEUE.mailUndelivered, expireInSeconds: MAIL_JOB_EXPIRY_SECONDS },
  // Queues the next day's reminders (one transaction each): minutes at most.
  { name: QUEUE.viewingReminders, schedule: '5 * * * *', expireInSeconds: 5 * 60 },
  // Matches every confirmed search once: the longest job; a retry resumes (watermarks moved).
  { name: QUEUE.savedSearchAlerts, schedule: '0 7 * * *', expireInSeconds: 20 * 60 },
  // One HTTP POST, cut off by the webhook timeout (at most 60 s): a dead worker's try goes again soon.
  { name: QUEUE.webhookDelivery, expireInSeconds: 90 },
  // One transition per overdue part: minutes at most.
  { name: QUEUE.bankTransferExpiry, schedule: '20 * * * *', expireInSeconds: 10 * 60 },
];

/** A queue's expiry under the settings in force: the mail queue's is configurable (config.ts), the others' are the table's. */
export function expirySecondsOf(queue: QueueSpec, settings: { mailJobExpirySeconds: number }): number {
  return queue.name === QUEUE.sendMail ? settings.mailJobExpirySeconds : queue.expireInSeconds;
}
