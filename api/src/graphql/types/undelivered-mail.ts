// Mail the job queue gave up on, for the admin (issue 21): read it and send it again.
import { builder } from '../builder.ts';
import { listUndeliveredMails, retryUndeliveredMail, type UndeliveredMail } from '../../domain/mail/undelivered.ts';

const UndeliveredMailRef = builder.objectRef<UndeliveredMail>('UndeliveredMail').implement({
  description: 'A mail whose every delivery try failed; it waits for the admin to send it again.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Pass to retryUndeliveredMail.' }),
    to: t.exposeString('to', { description: 'The address it was for.' }),
    subject: t.exposeString('subject', { description: "The mail's subject." }),
    attempts: t.exposeInt('attempts', { description: 'Delivery tries so far.' }),
    error: t.exposeString('error', { nullable: true, description: "The mail server's last answer." }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the mail was written.' }),
    failedAt: t.expose('failedAt', { type: 'DateTime', description: 'When the last try failed.' }),
  }),
});

builder.queryFields((t) => ({
  undeliveredMails: t.field({
    type: [UndeliveredMailRef],
    description: 'Mail the queue gave up on after its retries, newest first. Admin only.',
    args: { first: t.arg.int({ required: false, description: 'At most this many (default 100, up to 500).' }) },
    resolve: (_root, args, ctx) => listUndeliveredMails(ctx, args.first ?? 100),
  }),
}));

const RetryUndeliveredMailSuccess = builder.objectRef<{ id: string }>('RetryUndeliveredMailSuccess').implement({
  fields: (t) => ({ id: t.exposeID('id', { description: 'The id the mail had in the undelivered list.' }) }),
});

const RetryUndeliveredMailInput = builder.inputType('RetryUndeliveredMailInput', {
  fields: (t) => ({ id: t.id({ required: true, description: 'An UndeliveredMail id.' }) }),
});

builder.mutationFields((t) => ({
  retryUndeliveredMail: t.field({
    type: RetryUndeliveredMailSuccess,
    description: 'Queues an undelivered mail for delivery again (with a fresh set of retries). Admin only.',
    errors: { directResult: true },
    args: { input: t.arg({ type: RetryUndeliveredMailInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await retryUndeliveredMail(ctx, String(input.id));
      return { id: String(input.id) };
    },
  }),
}));
