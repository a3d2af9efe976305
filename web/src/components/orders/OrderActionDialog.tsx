import { lazy, Suspense, useId, useState } from 'react';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { localDateString } from '../../lib/admin-dates.ts';
import { actionInputProblem, ORDER_ACTIONS, REASON_MAX_LENGTH, type OrderPartActionName } from '../../lib/order-actions.ts';
import styles from './OrderTracking.module.css';
import { checkShipment } from '@rules/carriers.ts';
import { ShipmentFields } from './ShipmentFields.tsx';
import type { ViewingPick } from '../viewings/viewing-pick.ts';

// The free-time picker loads only when a viewing is rescheduled (the tracking page's cancel needs none of it).
const ViewingTimePicker = lazy(() => import('../viewings/ViewingTimePicker.tsx').then((module) => ({ default: module.ViewingTimePicker })));

export interface OrderActionAnswer {
  note: string | null;
  viewingDate: string | null;
  /** RESCHEDULE to one of the store's free times (issue 37 part 3); null for a date alone. */
  viewingAt?: string | null;
  /** SHIP only: the carrier and its tracking number, both optional (rules/carriers.ts). */
  carrier?: string | null;
  trackingNumber?: string | null;
}

export interface OrderActionDialogProps {
  /** The step being confirmed; null: the dialog is closed. */
  action: OrderPartActionName | null;
  onClose: () => void;
  busy: boolean;
  error: string | null;
  onConfirm: (answer: OrderActionAnswer) => void;
  /** The dialog's words for a step in the page's language, from the page's own messages. */
  words: (action: OrderPartActionName) => OrderActionWords;
  /** The viewing's property (global id): RESCHEDULE then offers its free times, not a bare date. */
  product?: string | null;
}

/** What the dialog says for one step (the tracking page's cancel, the dashboard's every step). */
export interface OrderActionWords {
  /** Names the step and the part ("Ship: order ORD-…, Skyline Estates"). */
  title: string;
  question: string;
  confirmLabel: string;
  busyLabel: string;
  /** The button that closes the dialog; ConfirmDialog's own when left out. */
  cancelLabel?: string;
  reason: string;
  /** The fields of the dashboard's steps: RESCHEDULE's date, SHIP's carrier and tracking number. */
  fields?: OrderActionFieldWords;
}

/** The labels of the fields RESCHEDULE and SHIP ask, and rules/carriers.ts's English checks in the page's language. */
export interface OrderActionFieldWords {
  newViewingDate: string;
  carrier: string;
  trackingNumber: string;
  problem: (text: string) => string;
}

/** "Are you sure?" before a step of an order part, asking the reason or the new date it needs. */
export function OrderActionDialog({ action, onClose, busy, error, onConfirm, words, product = null }: OrderActionDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [date, setDate] = useState('');
  const [shipment, setShipment] = useState({ carrier: '', trackingNumber: '' });
  const [pick, setPick] = useState<ViewingPick | null>(null);
  const [shownAction, setShownAction] = useState(action);
  if (action !== shownAction) {
    // A new question starts empty.
    setShownAction(action);
    setReason('');
    setDate('');
    setShipment({ carrier: '', trackingNumber: '' });
  }
  if (!action) return null;
  const text = ORDER_ACTIONS[action];
  const said = words(action);
  const today = localDateString(new Date());
  const shipping = action === 'SHIP';
  const shipped = checkShipment(shipment.carrier, shipment.trackingNumber);
  // A viewing of a known property moves to a free time (or a date, for a store without hours).
  const picking = Boolean(text.needsDate && product);
  const chosenDate = picking ? (pick?.date ?? '') : date;
  const problem = actionInputProblem(action, { reason, date: chosenDate, today }) ?? (shipping && !shipped.ok ? shipped.message : null);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={said.title}
      description={said.question}
      confirmLabel={said.confirmLabel}
      busyLabel={said.busyLabel}
      cancelLabel={said.cancelLabel}
      busy={busy}
      error={error}
      danger={text.danger ?? false}
      confirmDisabled={problem !== null}
      onConfirm={() => onConfirm({ note: text.needsReason ? reason.trim() : null, viewingDate: text.needsDate && !pick?.viewingAt ? chosenDate : null, viewingAt: picking ? (pick?.viewingAt ?? null) : null, ...(shipping && shipped.ok ? { carrier: shipped.carrier, trackingNumber: shipped.trackingNumber } : {}) })}
    >
      {text.needsReason && (
        <label htmlFor={`${id}-reason`} className={styles.field}>
          {said.reason}
          <textarea id={`${id}-reason`} className={styles.reason} maxLength={REASON_MAX_LENGTH} required value={reason} onChange={(event) => setReason(event.target.value)} />
        </label>
      )}
      {picking && product && (
        <Suspense fallback={null}>
          <ViewingTimePicker product={product} dateLabel={said.fields?.newViewingDate ?? ''} onChange={setPick} />
        </Suspense>
      )}
      {text.needsDate && !picking && (
        <label htmlFor={`${id}-date`} className={styles.field}>
          {said.fields?.newViewingDate}
          <input id={`${id}-date`} type="date" className={styles.dateInput} min={today} required value={date} onChange={(event) => setDate(event.target.value)} />
        </label>
      )}
      {shipping && said.fields && <ShipmentFields id={id} value={shipment} onChange={setShipment} problem={shipped.ok ? null : said.fields.problem(shipped.message)} words={said.fields} />}
    </ConfirmDialog>
  );
}
