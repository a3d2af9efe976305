import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { useProductPrice } from '../../../features/product/useProductPrice.ts';
import { addCartItem, readCart, writeCart } from '../../../lib/cart.ts';
import { buildCartItem, type CartItemSource } from '../../../lib/cart-item.ts';
import type { ViewingPick } from '../../../components/viewings/viewing-pick.ts';
import buttons from '../../../components/Button.module.css';
import styles from './PropertyPage.module.css';
import { useT } from '../../../components/context/locale.tsx';
import { messages as propertyMessages } from '../../../lib/i18n/compiled/en/property.ts';

/** What the last booking did, said under Book Now (not in the browser's blocking alert box). */
export type BookingNotice = { ok: boolean; text: string } | null;

/**
 * Booking a date (and a free time, where the store has hours) puts the property in the cart, at the
 * price shown (discounted when it is). The notice is said in the page's language when it is set:
 * the Book Now card and the phone's price bar both show it.
 */
export function useBookProperty(price: ReturnType<typeof useProductPrice>, source: CartItemSource) {
  const [booked, setBooked] = useState<BookingNotice>(null);
  const t = useT(propertyMessages);
  function book(pick: ViewingPick) {
    const unit = price.discountedPrice ?? price.price;
    const slot = pick.viewingAt && pick.time && pick.timeZone ? { viewingAt: pick.viewingAt, viewingTime: pick.time, viewingTimeZone: pick.timeZone } : null;
    const item = buildCartItem(source, { currency: price.currency, amount: unit.amount }, 1, pick.date, slot);
    if (!item) {
      setBooked({ ok: false, text: t('property.invalidPrice') });
      return;
    }
    writeCart(addCartItem(readCart(), item));
    setBooked({ ok: true, text: t('property.bookingAdded') });
  }
  return { booked, book };
}

/** The aside's Book Now card and what the last booking did. */
export function BookCard({ booked, onBook }: { booked: BookingNotice; onBook: () => void }) {
  const t = useT(propertyMessages);
  return (
    <div className={styles.bookCard}>
      <p className={styles.bookText}>{t('property.bookPrompt')}</p>
      <button type="button" className={`${buttons.primary} ${styles.bookButton}`} onClick={onBook}>
        {t('property.bookNow')}
      </button>
      {booked && !booked.ok && (
        <p role="alert" className={styles.bookProblem}>
          {booked.text}
        </p>
      )}
      <p role="status" className={styles.bookDone}>
        {booked?.ok && (
          <>
            {booked.text} <Link to="/cart">{t('property.viewCart')}</Link>
          </>
        )}
      </p>
    </div>
  );
}
