import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { useCartItemSource_product$key } from '../../__generated__/useCartItemSource_product.graphql.ts';
import buttons from '../../components/Button.module.css';
import { addCartItem, readCart, writeCart } from '../../lib/cart.ts';
import { buildCartItem } from '../../lib/cart-item.ts';
import { useCartItemSource } from './useCartItemSource.ts';
import { QuantityInput } from './QuantityInput.tsx';
import { PromoCodeBox } from './PromoCodeBox.tsx';
import type { ProductPriceState } from './useProductPrice.ts';
import styles from './AddToCartPanel.module.css';

/** Promo-code box, quantity (1..15) and Add To Cart, which keeps the documented cart item in the browser. */
export function AddToCartPanel({ product, price }: { product: useCartItemSource_product$key; price: ProductPriceState }) {
  const source = useCartItemSource(product);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState<number | null>(null);

  function addToCart() {
    const unit = price.discountedPrice ?? price.price;
    const item = buildCartItem(source, { currency: price.currency, amount: unit.amount }, quantity);
    if (!item) {
      window.alert('Invalid product price. Please contact support.');
      return;
    }
    writeCart(addCartItem(readCart(), item));
    setAdded(quantity);
  }

  return (
    <div className={styles.panel}>
      <PromoCodeBox />
      <div className={styles.buyRow}>
        <QuantityInput value={quantity} onChange={setQuantity} />
        <button type="button" className={`${buttons.primary} ${styles.add}`} onClick={addToCart} disabled={price.isPending}>
          Add To Cart
        </button>
      </div>
      <p role="status" className={styles.status}>
        {added !== null && (
          <>
            Added {added} to your cart. <Link to="/cart">View cart</Link>
          </>
        )}
      </p>
    </div>
  );
}
