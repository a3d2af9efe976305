/** What runs each queue's jobs in this app (job-queue.ts starts them). */
import type { Services } from '../services.ts';
import type { JobWorkers } from './job-queue.ts';
import { QUEUE } from './queues.ts';
import { createContext } from '../context.ts';
import { sweepSavedSearches } from '../domain/saved-searches/alerts.ts';

export function jobWorkers(services: Services): JobWorkers {
  const { jobs } = services.config;
  return {
    [QUEUE.sendMail]: {
      run: ({ outboxMailId }: { outboxMailId: number }) => services.mail.deliverQueued(outboxMailId),
      retries: jobs.mailRetries,
      retryDelaySeconds: jobs.mailRetryDelaySeconds,
    },
    [QUEUE.savedSearchAlerts]: {
      // The sweep reads listings as an anonymous visitor would (a context of no request's own).
      run: async () => {
        const ctx = createContext(services, new Request(new URL('/jobs/saved-search-alerts', services.config.publicUrl)), 'job');
        const { searches, mailed } = await sweepSavedSearches(ctx);
        services.log.info(`saved-search alerts: ${mailed} mails for ${searches} searches`);
      },
      // A failed sweep is safe to run again: searches already mailed moved their watermark.
      retries: 3,
      retryDelaySeconds: 300,
    },
  };
}
