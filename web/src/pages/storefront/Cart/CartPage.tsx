import { Link } from 'react-router-dom';
import { PageShell } from '../../../components/PageShell.tsx';
import { BrowserOnly } from '../../../components/BrowserOnly.tsx';
import { LoadingText } from '../../../components/StatusText.tsx';
import { FallbackImage } from '../../../components/FallbackImage.tsx';
import buttons from '../../../components/Button.module.css';
import { cartTotal, isBooking, itemQuantity, linePrice, removeCartItem, setItemQuantity, viewingCount, type CartItem } from '../../../lib/cart.ts';
import { formatPrice, formatWithSymbol } from '../../../lib/price.ts';
import { productPath } from '../../../lib/links.ts';
import { CART_NAME_WORDS, truncateWords } from '../../../lib/words.ts';
import { useCart } from '../../../features/cart/useCart.ts';
import { cartImageSrc, fallbackImage } from '../../../features/cart/cartImage.ts';
import styles from './CartPage.module.css';

/** A cart is the browser's own: kept out of search results. */
const CART_META = { description: 'Your cart: the homes and home products you have chosen.', noindex: true };

/** /cart: the items kept in the browser; quantities and removals are saved at once (spec §4). */
export default function CartPage() {
  return (
    <BrowserOnly
      fallback={
        <PageShell heading="Cart" meta={CART_META}>
          <LoadingText>Loading your cart...</LoadingText>
        </PageShell>
      }
    >
      <CartContents />
    </BrowserOnly>
  );
}

function CartContents() {
  const { items, save } = useCart();
  if (!items.length) {
    return (
      <PageShell heading="Cart" meta={CART_META}>
        <div className={styles.empty}>
          <p className={styles.emptyText}>Your cart is empty</p>
          <Link to="/" className={buttons.primary}>
            Continue Shopping
          </Link>
        </div>
      </PageShell>
    );
  }
  const total = cartTotal(items);
  const viewings = viewingCount(items);
  const hasGoods = viewings < items.length;
  return (
    <PageShell heading="Cart" meta={CART_META}>
      <ul className={styles.items} aria-label="Cart items">
        {items.map((item, index) => (
          <CartRow
            key={`${item.id}-${item.bookingDate ?? ''}`}
            item={item}
            onQuantity={(quantity) => save(setItemQuantity(items, index, quantity))}
            onRemove={() => save(removeCartItem(items, index))}
          />
        ))}
      </ul>
      <div className={styles.summary}>
        {hasGoods && (
          <p className={styles.total}>
            <span>Goods total</span>{' '}
            <strong data-testid="cart-total">{total.currency ? formatWithSymbol(total.amount, total.currency) : formatPrice(total.amount)}</strong>
          </p>
        )}
        {viewings > 0 && (
          <p className={styles.total}>
            <span>
              {viewings} {viewings === 1 ? 'viewing' : 'viewings'}
            </span>{' '}
            <strong data-testid="cart-viewings">No payment due</strong>
          </p>
        )}
        {hasGoods && !total.currency && <p className={styles.muted}>Your items are shown in different currencies: the checkout prices the whole order in USD.</p>}
        <Link to="/checkout" className={buttons.primary}>
          Proceed to Checkout
        </Link>
      </div>
    </PageShell>
  );
}

function CartRow({ item, onQuantity, onRemove }: { item: CartItem; onQuantity: (quantity: number) => void; onRemove: () => void }) {
  const name = truncateWords(item.productName, CART_NAME_WORDS).text;
  const quantity = itemQuantity(item);
  return (
    <li className={styles.item}>
      <FallbackImage src={cartImageSrc(item.featureImage)} fallbackSrc={fallbackImage} alt="" width={96} height={72} className={styles.image} />
      <div className={styles.details}>
        <Link to={productPath(item)} className={styles.name}>
          {name}
        </Link>
        {item.bookingDate && <p className={styles.muted}>Booking date: {item.bookingDate}</p>}
        {item.appliedPromoCode && <p className={styles.muted}>Promo code: {item.appliedPromoCode}</p>}
      </div>
      {isBooking(item) ? (
        // A viewing is booked once: one entry per property, no quantity steps.
        <p className={styles.muted}>1 viewing</p>
      ) : (
        <div className={styles.stepper} role="group" aria-label={`Quantity of ${name}`}>
          <button type="button" className={styles.step} aria-label="Decrease quantity" disabled={quantity <= 1} onClick={() => onQuantity(quantity - 1)}>
            −
          </button>
          <output className={styles.quantity} aria-live="polite">
            {quantity}
          </output>
          <button type="button" className={styles.step} aria-label="Increase quantity" disabled={quantity >= 15} onClick={() => onQuantity(quantity + 1)}>
            +
          </button>
        </div>
      )}
      {isBooking(item) ? (
        // The property's price, for information: a viewing is an appointment, nothing is payable.
        <p className={styles.price}>
          <span className={styles.muted}>Property price {formatWithSymbol(linePrice(item), item.selected_currency || 'USD')}</span>
          <strong className={styles.noPayment}>No payment due</strong>
        </p>
      ) : (
        <p className={styles.price}>{formatWithSymbol(linePrice(item), item.selected_currency || 'USD')}</p>
      )}
      <button type="button" className={styles.remove} aria-label={`Remove ${name} from the cart`} onClick={onRemove}>
        ×
      </button>
    </li>
  );
}
