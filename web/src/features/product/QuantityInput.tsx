import { useId } from 'react';
import { clampQuantity, MAX_PRODUCT_QUANTITY, MIN_PRODUCT_QUANTITY } from '../../lib/cart.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages as purchaseMessages } from '../../lib/i18n/compiled/en/purchase.ts';
import styles from './QuantityInput.module.css';

/** Quantity box with minus/plus, clamped to 1..15, and to `max` (the units left) when lower. */
export function QuantityInput({ value, onChange, max = MAX_PRODUCT_QUANTITY }: { value: number; onChange: (value: number) => void; max?: number }) {
  const id = useId();
  const t = useT(purchaseMessages);
  const upper = Math.max(MIN_PRODUCT_QUANTITY, Math.min(MAX_PRODUCT_QUANTITY, max));
  const clamp = (next: unknown) => Math.min(upper, clampQuantity(next));
  return (
    <div className={styles.wrap}>
      <label htmlFor={id} className={styles.label}>
        {t('purchase.quantity')}
      </label>
      <div className={styles.box}>
        <button type="button" className={styles.step} aria-label={t('purchase.decrease')} disabled={value <= MIN_PRODUCT_QUANTITY} onClick={() => onChange(clamp(value - 1))}>
          −
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={MIN_PRODUCT_QUANTITY}
          max={upper}
          value={value}
          onChange={(event) => onChange(clamp(event.target.value))}
        />
        <button type="button" className={styles.step} aria-label={t('purchase.increase')} disabled={value >= upper} onClick={() => onChange(clamp(value + 1))}>
          +
        </button>
      </div>
    </div>
  );
}
