import { useId, useState } from 'react';
import { Dialog } from '../../components/ui/Dialog.tsx';
import buttons from '../../components/Button.module.css';
import { todayIsoDate } from '../../lib/cart-item.ts';
import styles from './BookNowDialog.module.css';

export interface BookNowDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the chosen date (YYYY-MM-DD); the dialog closes afterwards. */
  onConfirm: (date: string) => void;
}

/** Shown under the date field when a typed date is before today (the picker's minimum). */
export const PAST_DATE_MESSAGE = 'Please choose today or a later date.';

/**
 * Choose a booking date (today or later); Confirm stays disabled until a date is chosen. A date
 * typed before today is refused at once, beside the field (the picker's `min` does not stop
 * typing); the server refuses it too (api/src/domain/checkout/quote.ts).
 */
export function BookNowDialog({ open, onOpenChange, onConfirm }: BookNowDialogProps) {
  const id = useId();
  const errorId = useId();
  const [date, setDate] = useState('');
  const today = todayIsoDate();
  // ISO dates compare as text.
  const past = date !== '' && date < today;

  function confirm() {
    // Confirm is disabled without a date (and for a past one), so the spec's "Please select a date"
    // alert has nothing left to say: no blocking alert box here.
    if (!date || past) return;
    onConfirm(date);
    setDate('');
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Book this property" description="Choose the date you would like to book.">
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          Booking date
        </label>
        <input
          id={id}
          type="date"
          min={today}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          className={styles.input}
          required
          aria-invalid={past || undefined}
          aria-describedby={past ? errorId : undefined}
        />
        {past && (
          <p id={errorId} role="alert" className={styles.error}>
            {PAST_DATE_MESSAGE}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={() => onOpenChange(false)}>
          Cancel
        </button>
        <button type="button" className={buttons.primary} disabled={!date || past} onClick={confirm}>
          Confirm
        </button>
      </div>
    </Dialog>
  );
}
