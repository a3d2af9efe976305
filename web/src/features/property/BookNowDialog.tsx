import { useState } from 'react';
import { Dialog } from '../../components/ui/Dialog.tsx';
import buttons from '../../components/Button.module.css';
import { useT } from '../../components/context/locale.tsx';
import { ViewingTimePicker } from '../../components/viewings/ViewingTimePicker.tsx';
import type { ViewingPick } from '../../components/viewings/viewing-pick.ts';
import { messages as viewingsMessages } from '../../lib/i18n/compiled/en/viewings.ts';
import styles from './BookNowDialog.module.css';

export interface BookNowDialogProps {
  /** The property's global id (its free viewing times are asked for it). */
  product: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the chosen date (and free time, where the store has viewing hours); the dialog closes afterwards. */
  onConfirm: (pick: ViewingPick) => void;
}

/**
 * Choose a viewing: a date (today or later), then one of that day's free times where the store has
 * viewing hours (issue 37 part 3); a store without hours takes the date alone. Confirm stays
 * disabled until the choice can be booked, so the spec's "Please select a date" alert has nothing
 * left to say. The server refuses a past date or a taken time too (api/src/domain/checkout/).
 */
export function BookNowDialog({ product, open, onOpenChange, onConfirm }: BookNowDialogProps) {
  const t = useT(viewingsMessages);
  const [pick, setPick] = useState<ViewingPick | null>(null);

  function confirm() {
    if (!pick) return;
    onConfirm(pick);
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('viewings.dialogTitle')} description={t('viewings.dialogDescription')}>
      <ViewingTimePicker product={product} dateLabel={t('viewings.date')} onChange={setPick} />
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={() => onOpenChange(false)}>
          {t('viewings.cancel')}
        </button>
        <button type="button" className={buttons.primary} disabled={!pick} onClick={confirm}>
          {t('viewings.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
