import { formatPrice, isDiscounted } from '../../lib/price.ts';
import styles from './PriceTag.module.css';

export interface PriceTagProps {
  amount: string | number | null | undefined;
  discountedAmount?: string | number | null;
  /** Shown before each amount, e.g. "$" or "AED ". */
  prefix: string;
  size?: 'sm' | 'lg';
}

/** The price rule of docs/spec/storefront.md §9: the discounted price when lower, the normal price struck through. */
export function PriceTag({ amount, discountedAmount, prefix, size = 'sm' }: PriceTagProps) {
  const discounted = isDiscounted(amount, discountedAmount);
  return (
    <span className={`${styles.price} ${styles[size]}`}>
      {discounted ? (
        <>
          <span className={styles.current}>
                        {prefix}
            {formatPrice(discountedAmount)}
          </span>{' '}
          <s className={styles.was}>
            <span className="visually-hidden">, was </span>
            {prefix}
            {formatPrice(amount)}
          </s>
        </>
      ) : (
        <span className={styles.current}>
          {prefix}
          {formatPrice(amount)}
        </span>
      )}
    </span>
  );
}
