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
} as const;

export type QueueName = (typeof QUEUE)[keyof typeof QUEUE];

export interface QueueSpec {
  name: QueueName;
  /** Where a job goes after its last failed try. */
  deadLetter?: QueueName;
  /** A cron line, in UTC: the queue gets one job at each match. */
  schedule?: string;
}

/** Dead-letter queues first: a queue names its dead letters by a foreign key. */
export const QUEUES: readonly QueueSpec[] = [
  { name: QUEUE.mailUndelivered },
  { name: QUEUE.sendMail, deadLetter: QUEUE.mailUndelivered },
  { name: QUEUE.viewingReminders, schedule: '5 * * * *' },
  { name: QUEUE.savedSearchAlerts, schedule: '0 7 * * *' },
];
