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
  /** Names the part in the title ("Order ORD-… from Skyline Estates"). */
  subject: string;
  onClose: () => void;
  busy: boolean;
  error: string | null;
  onConfirm: (answer: OrderActionAnswer) => void;
  /** The dialog's words in the page's language (the storefront's tracking page); English otherwise. */
  words?: OrderActionWords;
  /** The viewing's property (global id): RESCHEDULE then offers its free times, not a bare date. */
  product?: string | null;
}

/** What a translated page says in the dialog instead of ORDER_ACTIONS' English. */
export interface OrderActionWords {
  title: string;
  question: string;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  reason: string;
}

/** "Are you sure?" before a step of an order part, asking the reason or the new date it needs. */
export function OrderActionDialog({ action, subject, onClose, busy, error, onConfirm, words, product = null }: OrderActionDialogProps) {
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
      title={words?.title ?? `${text.label}: ${subject}`}
      description={words?.question ?? text.question}
      confirmLabel={words?.confirmLabel ?? (action === 'CANCEL' ? 'Cancel part' : text.label)}
      busyLabel={words?.busyLabel ?? text.busyLabel}
      cancelLabel={words?.cancelLabel}
      busy={busy}
      error={error}
      danger={text.danger ?? false}
      confirmDisabled={problem !== null}
      onConfirm={() => onConfirm({ note: text.needsReason ? reason.trim() : null, viewingDate: text.needsDate && !pick?.viewingAt ? chosenDate : null, viewingAt: picking ? (pick?.viewingAt ?? null) : null, ...(shipping && shipped.ok ? { carrier: shipped.carrier, trackingNumber: shipped.trackingNumber } : {}) })}
    >
      {text.needsReason && (
        <label htmlFor={`${id}-reason`} className={styles.field}>
          {words?.reason ?? 'Reason'}
          <textarea id={`${id}-reason`} className={styles.reason} maxLength={REASON_MAX_LENGTH} required value={reason} onChange={(event) => setReason(event.target.value)} />
        </label>
      )}
      {picking && product && (
        <Suspense fallback={null}>
          <ViewingTimePicker product={product} dateLabel="New viewing date" onChange={setPick} />
        </Suspense>
      )}
      {text.needsDate && !picking && (
        <label htmlFor={`${id}-date`} className={styles.field}>
          New viewing date
          <input id={`${id}-date`} type="date" className={styles.dateInput} min={today} required value={date} onChange={(event) => setDate(event.target.value)} />
        </label>
      )}
      {shipping && <ShipmentFields id={id} value={shipment} onChange={setShipment} problem={shipped.ok ? null : shipped.message} />}
    </ConfirmDialog>
  );
}
