import { SecretShownOnce } from '../../components/SecretShownOnce.tsx';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardWebhooks.ts';
import { textAround } from '../../lib/i18n/around.ts';

/** A new signing secret, shown once (the server never lists it), until the owner says it is kept. */
export function NewSecret({ secret, onClose, onError }: { secret: string; onClose: () => void; onError: (message: string | null) => void }) {
  const t = useT(messages);
  const [before, after] = textAround((mark) => t('dashboardWebhooks.secretShownOnce', { header: mark }));
  return (
    <SecretShownOnce label={t('dashboardWebhooks.signingSecret')} secret={secret} testId="webhook-secret" copyLabel={t('dashboardWebhooks.copySecret')} doneLabel={t('dashboardWebhooks.keptIt')} onClose={onClose} onError={onError}>
      <strong>{t('dashboardWebhooks.signingSecret')}</strong>: {before}
      <code>webhook-signature</code>
      {after}
    </SecretShownOnce>
  );
}
