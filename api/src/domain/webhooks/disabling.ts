/**
 * The disabling rule (docs/decisions/webhook-disabling.md): when a delivery has failed its last
 * scheduled try and the endpoint has had no successful delivery for `disableAfterDays` (every try
 * since failed), the endpoint is switched off and its owner mailed, in one transaction: it happens
 * once, and the mail goes through the mail queue like every other mail.
 */
import type { DomainServices } from '../context.ts';
import { composeMail } from '../mail/compose.ts';
import { storedLanguage } from '@rules/content-languages.ts';
import type { TryOutcome } from './send.ts';
import { DISABLING_MAIL_TEXTS, type DisablingMailTexts } from './disabling-mail-texts.ts';

type Services = Pick<DomainServices, 'db' | 'config' | 'mail'>;

const DAY_MS = 86_400_000;

/** What the last try met, in words for the owner. */
const lastFailure = (texts: DisablingMailTexts, outcome: TryOutcome) =>
  outcome.statusCode !== null ? texts.answered(outcome.statusCode) : outcome.error ? texts.failedWith(outcome.error) : texts.noAnswer;

export async function disableIfFailingTooLong(services: Services, endpointId: number, outcome: TryOutcome, now = new Date()): Promise<boolean> {
  const { disableAfterDays } = services.config.webhooks;
  const cutoff = new Date(now.getTime() - disableAfterDays * DAY_MS);
  return services.db.$transaction(async (tx) => {
    const reason = `Switched off on ${now.toISOString().slice(0, 10)}: every delivery failed for ${disableAfterDays} days (last: ${lastFailure(DISABLING_MAIL_TEXTS.en, outcome)}).`;
    const { count } = await tx.webhookEndpoint.updateMany({ where: { id: endpointId, enabled: true, failingSince: { lte: cutoff } }, data: { enabled: false, disabledReason: reason } });
    if (!count) return false;
    const endpoint = await tx.webhookEndpoint.findUniqueOrThrow({ where: { id: endpointId }, select: { url: true, vendor: { select: { email: true, language: true } } } });
    // A store's endpoint: its store; the marketplace's: every admin account. Each in its own language.
    const owners = endpoint.vendor ? [endpoint.vendor] : await tx.vendor.findMany({ where: { isAdmin: true }, select: { email: true, language: true } });
    for (const owner of owners) {
      const language = storedLanguage(owner.language);
      const texts = DISABLING_MAIL_TEXTS[language];
      const body = composeMail({
        language,
        heading: texts.subject,
        paragraphs: [texts.stopped(endpoint.url, disableAfterDays, lastFailure(texts, outcome)), texts.whatToDo],
        action: { label: texts.openWebhooks, url: `${services.config.publicUrl}/vendor-dashboard/webhooks` },
      });
      await services.mail.queue(tx, { to: owner.email, subject: texts.subject, ...body });
    }
    return true;
  });
}
