// The authorization matrix's rows for enquiries (issue 37 part 2), over GraphQL and REST: anyone
// sends an enquiry or counts a tap; a store reads and works its own leads (another store's is
// Not found, as if it did not exist), the admin every store's. Spread into the table by
// authorization-matrix-table.ts.
import { m, q, r, type Case } from './authorization-matrix-kit.ts';

const enquiry = { name: 'Matrix Shopper', email: 'shopper@matrix.test', message: 'Is it still available?', preferredTime: 'morning' };
/** A's lead, for the owner rows: vendor B meets Not found. */
const owner = (call: Case['call']): Case => ({ access: 'owner', call, expect: { vendorB: 'notFound' } });

export const leadGraphqlRows: Record<string, Case | Case[]> = {
  'Query.leads': { access: 'vendor', call: q('{ leads(first: 100) { totalCount edges { node { name email } } } }'), hidden: { from: ['vendorB'], text: () => 'shopper@matrix.test' } },
  'Query.lead': owner(q('query ($id: ID!) { lead(id: $id) { name notes { text } } }', (f) => ({ id: f.lead.gid }))),
  // Asked with the dashboard's first query: a visitor has no leads (0), not a refusal.
  'Query.newLeadCount': { access: 'public', call: q('{ newLeadCount }') },
  'Query.leadTapCounts': { access: 'vendor', call: q('{ leadTapCounts { whatsApp call } }') },
  'Query.leadFormToken': { access: 'public', call: q('{ leadFormToken }') },
  'Mutation.sendEnquiry': { access: 'open', call: m('sendEnquiry', (f) => ({ ...enquiry, productId: f.product.gid, formToken: f.lead.formToken })) },
  'Mutation.recordLeadTap': { access: 'open', call: m('recordLeadTap', (f) => ({ productId: f.product.gid, kind: 'WHATSAPP' })) },
  'Mutation.setLeadStatus': owner(m('setLeadStatus', (f) => ({ id: f.lead.gid, status: 'CONTACTED' }))),
  'Mutation.addLeadNote': owner(m('addLeadNote', (f) => ({ id: f.lead.gid, text: 'Matrix note' }))),
  'Mutation.replyToLead': owner(m('replyToLead', (f) => ({ id: f.lead.gid, text: 'Matrix reply' }))),
};

export const leadRestRows: Record<string, Case | Case[]> = {
  'GET /lead-form-token': { access: 'public', call: r('GET', () => '/lead-form-token') },
  'POST /leads': { access: 'open', call: r('POST', () => '/leads', (f) => ({ ...enquiry, productId: f.product.id, formToken: f.lead.formToken })) },
  'POST /lead-taps': { access: 'open', call: r('POST', () => '/lead-taps', (f) => ({ productId: f.product.id, kind: 'CALL' })) },
  'GET /leads': { access: 'vendor', call: r('GET', () => '/leads?limit=100'), hidden: { from: ['vendorB'], text: () => 'shopper@matrix.test' } },
  'GET /lead-summary': { access: 'vendor', call: r('GET', () => '/lead-summary') },
  'GET /leads/{id}': owner(r('GET', (f) => `/leads/${f.lead.id}`)),
  'POST /leads/{id}/status': owner(r('POST', (f) => `/leads/${f.lead.id}/status`, () => ({ status: 'CLOSED' }))),
  'POST /leads/{id}/notes': owner(r('POST', (f) => `/leads/${f.lead.id}/notes`, () => ({ text: 'Matrix note' }))),
  'POST /leads/{id}/replies': owner(r('POST', (f) => `/leads/${f.lead.id}/replies`, () => ({ text: 'Matrix reply' }))),
};
