// The authorization matrix's rows for listing performance and saves (issue 37 part 6), over
// GraphQL and REST: anyone counts a save; a store reads its own listings' figures (another
// store's listing is refused), the admin every store's. Spread into the table by
// authorization-matrix-table.ts.
import { m, q, r, type Case } from './authorization-matrix-kit.ts';

export const insightsGraphqlRows: Record<string, Case | Case[]> = {
  'Query.listingPerformance': { access: 'vendor', call: q('{ listingPerformance(range: LAST_7_DAYS, first: 100) { totalCount edges { node { slug views } } } }'), hidden: { from: ['vendorB'], text: (f) => f.product.slug } },
  'Query.listingFigures': { access: 'owner', call: q('query ($id: ID!) { listingFigures(productId: $id) { views orders } }', (f) => ({ id: f.product.gid })) },
  // The admin has no store, so no checklist to dismiss.
  'Mutation.setFirstStepsDismissed': { access: 'vendor', call: q('mutation { setFirstStepsDismissed(dismissed: false) { show } }'), expect: { admin: 'forbidden' } },
  'Query.stockMovements': { access: 'owner', call: q('query ($id: ID!) { stockMovements(productId: $id, first: 5) { totalCount } }', (f) => ({ id: f.product.gid })) },
  'Mutation.recordListingSave': { access: 'open', call: m('recordListingSave', (f) => ({ productId: f.product.gid })) },
};

export const insightsRestRows: Record<string, Case | Case[]> = {
  'GET /listing-performance': { access: 'vendor', call: r('GET', () => '/listing-performance?limit=100'), hidden: { from: ['vendorB'], text: (f) => f.product.slug } },
  'GET /vendor-products/{product}/performance': { access: 'owner', call: r('GET', (f) => `/vendor-products/${f.product.id}/performance`) },
  'PUT /overview/first-steps': { access: 'vendor', call: r('PUT', () => '/overview/first-steps', () => ({ dismissed: false })), expect: { admin: 'forbidden' } },
  'GET /vendor-products/{product}/stock-movements': { access: 'owner', call: r('GET', (f) => `/vendor-products/${f.product.id}/stock-movements`) },
  'POST /saves': { access: 'open', call: r('POST', () => '/saves', (f) => ({ productId: f.product.id })) },
};
