/** What runs each queue's jobs in this app (job-queue.ts starts them). */
import type { Services } from '../services.ts';
import type { JobWorkers } from './job-queue.ts';
import { QUEUE } from './queues.ts';
import { createContext } from '../context.ts';
import { sweepSavedSearches } from '../domain/saved-searches/alerts.ts';
import { sendViewingReminders } from '../domain/orders/viewing-reminders.ts';
import { runWebhookTry, type DeliveryJob } from '../domain/webhooks/deliver.ts';
import { cancelUnpaidBankTransfers } from '../domain/money-ledger/bank-transfer-expiry.ts';

/** A context of no request's own, for work the queue runs (it acts as an anonymous visitor would). */
const jobContext = (services: Services, job: string) => createContext(services, new Request(new URL(`/jobs/${job}`, services.config.publicUrl)), 'job');

export function jobWorkers(services: Services): JobWorkers {
  const { jobs } = services.config;
  return {
    [QUEUE.webhookDelivery]: {
      run: (job: DeliveryJob) => runWebhookTry(services, job),
      // A receiver's failure is no thrown error (it is logged and scheduled by the domain): these
      // retries are for the database being away mid-try.
      retries: 3,
      retryDelaySeconds: 30,
      // Tries wait on other servers: several at once per process, each bounded by the timeout.
      concurrency: 10,
    },
    [QUEUE.sendMail]: {
      run: ({ outboxMailId }: { outboxMailId: number }) => services.mail.deliverQueued(outboxMailId),
      retries: jobs.mailRetries,
      retryDelaySeconds: jobs.mailRetryDelaySeconds,
      // Mails go out 20 at a time per process over a pool of SMTP connections (adapters/mail.ts):
      // a burst of order mails drains at the SMTP server's pace, not one round trip at a time.
      concurrency: 20,
    },
    [QUEUE.savedSearchAlerts]: {
      run: async () => {
        const { searches, mailed } = await sweepSavedSearches(jobContext(services, QUEUE.savedSearchAlerts));
        services.log.info(`saved-search alerts: ${mailed} mails for ${searches} searches`);
      },
      // A failed sweep is safe to run again: searches already mailed moved their watermark.
      retries: 3,
      retryDelaySeconds: 300,
    },
    [QUEUE.viewingReminders]: {
      run: async () => {
        const queued = await sendViewingReminders(jobContext(services, QUEUE.viewingReminders));
        if (queued) services.log.info(`viewing reminders: ${queued} queued`);
      },
      // Safe to run again: a part takes its reminder's date in the same transaction as the mail.
      retries: 3,
      retryDelaySeconds: 300,
    },
    [QUEUE.bankTransferExpiry]: {
      run: async () => {
        const cancelled = await cancelUnpaidBankTransfers(jobContext(services, QUEUE.bankTransferExpiry));
        if (cancelled) services.log.info(`bank transfers: ${cancelled} unpaid parts cancelled`);
      },
      // Safe to run again: a cancelled part is no longer waiting.
      retries: 3,
      retryDelaySeconds: 300,
    },
  };
}
