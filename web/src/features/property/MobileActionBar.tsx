import buttons from '../../components/Button.module.css';
import styles from './MobileActionBar.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages as propertyMessages } from '../../lib/i18n/compiled/en/property.ts';

export interface MobileActionBarProps {
  /** The price as shown on the page, e.g. "AED 1,234.50" (the page's selected currency). */
  price: string;
  /** "/month" or "/year" for a rent (rules/listing.ts rentSuffix), else empty. */
  suffix: string;
  busy?: boolean;
  onBook: () => void;
  /**
   * What the last booking did, shown just above the bar: on a phone the page's own message (under
   * the aside's Book Now) is screens away. A visual copy only (aria-hidden): the page's message is
   * the one announced.
   */
  notice?: { ok: boolean; text: string } | null;
}

/**
 * On a phone (≤ 768 px) the price and Book Now stay at the bottom of the screen: otherwise Book
 * Now sits below the gallery, the description and the amenities. Fixed, so it moves
 * nothing; while it is on the page the body keeps room for it after the footer (the CSS module).
 * Hidden on wider screens by CSS alone, so the server's HTML is already right for either.
 */
export function MobileActionBar({ price, suffix, busy = false, onBook, notice }: MobileActionBarProps) {
  const t = useT(propertyMessages);
  return (
    <div className={styles.bar} role="region" aria-label={t('property.priceAndBooking')} data-testid="mobile-action-bar">
      {notice && (
        <p className={notice.ok ? styles.notice : `${styles.notice} ${styles.problem}`} aria-hidden="true" data-testid="mobile-booking-notice">
          {notice.text}
        </p>
      )}
      <p className={styles.price} aria-busy={busy}>
        <span className={styles.amount}>{price}</span>
        {suffix && <span className={styles.suffix}>{suffix}</span>}
      </p>
      <button type="button" className={`${buttons.primary} ${styles.book}`} onClick={onBook}>
        {t('property.bookNow')}
      </button>
    </div>
  );
}
