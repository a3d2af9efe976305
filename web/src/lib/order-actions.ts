// The steps of an order part's lifecycle as people read them (issue 21): the buttons, the
// confirmation each asks, and what each needs answered first. The server decides which steps a
// viewer may take (`allowedActions`); this only words them.

export type OrderPartActionName = 'CONFIRM' | 'SHIP' | 'DELIVER' | 'RESCHEDULE' | 'COMPLETE' | 'CANCEL';

export interface OrderActionText {
  /** The button. */
  label: string;
  /** The confirmation dialog's question. */
  question: string;
  busyLabel: string;
  /** A reason must be written (shown to the shopper). */
  needsReason?: boolean;
  /** A new viewing date must be chosen. */
  needsDate?: boolean;
  danger?: boolean;
}

export const ORDER_ACTIONS: Record<OrderPartActionName, OrderActionText> = {
  CONFIRM: { label: 'Confirm', question: 'Confirm this part of the order? The shopper is told by mail.', busyLabel: 'Confirming...' },
  SHIP: { label: 'Ship', question: 'Mark these items as shipped? The shopper is told by mail.', busyLabel: 'Saving...' },
  DELIVER: { label: 'Deliver', question: 'Mark these items as delivered? The shopper is told by mail.', busyLabel: 'Saving...' },
  RESCHEDULE: { label: 'Reschedule', question: 'Move the viewing to a new date? The shopper is told by mail.', busyLabel: 'Saving...', needsDate: true },
  COMPLETE: { label: 'Complete', question: 'Mark the viewing as done?', busyLabel: 'Saving...' },
  CANCEL: { label: 'Cancel', question: 'Cancel this part of the order? This cannot be undone; the reason is sent to the other side.', busyLabel: 'Cancelling...', needsReason: true, danger: true },
};

/** The longest reason the server takes. */
export const REASON_MAX_LENGTH = 500;

/** Why the dialog's answer cannot be sent yet; null when it can. */
export function actionInputProblem(action: OrderPartActionName, input: { reason: string; date: string; today: string }): string | null {
  const text = ORDER_ACTIONS[action];
  if (text.needsReason) {
    const reason = input.reason.trim();
    if (!reason) return 'Please give a reason.';
    if (reason.length > REASON_MAX_LENGTH) return `At most ${REASON_MAX_LENGTH} characters.`;
  }
  if (text.needsDate) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(input.date)) return 'Please choose a date.';
    if (input.date < input.today) return 'Choose today or a later day.';
  }
  return null;
}
