import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { useCartItemSource_product$key } from '../../__generated__/useCartItemSource_product.graphql.ts';
import buttons from '../../components/Button.module.css';
import { addCartItem, readCart, writeCart } from '../../lib/cart.ts';
import { buildCartItem } from '../../lib/cart-item.ts';
import { percentOff } from '../../lib/price.ts';
import { useCartItemSource } from './useCartItemSource.ts';
import { StockNote } from '../../components/StockNote.tsx';
import { QuantityInput } from './QuantityInput.tsx';
import { PromoCodeBox, type AppliedPromo } from './PromoCodeBox.tsx';
import type { ProductPriceState } from './useProductPrice.ts';
import styles from './AddToCartPanel.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages as detailMessages } from '../../lib/i18n/compiled/en/detail.ts';
import { messages as purchaseMessages } from '../../lib/i18n/compiled/en/purchase.ts';

export interface AddToCartPanelProps {
  product: useCartItemSource_product$key;
  price: ProductPriceState;
  promo: AppliedPromo | null;
  onPromoChange: (promo: AppliedPromo | null) => void;
  /** False for a listing that cannot be ordered (hidden by its vendor). */
  available?: boolean;
}

/** Promo-code box, quantity (1..15) and Add To Cart, which keeps the documented cart item in the browser. */
export function AddToCartPanel({ product, price, promo, onPromoChange, available = true }: AddToCartPanelProps) {
  const source = useCartItemSource(product);
  const t = useT(detailMessages);
  const tPurchase = useT(purchaseMessages);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function addToCart() {
    const shown = (price.discountedPrice ?? price.price).amount;
    // The unit price the shopper sees: after the promo when one is applied (the server checks it).
    const amount = promo ? percentOff(shown, promo.percent) : shown;
    const item = buildCartItem(source, { currency: price.currency, amount }, Math.min(quantity, source.stock ?? quantity));
    if (!item) {
      setProblem(tPurchase('purchase.invalidPrice'));
      return;
    }
    setProblem(null);
    writeCart(addCartItem(readCart(), { ...item, appliedPromoCode: promo?.code ?? null }));
    setAdded(quantity);
  }

  if (!available) {
    return <p className={styles.unavailable}>{t('detail.unavailable')}</p>;
  }
  // Untracked stock sells without limit; a tracked one caps the quantity at what is left.
  const left = source.stock ?? Number.POSITIVE_INFINITY;
  const soldOut = left <= 0;

  return (
    <div className={styles.panel}>
      <PromoCodeBox productId={source.databaseId} currency={price.currency} applied={promo} onChange={onPromoChange} />
      <div className={styles.buyRow}>
        <QuantityInput value={Math.min(quantity, Math.max(1, left))} onChange={setQuantity} max={left} />
        <button type="button" className={`${buttons.primary} ${styles.add}`} onClick={addToCart} disabled={price.isPending || soldOut}>
          {t('detail.addToCart')}
        </button>
      </div>
      <StockNote stock={source.stock} lowStockThreshold={source.lowStockThreshold} />
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <p role="status" className={styles.status}>
        {added !== null && (
          <>
            {t('detail.added', { count: added })} <Link to="/cart">{t('detail.viewCart')}</Link>
          </>
        )}
      </p>
    </div>
  );
}
