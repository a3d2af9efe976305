import { useId, useState, type FormEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { PromoCodeBoxQuery } from '../../__generated__/PromoCodeBoxQuery.graphql.ts';
import { PROMO_MESSAGES, type ValidPromo } from '@rules/index.ts';
import type { CurrencyCode } from './useProductPrice.ts';
import buttons from '../../components/Button.module.css';
import styles from './PromoCodeBox.module.css';
import { globalId } from '../../lib/global-id.ts';
import { RichText } from '../../components/content/RichText.tsx';
import { useT } from '../../components/context/locale.tsx';
import { useLtrRun } from '../../hooks/useLtrRun.ts';
import { useRefusalText, type RefusalOptions } from '../../hooks/useRefusalText.ts';
import { messages as purchaseMessages } from '../../lib/i18n/compiled/en/purchase.ts';

/** How a refused code reads: too many guesses from one address (RATE_LIMITED) said as such. */
const PROMO_REFUSAL: RefusalOptions = { fallback: 'refusals.promoInvalid', unknown: 'refusals.promoRefused', codes: { RATE_LIMITED: 'refusals.tooMany' } };

/** A code the server accepted for this product: the shared ValidPromo. */
export type AppliedPromo = ValidPromo;

export interface PromoCodeBoxProps {
  /** The product's databaseId; null when the product is not loaded. */
  productId: number | null;
  currency: CurrencyCode;
  applied: AppliedPromo | null;
  onChange: (promo: AppliedPromo | null) => void;
}

const query = graphql`
  query PromoCodeBoxQuery($input: ValidatePromoCodeInput!) {
    validatePromoCode(input: $input) {
      __typename
      ... on PromoCodeCheck {
        success
        message
        code
        discountPercentage
      }
      ... on Error {
        message
        errorCode: code
      }
    }
  }
`;

/**
 * Promo-code box of the product page: the server says whether the code applies now; an applied
 * code shows with its percentage and a Remove button (docs/spec/storefront.md §4). Texts of docs/spec/storefront.md §5 and §8.
 */
export function PromoCodeBox({ productId, currency, applied, onChange }: PromoCodeBoxProps) {
  const id = useId();
  const environment = useRelayEnvironment();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [checking, setChecking] = useState(false);
  const t = useT(purchaseMessages);
  const ltr = useLtrRun();
  const refusal = useRefusalText();

  async function apply(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    // The spec's texts, said beside the box (role=alert) rather than in the browser's blocking alert.
    if (!trimmed) {
      setError(refusal(PROMO_MESSAGES.missing, PROMO_REFUSAL));
      return;
    }
    if (productId === null) {
      setError(refusal(PROMO_MESSAGES.noProduct, PROMO_REFUSAL));
      return;
    }
    setChecking(true);
    setError('');
    try {
      const data = await fetchQuery<PromoCodeBoxQuery>(environment, query, { input: { code: trimmed, product: globalId('Product', productId), currency } }, { fetchPolicy: 'network-only' }).toPromise();
      const result = data?.validatePromoCode;
      if (result?.__typename === 'PromoCodeCheck' && result.success && result.code && result.discountPercentage) {
        onChange({ code: result.code, percent: result.discountPercentage });
        setCode('');
      } else {
        setError(refusal(result && 'message' in result ? { message: result.message, code: 'errorCode' in result ? result.errorCode : null } : null, PROMO_REFUSAL));
      }
    } catch {
      setError(t('purchase.applyFailed'));
    } finally {
      setChecking(false);
    }
  }

  if (applied) {
    return (
      <div className={styles.applied} role="status">
        <span>
          <RichText text={t('purchase.promoApplied', { code: '{code}', percent: applied.percent })} values={{ code: <strong>{ltr(applied.code)}</strong> }} />
        </span>
        <button type="button" className={buttons.secondary} onClick={() => onChange(null)}>
          {t('purchase.remove')}
        </button>
      </div>
    );
  }

  return (
    <form method="post" data-needs-script className={styles.form} onSubmit={apply}>
      <label htmlFor={id} className={styles.label}>
        {t('purchase.promoCode')}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError('');
          }}
          placeholder={t('purchase.promoPlaceholder')}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className={buttons.secondary} disabled={checking}>
          {checking ? t('purchase.applying') : t('purchase.apply')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </form>
  );
}
