import { formatPrice, isDiscounted } from '../../lib/price.ts';
import styles from './PriceTag.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages as commonMessages } from '../../lib/i18n/compiled/en/common.ts';

export interface PriceTagProps {
  amount: string | number | null | undefined;
  discountedAmount?: string | number | null;
  /** Shown before each amount, e.g. "$" or "AED ". */
  prefix: string;
  size?: 'sm' | 'lg';
}

/** The price rule of docs/spec/storefront.md §9: the discounted price when lower, the normal price struck through. */
export function PriceTag({ amount, discountedAmount, prefix, size = 'sm' }: PriceTagProps) {
  const t = useT(commonMessages);
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
            <span className="visually-hidden">{t('common.was')}</span>
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
