import { callLink, whatsAppLink, type LeadTapKindName } from '@rules/leads.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/leads.ts';
import styles from './EnquiryForm.module.css';

/**
 * Counts a tap as a lead event: a request the browser keeps sending while the page is left
 * (keepalive), never awaited, so the link opens at once whatever the network does.
 */
function countTap(productId: number, kind: LeadTapKindName) {
  try {
    void fetch('/api/lead-taps', { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ productId, kind }) }).catch(() => undefined);
  } catch {
    // A browser without fetch still follows the link.
  }
}

/** WhatsApp (with a message naming the listing and its address) and a call link, each counted when tapped. */
export function QuickContactLinks({ productId, phone, listingName, listingUrl }: { productId: number; phone: string; listingName: string; listingUrl: string }) {
  const t = useT(messages);
  const whatsApp = whatsAppLink(phone, t('leads.whatsAppText', { listing: listingName, url: listingUrl }));
  const call = callLink(phone);
  if (!whatsApp && !call) return null;
  return (
    <div className={styles.quick}>
      <p className={styles.quickTitle}>{t('leads.quickContact')}</p>
      <div className={styles.quickLinks}>
        {whatsApp && (
          <a className={styles.whatsApp} href={whatsApp} target="_blank" rel="noopener noreferrer" onClick={() => countTap(productId, 'WHATSAPP')} data-lead-tap="WHATSAPP">
            {t('leads.whatsApp')}
          </a>
        )}
        {call && (
          <a className={styles.call} href={call} onClick={() => countTap(productId, 'CALL')} data-lead-tap="CALL">
            {t('leads.call')}
          </a>
        )}
      </div>
    </div>
  );
}
