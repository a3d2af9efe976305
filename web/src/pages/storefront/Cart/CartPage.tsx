import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageShell } from '../../../components/PageShell.tsx';
import { BrowserOnly } from '../../../components/BrowserOnly.tsx';
import { LoadingText } from '../../../components/StatusText.tsx';
import { FallbackImage } from '../../../components/FallbackImage.tsx';
import buttons from '../../../components/Button.module.css';
import { cartTotal, isBooking, itemQuantity, linePrice, removeCartItem, repriceCart, setItemQuantity, viewingCount, type CartItem, type PriceChange } from '../../../lib/cart.ts';
import { cartLines } from '../../../lib/checkout.ts';
import { formatMoney, formatPrice, formatWithSymbol } from '../../../lib/price.ts';
import { productPath } from '../../../lib/links.ts';
import { CART_NAME_WORDS, truncateWords } from '../../../lib/words.ts';
import { useCart } from '../../../features/cart/useCart.ts';
import { cartImageSrc, fallbackImage } from '../../../features/cart/cartImage.ts';
import { useCartQuote, type CartQuote } from '../../../features/checkout/useCartQuote.ts';
import styles from './CartPage.module.css';

/** A cart is the browser's own: kept out of search results. */
const CART_META = { description: 'Your cart: the homes and home products you have chosen.', noindex: true };

/** /cart: the items kept in the browser; quantities and removals are saved at once (docs/spec/storefront.md §4). */
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
  // The saved prices paint first; the server's quote (the checkout's) replaces them when it comes.
  const priced = useCartQuote(cartLines(items));
  const quote = priced.status === 'quoted' ? priced.quote : null;
  const [changes, setChanges] = useState<Record<number, PriceChange>>({});
  useEffect(() => {
    if (!quote) return;
    const repriced = repriceCart(items, quote);
    if (!repriced.changes.length) return;
    // Saved at once: the badge, the checkout and a later visit start from the quoted price.
    setChanges((shown) => ({ ...shown, ...Object.fromEntries(repriced.changes.map((change) => [change.id, change])) }));
    save(repriced.items);
  }, [quote, items, save]);
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
  const viewings = quote ? quote.viewingCount : viewingCount(items);
  const hasGoods = viewings < items.length;
  const checking = priced.status === 'checking';
  return (
    <PageShell heading="Cart" meta={CART_META}>
      <ul className={styles.items} aria-label="Cart items" aria-busy={checking}>
        {items.map((item, index) => (
          <CartRow
            key={`${item.id}-${item.bookingDate ?? ''}`}
            item={item}
            quoted={quote?.lines[index] ?? null}
            checking={checking}
            change={changes[item.id] ?? null}
            onQuantity={(quantity) => save(setItemQuantity(items, index, quantity))}
            onRemove={() => save(removeCartItem(items, index))}
          />
        ))}
      </ul>
      <div className={styles.summary}>
        {hasGoods && (
          <p className={styles.total}>
            <span>Goods total</span>{' '}
            <strong data-testid="cart-total" className={checking ? styles.checking : undefined}>
              {quote ? formatMoney(quote.goodsTotal) : total.currency ? formatWithSymbol(total.amount, total.currency) : formatPrice(total.amount)}
            </strong>
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
        {hasGoods && !quote && !total.currency && <p className={styles.muted}>Your items are shown in different currencies: the checkout prices the whole order in USD.</p>}
        {priced.status === 'unpriced' && priced.message && <p className={styles.muted}>{priced.message}</p>}
        <Link to="/checkout" className={buttons.primary}>
          Proceed to Checkout
        </Link>
      </div>
    </PageShell>
  );
}

type QuotedLine = CartQuote['lines'][number];

/**
 * One cart line: its price from the server's quote once it has come (the saved one, marked as
 * being checked, until then), and a note when the quote changed the price saved with the item.
 */
function CartRow({
  item,
  quoted,
  checking,
  change,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  quoted: QuotedLine | null;
  checking: boolean;
  change: PriceChange | null;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const name = truncateWords(item.productName, CART_NAME_WORDS).text;
  const quantity = itemQuantity(item);
  const savedPrice = formatWithSymbol(linePrice(item), item.selected_currency || 'USD');
  const checkingClass = checking ? ` ${styles.checking}` : '';
  return (
    <li className={styles.item}>
      <FallbackImage src={cartImageSrc(item.featureImage)} fallbackSrc={fallbackImage} alt="" width={96} height={72} className={styles.image} />
      <div className={styles.details}>
        <Link to={productPath(item)} className={styles.name}>
          {name}
        </Link>
        {item.bookingDate && <p className={styles.muted}>Booking date: {item.bookingDate}</p>}
        {item.appliedPromoCode && <p className={styles.muted}>Promo code: {item.appliedPromoCode}</p>}
        {change && (
          <p className={styles.priceChanged} role="status">
            Price changed from {formatWithSymbol(change.from, change.currency)} to {formatWithSymbol(change.to, change.currency)}
          </p>
        )}
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
        <p className={styles.price + checkingClass}>
          <span className={styles.muted}>Property price {quoted?.informationalPrice ? formatMoney(quoted.informationalPrice) : savedPrice}</span>
          <strong className={styles.noPayment}>No payment due</strong>
        </p>
      ) : (
        <p className={styles.price + checkingClass} data-testid="cart-line-price">
          {quoted ? formatMoney(quoted.lineTotal) : savedPrice}
        </p>
      )}
      <button type="button" className={styles.remove} aria-label={`Remove ${name} from the cart`} onClick={onRemove}>
        ×
      </button>
    </li>
  );
}
