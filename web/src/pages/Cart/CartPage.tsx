import { Link } from 'react-router-dom';
import { PageShell } from '../../components/PageShell.tsx';
import { FallbackImage } from '../../components/FallbackImage.tsx';
import buttons from '../../components/Button.module.css';
import fallbackImage from '../../assets/image-placeholder.svg';
import { readCart, type CartItem } from '../../lib/cart.ts';
import { formatPrice, toAmount } from '../../lib/price.ts';
import { CART_NAME_WORDS, truncateWords } from '../../lib/words.ts';
import styles from './CartPage.module.css';

/** Image reference rule of spec §3: http(s) URLs as they are, anything else a file under /uploads. */
function imageSrc(reference: string): string {
  if (!reference) return fallbackImage;
  return /^https?:\/\//i.test(reference) ? reference : `/uploads/${encodeURIComponent(reference.replace(/^\/?uploads\//, ''))}`;
}

/** Spec §9: convertedPrice, else discountedPrice, else productPrice, times quantity. */
function linePrice(item: CartItem): number {
  const unit = toAmount(item.convertedPrice) ?? toAmount(item.discountedPrice) ?? toAmount(item.productPrice) ?? 0;
  return unit * (Number(item.quantity) || 1);
}

/** /cart: the items kept in the browser. Editing quantities and removing items come with the cart work. */
export default function CartPage() {
  const items = readCart();
  if (!items.length) {
    return (
      <PageShell heading="Cart">
        <div className={styles.empty}>
          <p className={styles.emptyText}>Your cart is empty</p>
          <Link to="/" className={buttons.primary}>
            Continue Shopping
          </Link>
        </div>
      </PageShell>
    );
  }
  return (
    <PageShell heading="Cart">
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={`${item.id}-${item.bookingDate ?? ''}`} className={styles.item}>
            <FallbackImage src={imageSrc(item.featureImage)} fallbackSrc={fallbackImage} alt="" width={96} height={72} className={styles.image} />
            <div className={styles.details}>
              <p className={styles.name}>{truncateWords(item.productName, CART_NAME_WORDS).text}</p>
              {item.bookingDate && <p className={styles.muted}>Booking date: {item.bookingDate}</p>}
              <p className={styles.muted}>Quantity: {item.quantity}</p>
            </div>
            <p className={styles.price}>
              {item.selected_currency} {formatPrice(linePrice(item))}
            </p>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Link to="/checkout" className={buttons.primary}>
          Proceed to Checkout
        </Link>
      </div>
    </PageShell>
  );
}
