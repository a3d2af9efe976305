import { Select } from '../../components/ui/Select.tsx';
import { CURRENCY_CODES, formatWithCode, percentOff } from '../../lib/price.ts';
import type { CurrencyCode, ProductPriceState } from './useProductPrice.ts';
import type { AppliedPromo } from './PromoCodeBox.tsx';
import { useT } from '../../components/context/locale.tsx';
import { useLtrRun } from '../../hooks/useLtrRun.ts';
import { messages as purchaseMessages } from '../../lib/i18n/compiled/en/purchase.ts';
import { messages as commonMessages } from '../../lib/i18n/compiled/en/common.ts';
import styles from './PriceWithCurrency.module.css';

const OPTIONS = CURRENCY_CODES.map((code) => ({ value: code as CurrencyCode, label: code }));

/**
 * "AED 1,234.50" with a currency selector. A lower discounted price, or an applied promo code,
 * shows as the current price with the price before it struck through.
 */
export function PriceWithCurrency({ state, promo = null, suffix = '' }: { state: ProductPriceState; promo?: AppliedPromo | null; /** What the price is per: "/month" for a rent. */ suffix?: string }) {
  const { price, discountedPrice, currency, setCurrency, isPending } = state;
  const t = useT(purchaseMessages);
  const tCommon = useT(commonMessages);
  // "AED 1,200.00" reads in that order on an Arabic or Urdu page too.
  const ltr = useLtrRun();
  const shown = discountedPrice ?? price;
  const current = promo ? formatWithCode(percentOff(shown.amount, promo.percent), price.currency) : shown.formatted;
  const was = promo ? shown.formatted : discountedPrice ? price.formatted : null;
  return (
    <div className={styles.row}>
      <p className={styles.price} aria-live="polite" aria-busy={isPending} data-testid="product-price">
        <span className={styles.current}>
          {ltr(current)}
          {suffix && <span className={styles.suffix}>{suffix}</span>}
        </span>
        {was && (
          <s className={styles.was}>
            <span className="visually-hidden">{tCommon('common.was')}</span>
            {ltr(was)}
          </s>
        )}
      </p>
      <Select label={t('purchase.currency')} value={currency} options={OPTIONS} onValueChange={setCurrency} />
    </div>
  );
}
