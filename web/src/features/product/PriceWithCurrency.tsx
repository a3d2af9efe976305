import { Select } from '../../components/ui/Select.tsx';
import { CURRENCY_CODES } from '../../lib/price.ts';
import type { CurrencyCode, ProductPriceState } from './useProductPrice.ts';
import styles from './PriceWithCurrency.module.css';

const OPTIONS = CURRENCY_CODES.map((code) => ({ value: code as CurrencyCode, label: code }));

/** "AED 1,234.50" with a currency selector; a lower discounted price shows with the normal one struck through. */
export function PriceWithCurrency({ state }: { state: ProductPriceState }) {
  const { price, discountedPrice, currency, setCurrency, isPending } = state;
  return (
    <div className={styles.row}>
      <p className={styles.price} aria-live="polite" aria-busy={isPending} data-testid="product-price">
        {discountedPrice ? (
          <>
            <span className={styles.current}>
                            {discountedPrice.formatted}
            </span>{' '}
            <s className={styles.was}>
              <span className="visually-hidden">, was </span>
              {price.formatted}
            </s>
          </>
        ) : (
          <span className={styles.current}>{price.formatted}</span>
        )}
      </p>
      <Select label="Currency" value={currency} options={OPTIONS} onValueChange={setCurrency} />
    </div>
  );
}
