/**
 * The disabling rule (docs/decisions/webhook-disabling.md): when a delivery has failed its last
 * scheduled try and the endpoint has had no successful delivery for `disableAfterDays` (every try
 * since failed), the endpoint is switched off and its owner mailed, in one transaction: it happens
 * once, and the mail goes through the mail queue like every other mail.
 */
import type { DomainServices } from '../context.ts';
import { composeMail } from '../mail/compose.ts';
import type { TryOutcome } from './send.ts';

type Services = Pick<DomainServices, 'db' | 'config' | 'mail'>;

const DAY_MS = 86_400_000;

/** What the last try met, in words for the owner. */
const lastFailure = (outcome: TryOutcome) => (outcome.statusCode !== null ? `it answered HTTP ${outcome.statusCode}` : (outcome.error ?? 'no answer'));

export async function disableIfFailingTooLong(services: Services, endpointId: number, outcome: TryOutcome, now = new Date()): Promise<boolean> {
  const { disableAfterDays } = services.config.webhooks;
  const cutoff = new Date(now.getTime() - disableAfterDays * DAY_MS);
  return services.db.$transaction(async (tx) => {
    const reason = `Switched off on ${now.toISOString().slice(0, 10)}: every delivery failed for ${disableAfterDays} days (last: ${lastFailure(outcome)}).`;
    const { count } = await tx.webhookEndpoint.updateMany({ where: { id: endpointId, enabled: true, failingSince: { lte: cutoff } }, data: { enabled: false, disabledReason: reason } });
    if (!count) return false;
    const endpoint = await tx.webhookEndpoint.findUniqueOrThrow({ where: { id: endpointId }, select: { url: true, vendor: { select: { email: true, storeName: true } } } });
    // A store's endpoint: its store; the marketplace's: every admin account.
    const owners = endpoint.vendor ? [endpoint.vendor.email] : (await tx.vendor.findMany({ where: { isAdmin: true }, select: { email: true } })).map((admin) => admin.email);
    const subject = 'A webhook endpoint was switched off after repeated failures';
    const body = composeMail({
      heading: subject,
      paragraphs: [
        `We could not deliver webhooks to ${endpoint.url} for ${disableAfterDays} days, so we have stopped sending to it (${lastFailure(outcome)}).`,
        'Fix the receiver, then enable the endpoint again on the Webhooks page; you can send the missed events again from its delivery log.',
      ],
      action: { label: 'Open Webhooks', url: `${services.config.publicUrl}/vendor-dashboard/webhooks` },
    });
    for (const to of owners) await services.mail.queue(tx, { to, subject, ...body });
    return true;
  });
}
