// The steps of an order part's lifecycle (issue 21): what each needs answered first, and which
// ones undo. The server decides which steps a viewer may take (`allowedActions`); their words are
// messages in the page's language (the dashboard's dashboardOrders, the tracking page's tracking).

export type OrderPartActionName = 'CONFIRM' | 'SHIP' | 'DELIVER' | 'RESCHEDULE' | 'COMPLETE' | 'CANCEL';

export interface OrderActionRule {
  /** A reason must be written (shown to the shopper). */
  needsReason?: boolean;
  /** A new viewing date must be chosen. */
  needsDate?: boolean;
  danger?: boolean;
}

export const ORDER_ACTIONS: Record<OrderPartActionName, OrderActionRule> = {
  CONFIRM: {},
  SHIP: {},
  DELIVER: {},
  RESCHEDULE: { needsDate: true },
  COMPLETE: {},
  CANCEL: { needsReason: true, danger: true },
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
