// The message ids of the ledger's kinds and states (issue 35). Each line carries its `kind` (an enum)
// beside `kindLabel` (the English words the REST layer and the CSV files keep): the dashboard shows
// the kind's message in the page's language. Ids are written out, never built: the build
// shortens each literal id (web/build/short-message-ids.ts).
import type { LedgerKind } from '../../lib/money-ledger.ts';
import type { Translate } from '../../lib/i18n/translator.ts';
import type { messages } from '../../lib/i18n/compiled/en/dashboardMoney.ts';

type Id = keyof typeof messages;

/** The ledger filter's options: each kind as a group of lines ("Sales", "Refunds"). */
export const KIND_FILTER_IDS = {
  SALE: 'dashboardMoney.filterSale',
  COMMISSION: 'dashboardMoney.filterCommission',
  BOOKING_FEE: 'dashboardMoney.filterBookingFee',
  REFUND: 'dashboardMoney.filterRefund',
  COMMISSION_RETURN: 'dashboardMoney.filterCommissionReturn',
  CANCELLATION: 'dashboardMoney.filterCancellation',
  PAYOUT: 'dashboardMoney.filterPayout',
  ADJUSTMENT: 'dashboardMoney.filterAdjustment',
} as const satisfies Record<LedgerKind, Id>;

/** A line's kind, as the ledger's lines say it (LEDGER_KIND_LABELS' words, in the page's language). */
const KIND_LABEL_IDS = {
  SALE: 'dashboardMoney.kindSale',
  COMMISSION: 'dashboardMoney.kindCommission',
  BOOKING_FEE: 'dashboardMoney.kindBookingFee',
  REFUND: 'dashboardMoney.kindRefund',
  COMMISSION_RETURN: 'dashboardMoney.kindCommissionReturn',
  CANCELLATION: 'dashboardMoney.kindCancellation',
  PAYOUT: 'dashboardMoney.kindPayout',
  ADJUSTMENT: 'dashboardMoney.kindAdjustment',
} as const satisfies Record<LedgerKind, Id>;

const STATE_IDS: Record<string, Id> = { PENDING: 'dashboardMoney.pending', AVAILABLE: 'dashboardMoney.available', PAID_OUT: 'dashboardMoney.paidOut' };

/** A line's kind in the page's language, by the API's `kind`; a kind newer than this page shows the API's own `kindLabel`. */
export const kindLabel = (t: Translate<Id>, line: { kind: string; kindLabel: string }): string => {
  const id = (KIND_LABEL_IDS as Record<string, Id>)[line.kind];
  return id ? t(id) : line.kindLabel;
};

/** A line's state (PENDING, AVAILABLE, PAID_OUT) in the page's language. */
export const stateLabel = (t: Translate<Id>, state: string): string => (STATE_IDS[state] ? t(STATE_IDS[state]) : state);
