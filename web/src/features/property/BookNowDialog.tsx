import { useId, useState } from 'react';
import { Dialog } from '../../components/ui/Dialog.tsx';
import buttons from '../../components/Button.module.css';
import { todayIsoDate } from '../../lib/cart-item.ts';
import styles from './BookNowDialog.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages as detailMessages } from '../../lib/i18n/compiled/en/detail.ts';

export interface BookNowDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the chosen date (YYYY-MM-DD); the dialog closes afterwards. */
  onConfirm: (date: string) => void;
}

/**
 * Choose a booking date (today or later); Confirm stays disabled until a date is chosen. A date
 * typed before today is refused at once, beside the field (detail.pastDate) (the picker's `min` does not stop
 * typing); the server refuses it too (api/src/domain/checkout/quote.ts).
 */
export function BookNowDialog({ open, onOpenChange, onConfirm }: BookNowDialogProps) {
  const t = useT(detailMessages);
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
    <Dialog open={open} onOpenChange={onOpenChange} title={t('detail.bookTitle')} description={t('detail.bookDescription')}>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {t('detail.bookingDate')}
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
            {t('detail.pastDate')}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={() => onOpenChange(false)}>
          {t('detail.bookCancel')}
        </button>
        <button type="button" className={buttons.primary} disabled={!date || past} onClick={confirm}>
          {t('detail.bookConfirm')}
        </button>
      </div>
    </Dialog>
  );
}
