// The message ids of the ledger's kinds and states (issue 35). The API names a line's kind in English
// (`kindLabel`, domain/money-ledger/kinds.ts; the REST layer and the CSV files keep it), so the
// dashboard finds each label by value and shows it in the page's language
// (docs/decisions/i18n-rule-labels-at-the-web-edge.md). Ids are written out, never built: the build
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

/** A line's kind as the API words it (LEDGER_KIND_LABELS), by its English label. */
const KIND_LABEL_IDS: Record<string, Id> = {
  Sale: 'dashboardMoney.kindSale',
  Commission: 'dashboardMoney.kindCommission',
  'Booking fee': 'dashboardMoney.kindBookingFee',
  Refund: 'dashboardMoney.kindRefund',
  'Commission returned': 'dashboardMoney.kindCommissionReturn',
  Cancellation: 'dashboardMoney.kindCancellation',
  Payout: 'dashboardMoney.kindPayout',
  Adjustment: 'dashboardMoney.kindAdjustment',
};

const STATE_IDS: Record<string, Id> = { PENDING: 'dashboardMoney.pending', AVAILABLE: 'dashboardMoney.available', PAID_OUT: 'dashboardMoney.paidOut' };

/** A line's kind label from the API in the page's language (an unknown one as it came). */
export const kindLabel = (t: Translate<Id>, label: string): string => (KIND_LABEL_IDS[label] ? t(KIND_LABEL_IDS[label]) : label);

/** A line's state (PENDING, AVAILABLE, PAID_OUT) in the page's language. */
export const stateLabel = (t: Translate<Id>, state: string): string => (STATE_IDS[state] ? t(STATE_IDS[state]) : state);
