import { useId, useState, type FormEvent } from 'react';
import buttons from '../../components/Button.module.css';
import styles from '../../components/orders/OrderTracking.module.css';
import { usePageForm } from '../../components/context/page-form.tsx';
import { PAGE_FORM_PATHS } from '@rules/index.ts';
import { useT } from '../../components/context/locale.tsx';
import { useRefusalText } from '../../hooks/useRefusalText.ts';
import { messages as trackingMessages } from '../../lib/i18n/compiled/en/tracking.ts';

export interface TrackOrderLookup {
  orderId: string;
  email: string;
}

/**
 * The order id and the email used at checkout; both are required, the id is read in capitals.
 * Posted before the script has run, the server looks the order up and answers with its signed
 * link, or this form again with what was typed and why not (http/page-forms.ts).
 */
export function TrackOrderForm({ initialOrderId = '', busy, onLookup }: { initialOrderId?: string; busy: boolean; onLookup: (lookup: TrackOrderLookup) => void }) {
  const id = useId();
  const t = useT(trackingMessages);
  const refusal = useRefusalText();
  const answered = usePageForm('track-order');
  const [orderId, setOrderId] = useState(answered?.values.order ?? initialOrderId);
  const [email, setEmail] = useState(answered?.values.email ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    const lookup = { orderId: orderId.trim().toUpperCase(), email: email.trim() };
    if (lookup.orderId && lookup.email) onLookup(lookup);
  }

  return (
    <form method="post" action={PAGE_FORM_PATHS['track-order']} className={styles.form} onSubmit={submit} aria-label={t('tracking.form')}>
      {answered?.message && (
        <p role="alert" className={styles.notFound}>
          {refusal(answered.message.text, { fallback: 'refusals.trackingNotFound', unknown: 'refusals.trackingNotFound' })}
        </p>
      )}
      <label htmlFor={`${id}-order`}>{t('tracking.orderId')}</label>
      <input id={`${id}-order`} name="order" required autoComplete="off" placeholder="ORD-XXXXXXXX" dir="ltr" value={orderId} onChange={(event) => setOrderId(event.target.value)} />
      <label htmlFor={`${id}-email`}>{t('tracking.email')}</label>
      <input id={`${id}-email`} name="email" type="email" dir="ltr" required autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <button type="submit" className={buttons.primary} disabled={busy} aria-busy={busy}>
        {busy ? t('tracking.submitting') : t('tracking.submit')}
      </button>
    </form>
  );
}
