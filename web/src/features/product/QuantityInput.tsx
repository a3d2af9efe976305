import { useId } from 'react';
import { clampQuantity, MAX_PRODUCT_QUANTITY, MIN_PRODUCT_QUANTITY } from '../../lib/cart.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages as purchaseMessages } from '../../lib/i18n/compiled/en/purchase.ts';
import styles from './QuantityInput.module.css';

/** Quantity box with minus/plus, clamped to 1..15. */
export function QuantityInput({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const id = useId();
  const t = useT(purchaseMessages);
  return (
    <div className={styles.wrap}>
      <label htmlFor={id} className={styles.label}>
        {t('purchase.quantity')}
      </label>
      <div className={styles.box}>
        <button type="button" className={styles.step} aria-label={t('purchase.decrease')} disabled={value <= MIN_PRODUCT_QUANTITY} onClick={() => onChange(clampQuantity(value - 1))}>
          −
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={MIN_PRODUCT_QUANTITY}
          max={MAX_PRODUCT_QUANTITY}
          value={value}
          onChange={(event) => onChange(clampQuantity(event.target.value))}
        />
        <button type="button" className={styles.step} aria-label={t('purchase.increase')} disabled={value >= MAX_PRODUCT_QUANTITY} onClick={() => onChange(clampQuantity(value + 1))}>
          +
        </button>
      </div>
    </div>
  );
}
