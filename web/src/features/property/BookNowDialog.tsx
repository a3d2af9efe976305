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

/** Choose a booking date (today or later); Confirm stays disabled until a date is chosen. */
export function BookNowDialog({ open, onOpenChange, onConfirm }: BookNowDialogProps) {
  const id = useId();
  const [date, setDate] = useState('');
  const today = todayIsoDate();

  function confirm() {
    if (!date) {
      window.alert('Please select a date');
      return;
    }
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
        <input id={id} type="date" min={today} value={date} onChange={(event) => setDate(event.target.value)} className={styles.input} required />
      </div>
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={() => onOpenChange(false)}>
          Cancel
        </button>
        <button type="button" className={buttons.primary} disabled={!date} onClick={confirm}>
          Confirm
        </button>
      </div>
    </Dialog>
  );
}
