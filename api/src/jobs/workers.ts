/** What runs each queue's jobs in this app (job-queue.ts starts them). */
import type { Services } from '../services.ts';
import type { JobWorkers } from './job-queue.ts';
import { QUEUE } from './queues.ts';

export function jobWorkers(services: Services): JobWorkers {
  const { jobs } = services.config;
  return {
    [QUEUE.sendMail]: {
      run: ({ outboxMailId }: { outboxMailId: number }) => services.mail.deliverQueued(outboxMailId),
      retries: jobs.mailRetries,
      retryDelaySeconds: jobs.mailRetryDelaySeconds,
    },
  };
}
