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
import { useT } from '../../../components/context/locale.tsx';
import { useLtrRun } from '../../../hooks/useLtrRun.ts';
import { useRefusalText } from '../../../hooks/useRefusalText.ts';
import type { Translate } from '../../../lib/i18n/translator.ts';
import { messages as cartMessages } from '../../../lib/i18n/compiled/en/cart.ts';
import { messages as purchaseMessages } from '../../../lib/i18n/compiled/en/purchase.ts';
import { zoneCity } from '../../../lib/viewing-zone.ts';
import styles from './CartPage.module.css';

type CartT = Translate<keyof typeof cartMessages>;

/** A cart is the browser's own: kept out of search results. */
const cartMeta = (t: CartT) => ({ description: t('cart.description'), noindex: true });

/** /cart: the items kept in the browser; quantities and removals are saved at once (docs/spec/storefront.md §4). */
export default function CartPage() {
  const t = useT(cartMessages);
  return (
    <BrowserOnly
      fallback={
        <PageShell heading={t('cart.heading')} meta={cartMeta(t)}>
          <LoadingText>{t('cart.loading')}</LoadingText>
        </PageShell>
      }
    >
      <CartContents />
    </BrowserOnly>
  );
}

function CartContents() {
  const t = useT(cartMessages);
  const ltr = useLtrRun();
  const refusal = useRefusalText();
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
      <PageShell heading={t('cart.heading')} meta={cartMeta(t)}>
        <div className={styles.empty}>
          <p className={styles.emptyText}>{t('cart.empty')}</p>
          <Link to="/" className={buttons.primary}>
            {t('cart.continueShopping')}
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
    <PageShell heading={t('cart.heading')} meta={cartMeta(t)}>
      <ul className={styles.items} aria-label={t('cart.items')} aria-busy={checking}>
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
            <span>{t('cart.goodsTotal')}</span>{' '}
            <strong data-testid="cart-total" className={checking ? styles.checking : undefined}>
              {ltr(quote ? formatMoney(quote.goodsTotal) : total.currency ? formatWithSymbol(total.amount, total.currency) : formatPrice(total.amount))}
            </strong>
          </p>
        )}
        {viewings > 0 && (
          <p className={styles.total}>
            <span>{t('cart.viewings', { count: viewings })}</span>{' '}
            <strong data-testid="cart-viewings">{t('cart.noPaymentDue')}</strong>
          </p>
        )}
        {hasGoods && !quote && !total.currency && <p className={styles.muted}>{t('cart.mixedCurrencies')}</p>}
        {priced.status === 'unpriced' && priced.message && <p className={styles.muted}>{refusal(priced.message, { fallback: 'refusals.cartUnpriced', unknown: 'refusals.cartUnpriced' })}</p>}
        <Link to="/checkout" className={buttons.primary}>
          {t('cart.proceed')}
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
  const t = useT(cartMessages);
  const tPurchase = useT(purchaseMessages);
  const ltr = useLtrRun();
  const name = truncateWords(item.productName, CART_NAME_WORDS).text;
  const quantity = itemQuantity(item);
  const savedPrice = ltr(formatWithSymbol(linePrice(item), item.selected_currency || 'USD'));
  const checkingClass = checking ? ` ${styles.checking}` : '';
  return (
    <li className={styles.item}>
      <FallbackImage src={cartImageSrc(item.featureImage)} fallbackSrc={fallbackImage} alt="" width={96} height={72} className={styles.image} />
      <div className={styles.details}>
        <Link to={productPath(item)} className={styles.name} data-content>
          {name}
        </Link>
        {item.bookingDate && <p className={styles.muted}>{t('cart.bookingDate', { date: ltr(item.bookingDate) })}</p>}
        {item.bookingDate && item.viewingTime && item.viewingTimeZone && (
          <p className={styles.muted}>{t('cart.viewingTime', { time: ltr(item.viewingTime), city: zoneCity(item.viewingTimeZone) })}</p>
        )}
        {item.appliedPromoCode && <p className={styles.muted}>{t('cart.promoCode', { code: ltr(item.appliedPromoCode) })}</p>}
        {change && (
          <p className={styles.priceChanged} role="status">
            {t('cart.priceChanged', { from: ltr(formatWithSymbol(change.from, change.currency)), to: ltr(formatWithSymbol(change.to, change.currency)) })}
          </p>
        )}
      </div>
      {isBooking(item) ? (
        // A viewing is booked once: one entry per property, no quantity steps.
        <p className={styles.muted}>{t('cart.viewings', { count: 1 })}</p>
      ) : (
        <div className={styles.stepper} role="group" aria-label={t('cart.quantityOf', { name })}>
          <button type="button" className={styles.step} aria-label={tPurchase('purchase.decrease')} disabled={quantity <= 1} onClick={() => onQuantity(quantity - 1)}>
            −
          </button>
          <output className={styles.quantity} aria-live="polite">
            {quantity}
          </output>
          <button type="button" className={styles.step} aria-label={tPurchase('purchase.increase')} disabled={quantity >= 15} onClick={() => onQuantity(quantity + 1)}>
            +
          </button>
        </div>
      )}
      {isBooking(item) ? (
        // The property's price, for information: a viewing is an appointment, nothing is payable.
        <p className={styles.price + checkingClass}>
          <span className={styles.muted}>{t('cart.propertyPrice', { price: quoted?.informationalPrice ? ltr(formatMoney(quoted.informationalPrice)) : savedPrice })}</span>
          <strong className={styles.noPayment}>{t('cart.noPaymentDue')}</strong>
        </p>
      ) : (
        <p className={styles.price + checkingClass} data-testid="cart-line-price">
          {quoted ? ltr(formatMoney(quoted.lineTotal)) : savedPrice}
        </p>
      )}
      <button type="button" className={styles.remove} aria-label={t('cart.remove', { name })} onClick={onRemove}>
        ×
      </button>
    </li>
  );
}
