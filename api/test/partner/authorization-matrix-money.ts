// The authorization matrix's rows for money after the order (issue 36): the ledger, commissions,
// payouts, adjustments and the payment settings, over GraphQL and REST. Spread into the table by
// authorization-matrix-table.ts.
import { globalId } from '../helpers/admin-fixtures.ts';
import { m, q, r, type Case } from './authorization-matrix-kit.ts';

export const moneyGraphqlRows: Record<string, Case | Case[]> = {
  'Query.vendorMoney': [{ access: 'vendor', call: q('{ vendorMoney { balances { currency available } ledger { totalCount } payouts { amount } } }') }, { access: 'owner', call: q('query ($v: ID!) { vendorMoney(vendor: $v) { balances { currency } } }', (_f, x) => ({ v: globalId('Vendor', x.a.id) })) }],
  'Query.marketplaceMoney': { access: 'admin', call: q('{ marketplaceMoney { totals { currency commissionEarned } vendors { storeName } } }') },
  'Query.commissionRates': { access: 'admin', call: q('{ commissionRates { percent } }') },
  'Query.paymentSettings': { access: 'vendor', call: q('{ paymentSettings { holdingDays bankTransferDays } }') },
  // The fixture's part is placed with cash on delivery and unpaid: the owner and the admin pass
  // authorization and are refused on the money itself (nothing to receive or refund).
  'Mutation.recordFundsReceived': { access: 'owner', call: m('recordFundsReceived', (f) => ({ part: f.orderPart.gid, amount: '1.00' })), expect: { vendorA: 'invalid', admin: 'invalid' } },
  'Mutation.refundOrderPart': { access: 'owner', call: m('refundOrderPart', (f) => ({ part: f.orderPart.gid, amount: '1.00', reason: 'Matrix' })), expect: { vendorA: 'invalid', admin: 'invalid' } },
  'Mutation.setCommissionRate': { access: 'admin', call: m('setCommissionRate', (_f, x) => ({ vendor: globalId('Vendor', x.b.id), percent: '0', validFrom: '2099-01-01' })) },
  'Mutation.updatePaymentSettings': { access: 'admin', call: m('updatePaymentSettings', () => ({ holdingDays: 7, bankTransferDays: 7 })) },
  'Mutation.recordPayouts': { access: 'admin', call: m('recordPayouts', () => ({ currency: 'GBP', bankReference: 'MATRIX' })) },
  'Mutation.adjustBalance': { access: 'admin', call: m('adjustBalance', (_f, x) => ({ vendor: globalId('Vendor', x.b.id), currency: 'GBP', amount: '0.01', reason: 'Matrix' })) },
};

export const moneyRestRows: Record<string, Case | Case[]> = {
  'GET /money/balances': [{ access: 'vendor', call: r('GET', () => '/money/balances') }, { access: 'owner', call: r('GET', (_f, x) => `/money/balances?vendor_id=${x.a.id}`) }],
  'GET /money/ledger': { access: 'owner', call: r('GET', (_f, x) => `/money/ledger?vendor_id=${x.a.id}`) },
  'GET /money/statement': { access: 'owner', call: r('GET', (_f, x) => `/money/statement?vendor_id=${x.a.id}&month=2026-11`) },
  'GET /money/payouts': { access: 'owner', call: r('GET', (_f, x) => `/money/payouts?vendor_id=${x.a.id}`) },
  'POST /money/payouts': { access: 'admin', call: r('POST', () => '/money/payouts', () => ({ currency: 'GBP', bank_reference: 'MATRIX' })) },
  'POST /money/adjustments': { access: 'admin', call: r('POST', () => '/money/adjustments', (_f, x) => ({ vendor_id: x.b.id, currency: 'GBP', amount: '0.01', reason: 'Matrix' })) },
  'GET /money/marketplace': { access: 'admin', call: r('GET', () => '/money/marketplace') },
  'GET /money/commission-rates': { access: 'admin', call: r('GET', () => '/money/commission-rates') },
  'POST /money/commission-rates': { access: 'admin', call: r('POST', () => '/money/commission-rates', (_f, x) => ({ vendor_id: x.b.id, percent: '0', valid_from: '2099-01-01' })) },
  'GET /money/settings': { access: 'vendor', call: r('GET', () => '/money/settings') },
  'PUT /money/settings': { access: 'admin', call: r('PUT', () => '/money/settings', () => ({ holding_days: 7, bank_transfer_days: 7 })) },
  'POST /order-parts/{part_id}/payments': { access: 'owner', call: r('POST', (f) => `/order-parts/${f.orderPart.id}/payments`, () => ({ amount: '1.00' })), expect: { vendorA: 'invalid', admin: 'invalid' } },
  'POST /order-parts/{part_id}/refunds': { access: 'owner', call: r('POST', (f) => `/order-parts/${f.orderPart.id}/refunds`, () => ({ amount: '1.00', reason: 'Matrix' })), expect: { vendorA: 'invalid', admin: 'invalid' } },
};
