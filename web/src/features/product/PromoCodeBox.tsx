import { useId, useState, type FormEvent } from 'react';
import buttons from '../../components/Button.module.css';
import styles from './PromoCodeBox.module.css';

export interface PromoCodeBoxProps {
  /** Checks the code with the server (promo-code work); called with a non-empty code. */
  onApply?: (code: string) => void;
}

/** Promo-code box of the product page. An empty code is refused with the spec's message. */
export function PromoCodeBox({ onApply }: PromoCodeBoxProps) {
  const id = useId();
  const [code, setCode] = useState('');
  function apply(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      window.alert('Please enter a promo code');
      return;
    }
    onApply?.(trimmed);
  }
  return (
    <form className={styles.form} onSubmit={apply}>
      <label htmlFor={id} className={styles.label}>
        Promo code
      </label>
      <div className={styles.row}>
        <input id={id} className={styles.input} value={code} onChange={(event) => setCode(event.target.value)} placeholder="Enter promo code" autoComplete="off" />
        <button type="submit" className={buttons.secondary}>
          Apply
        </button>
      </div>
    </form>
  );
}
