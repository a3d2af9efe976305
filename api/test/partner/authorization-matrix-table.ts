// The authorization matrix's expectation table (api/test/partner/authorization-matrix.test.ts runs
// it): one row per GraphQL operation and REST route, saying who may call it. A new operation gets
// its row here before it ships.
import { globalId } from '../helpers/admin-fixtures.ts';
import type { Fixture, Identities, Who } from '../helpers/matrix-fixtures.ts';
import { m, q, r, type Case, type Expected } from './authorization-matrix-kit.ts';
import { fulfilmentGraphqlRows, fulfilmentRestRows } from './authorization-matrix-fulfilment.ts';
import { moneyGraphqlRows, moneyRestRows } from './authorization-matrix-money.ts';
import { leadGraphqlRows, leadRestRows } from './authorization-matrix-leads.ts';
import { insightsGraphqlRows, insightsRestRows } from './authorization-matrix-insights.ts';

export { DEFAULTS, type Access, type Case, type Expected, type Req } from './authorization-matrix-kit.ts';

// ---------------------------------------------------------------------------------------------
// The expectation table (data). `access` gives the default outcome per identity:
//   public: everyone gets an answer that is no auth refusal ('answered');
//   open:   a public write with valid input: it succeeds for everyone;
//   vendor: signed-in stores (and the admin) act on their own data; anonymous and revoked: 401
//           (the revoked store's ended session is 401 on every row);
//   owner:  vendor A's object: A and the admin may, vendor B is refused (403), anonymous and
//           revoked 401;
//   admin:  the admin only; vendors 403, anonymous and revoked 401.
// `expect` overrides single identities: 'null' for a lookup of something not visible, 'notFound'
// for a NotFoundError result or 404, 'answered' when the call passed authorization but a real
// success needs a secret the test does not hold (a mailed code).
// `hidden`: a listing the identity may call must not show vendor A's private object (which A's
// own call of it does show).
// ---------------------------------------------------------------------------------------------

const productInput = (f: Fixture, x: Identities) => ({ name: 'Matrix Lamp', price: '120', description: 'A lamp for the matrix.', category: x.categoryName, images: [f.image] });
const restProductBody = (f: Fixture, x: Identities) => ({ productName: 'Matrix Lamp', productPrice: '120', productDescription: 'A lamp for the matrix.', selectedCategory: x.categoryName, selectedImages: [f.image] });
const importCsv = (f: Fixture, x: Identities) => `slug,name,category,price,status,stock\r\n${f.product.slug},Matrix Lamp,${x.categoryName},120,Active,3\r\n`;
const client = { name: 'Matrix Buyer', email: 'buyer@matrix.test', phone: '971500000003', address: '1 Road', city: 'Dubai', state: 'Dubai', country: 'United Arab Emirates', postalCode: '00000' };
/** The same outcome for every identity. */
/** The same outcome for every identity but the revoked one, whose ended session is refused (401) everywhere. */
const everyone = (outcome: Expected): Record<Who, Expected> => ({ anonymous: outcome, vendorA: outcome, vendorB: outcome, revoked: 'unauthenticated', admin: outcome });
const newEmail = () => `matrix-${Math.random().toString(36).slice(2, 10)}@new.test`;

/** A whole, valid site settings record (the admin's call replaces the settings with it). */
const siteSettingsInput = {
  businessName: 'Matrix Homes', phone: '+971 4 000 1234', email: 'hello@matrix.test', offices: [], socialLinks: [], aboutText: '',
  founder: { name: '', title: '', text: '' }, privacyEmail: '', bank: { accountName: '', bank: '', accountNumber: '', iban: '', swift: '', note: '' },
};

export const matrix: Record<string, Case | Case[]> = {
  // --- GraphQL queries -----------------------------------------------------------------------
  // Issue 38: a vendor manages its own store's keys (the admin every key).
  'Query.apiKeys': { access: 'vendor', call: q('{ apiKeys { prefix } }') },
  // A store lists its own endpoints (and their delivery logs), the admin every one.
  'Query.webhookEndpoints': { access: 'vendor', call: q('{ webhookEndpoints { url deliveries(first: 5) { edges { node { messageId } } } } }'), hidden: { from: ['vendorB'], text: (f) => f.webhook.url } },
  'Query.webhookEndpoint': { access: 'owner', call: q('query ($id: ID!) { webhookEndpoint(id: $id) { url } }', (f) => ({ id: f.webhook.gid })) },
  'Query.webhookEventTypes': { access: 'public', call: q('{ webhookEventTypes { name } }') },
  'Query.adminVendor': { access: 'admin', call: q('query ($s: String!) { adminVendor(storeId: $s) { storeId } }', (f) => ({ s: f.victim.storeId })) },
  'Query.adminVendors': { access: 'admin', call: q('{ adminVendors(first: 5) { totalCount } }') },
  'Query.categories': { access: 'public', call: q('{ categories { name } }') },
  'Query.category': { access: 'public', call: q('query ($n: String!) { category(name: $n) { name } }', (_f, x) => ({ n: x.categoryName })) },
  'Query.currencies': { access: 'public', call: q('{ currencies { code } }') },
  'Query.customers': { access: 'admin', call: q('{ customers(first: 5) { totalCount } }') },
  'Query.emailAvailable': { access: 'public', call: q('query ($e: String!) { emailAvailable(email: $e) }', () => ({ e: newEmail() })) },
  'Query.feed': { access: 'public', call: q('{ feed(first: 5) { edges { node { id } } } }') },
  'Query.myMedia': {
    access: 'vendor',
    call: q('{ myMedia(first: 100) { edges { node { fileName } } } }'),
    hidden: { from: ['vendorB'], text: (f) => f.media.fileName },
  },
  'Query.myOrderBrandTypes': { access: 'vendor', call: q('{ myOrderBrandTypes }') },
  'Query.orderTracking': { access: 'public', call: q('query ($o: String!) { orderTracking(orderId: $o, email: "someone@else.test") { orderId } }', (f) => ({ o: f.order })), expect: everyone('null') },
  'Query.myOrderStatusCounts': { access: 'vendor', call: q('{ myOrderStatusCounts { status count } }') },
  'Query.myOrders': {
    access: 'vendor',
    call: q('{ myOrders(first: 100) { edges { node { orderId } } } }'),
    hidden: { from: ['vendorB'], text: (f) => f.order },
  },
  'Query.myProduct': { access: 'owner', call: q('query ($s: String!) { myProduct(slug: $s) { slug } }', (f) => ({ s: f.product.slug })), expect: { vendorB: 'null' } },
  'Query.myProductCatalogues': { access: 'vendor', call: q('{ myProductCatalogues }') },
  'Query.myProducts': {
    access: 'vendor',
    call: q('{ myProducts(first: 100) { edges { node { slug } } } }'),
    hidden: { from: ['vendorB'], text: (f) => f.product.slug },
  },
  'Query.productsCsv': { access: 'vendor', call: q('{ productsCsv { csv } }'), hidden: { from: ['vendorB'], text: (f) => f.product.slug } },
  'Query.node': [
    // A's media library is private: nobody but A and the admin can read an asset by its id.
    {
      access: 'owner',
      call: q('query ($id: ID!) { node(id: $id) { id ... on MediaAsset { fileName } } }', (f) => ({ id: f.media.gid })),
      expect: { anonymous: 'null', vendorB: 'null', revoked: 'unauthenticated' },
    },
    // A listing of a revoked store is hidden from the storefront; only the admin sees it.
    {
      access: 'owner',
      call: q('query ($id: ID!) { node(id: $id) { id } }', (_f, x) => ({ id: x.revoked.productGid })),
      expect: { anonymous: 'null', vendorA: 'null', vendorB: 'null', revoked: 'unauthenticated' },
    },
    // A revoked store is not public either; the admin still reads it.
    {
      access: 'owner',
      call: q('query ($id: ID!) { node(id: $id) { id } }', (_f, x) => ({ id: globalId('Vendor', x.revoked.id) })),
      expect: { anonymous: 'null', vendorA: 'null', vendorB: 'null', revoked: 'unauthenticated' },
    },
    // Customers are the admin's records, not nodes: nobody reads one through node(id).
    {
      access: 'public',
      call: q('query ($id: ID!) { node(id: $id) { id } }', (f) => ({ id: f.customer.gid })),
      expect: everyone('null'),
    },
    { access: 'public', call: q('query ($id: ID!) { node(id: $id) { id } }', (f) => ({ id: f.product.gid })) },
    { access: 'public', call: q('query ($id: ID!) { node(id: $id) { id } }', (f) => ({ id: f.post.gid })) },
  ],
  'Query.nodes': {
    access: 'owner',
    call: q('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', (f) => ({ ids: [f.media.gid] })),
    expect: { anonymous: 'null', vendorB: 'null', revoked: 'unauthenticated' },
  },
  'Query.product': [
    { access: 'public', call: q('query ($s: String!) { product(slug: $s) { slug } }', (f) => ({ s: f.product.slug })) },
    // Its page views are its owner's and the admin's: anyone else reads null (vendor A's own
    // answer carries the figure, so its absence elsewhere is a refusal, not a missing product).
    {
      access: 'public',
      call: q('query ($s: String!) { product(slug: $s) { slug viewCount } }', (f) => ({ s: f.product.slug })),
      hidden: { from: ['anonymous', 'vendorB', 'revoked'], text: () => '"viewCount":0' },
    },
    // A revoked store's listing is off the storefront, for everyone.
    {
      access: 'public',
      call: q('query ($s: String!) { product(slug: $s) { slug } }', (_f, x) => ({ s: x.revoked.productSlug })),
      expect: everyone('null'),
    },
  ],
  'Query.products': { access: 'public', call: q('{ products(first: 5, sort: NEWEST) { edges { node { id } } } }') },
  'Query.productMap': { access: 'public', call: q('{ productMap(filter: { catalogue: REAL_ESTATE }, limit: 5) { totalCount points { id } } }') },
  'Query.promoCodes': { access: 'admin', call: q('{ promoCodes { code } }') },
  'Query.siteSettings': { access: 'public', call: q('{ siteSettings { businessName phone bank { iban } } }') },
  'Query.synonymGroups': { access: 'admin', call: q('{ synonymGroups { terms } }') },
  'Query.searchMeanings': { access: 'admin', call: q('{ searchMeanings(word: "cooker") { term switchedOff } }') },
  'Query.switchedOffSearchPairs': { access: 'admin', call: q('{ switchedOffSearchPairs { word term } }') },
  'Query.undeliveredMails': { access: 'admin', call: q('{ undeliveredMails { id to } }') },
  'Query.vendorOverview': [
    { access: 'vendor', call: q('{ vendorOverview(range: LAST_7_DAYS) { totals { orders views } topProductsByOrders { slug } } }') },
    // The admin's part of the same query: sign-ups and the newest stores.
    { access: 'admin', call: q('{ vendorOverview(range: LAST_7_DAYS) { newestVendors { storeId } } }') },
  ],
  'Query.quoteCart': {
    access: 'public',
    call: q('query ($input: QuoteCartInput!) { quoteCart(input: $input) { __typename } }', (f) => ({ input: { items: [{ productId: f.product.id, quantity: 1 }] } })),
  },
  'Query.search': { access: 'public', call: q('{ search(query: "lamp", first: 5) { edges { node { id } } } }') },
  'Query.searchSuggestions': { access: 'public', call: q('{ searchSuggestions(query: "lamp", first: 5) { id } }') },
  'Query.storeIdAvailable': { access: 'public', call: q('{ storeIdAvailable(storeId: "matrix-free-store") }') },
  'Query.topVendors': { access: 'public', call: q('{ topVendors(first: 5) { storeId } }') },
  'Query.validatePromoCode': {
    access: 'public',
    call: q('query ($input: ValidatePromoCodeInput!) { validatePromoCode(input: $input) { __typename } }', (f) => ({ input: { code: f.promo.code, productId: f.product.id } })),
  },
  'Query.vendor': [
    { access: 'public', call: q('query ($s: String!) { vendor(storeId: $s) { storeId } }', (_f, x) => ({ s: x.a.storeId })) },
    // A revoked store is off the storefront, for everyone (the admin reads it with adminVendor).
    { access: 'public', call: q('query ($s: String!) { vendor(storeId: $s) { storeId } }', (_f, x) => ({ s: x.revoked.storeId })), expect: everyone('null') },
  ],
  'Query.vendors': { access: 'public', call: q('{ vendors(first: 5) { edges { node { storeId } } } }') },
  'Query.viewer': { access: 'public', call: q('{ viewer { storeId } }') },

  // --- GraphQL mutations ---------------------------------------------------------------------
  'Mutation.commentOnPost': { access: 'open', call: m('commentOnPost', (f) => ({ postId: f.post.gid, text: 'Matrix comment' })) },
  'Mutation.confirmEmailChange': {
    access: 'vendor',
    call: m('confirmEmailChange', () => ({ code: '000000' })),
    expect: { vendorA: 'answered', vendorB: 'answered', admin: 'answered' },
  },
  'Mutation.createApiKey': { access: 'vendor', call: m('createApiKey', () => ({ name: 'Matrix partner', scopes: ['CATALOGUE_READ'] })) },
  // The fixture's key is bound to no store: a vendor's own keys do not include it.
  'Mutation.revokeApiKey': { access: 'admin', call: m('revokeApiKey', (f) => ({ id: f.apiKey.gid })), expect: { vendorA: 'notFound', vendorB: 'notFound' } },
  // Webhooks: any store (and the admin, for the marketplace) registers its own; A's endpoint and
  // its deliveries are A's and the admin's to change.
  'Mutation.createWebhookEndpoint': { access: 'vendor', call: m('createWebhookEndpoint', () => ({ url: 'https://hooks.example.com/matrix-new', events: ['order.placed'] })) },
  'Mutation.updateWebhookEndpoint': { access: 'owner', call: m('updateWebhookEndpoint', (f) => ({ id: f.webhook.gid, description: 'Matrix change' })) },
  'Mutation.rotateWebhookSecret': { access: 'owner', call: m('rotateWebhookSecret', (f) => ({ id: f.webhook.gid })) },
  'Mutation.deleteWebhookEndpoint': { access: 'owner', call: m('deleteWebhookEndpoint', (f) => ({ id: f.webhook.gid })) },
  'Mutation.sendTestWebhook': { access: 'owner', call: m('sendTestWebhook', (f) => ({ id: f.webhook.gid })) },
  'Mutation.redeliverWebhook': { access: 'owner', call: m('redeliverWebhook', (f) => ({ id: f.webhook.deliveryGid })) },
  // Vendor B may post and list, but not with A's picture (a ValidationError: not in B's library);
  // the admin account does neither.
  'Mutation.createPost': [
    { access: 'owner', call: m('createPost', (f) => ({ caption: 'Matrix', image: f.image })), expect: { vendorB: 'invalid', admin: 'forbidden' } },
    // B's own picture on A's listing: a post links only the poster's own listings (and A may not
    // use B's picture either).
    {
      access: 'owner',
      call: m('createPost', (f) => ({ caption: 'Matrix', image: f.imageB, productId: f.product.gid })),
      expect: { vendorA: 'invalid', vendorB: 'invalid', admin: 'forbidden' },
    },
  ],
  'Mutation.createProduct': { access: 'owner', call: m('createProduct', productInput), expect: { vendorB: 'invalid', admin: 'forbidden' } },
  'Mutation.updateSiteSettings': { access: 'admin', call: m('updateSiteSettings', () => siteSettingsInput) },
  'Mutation.updateCategoryTranslations': { access: 'admin', call: m('updateCategoryTranslations', () => ({ slug: 'villas', ar: { name: 'فلل' }, ur: { name: 'ولاز' } })) },
  'Mutation.createSynonymGroup': { access: 'admin', call: m('createSynonymGroup', (f) => ({ terms: [`${f.synonyms.word}c`, `${f.synonyms.word}d`] })) },
  // The fixture has no undelivered mail: the admin gets as far as looking for it.
  'Mutation.retryUndeliveredMail': { access: 'admin', call: m('retryUndeliveredMail', () => ({ id: '00000000-0000-4000-8000-000000000000' })), expect: { admin: 'notFound' } },
  'Mutation.deleteSynonymGroup': { access: 'admin', call: m('deleteSynonymGroup', (f) => ({ id: f.synonyms.gid })) },
  'Mutation.switchOffSearchMeaning': { access: 'admin', call: m('switchOffSearchMeaning', () => ({ word: 'cooker', term: 'oven' })) },
  'Mutation.switchOnSearchMeaning': { access: 'admin', call: m('switchOnSearchMeaning', (f) => f.switchedOff) },
  'Mutation.updateSynonymGroup': { access: 'admin', call: m('updateSynonymGroup', (f) => ({ id: f.synonyms.gid, terms: [`${f.synonyms.word}a`, `${f.synonyms.word}e`] })) },
  'Mutation.createPromoCode': { access: 'admin', call: m('createPromoCode', (f) => ({ code: `N${f.promo.code}`.slice(0, 20) })) },
  'Mutation.deleteComment': { access: 'owner', call: m('deleteComment', (f) => ({ commentId: f.comment.gid })) },
  'Mutation.deleteCustomer': { access: 'admin', call: m('deleteCustomer', (f) => ({ id: f.customer.gid })) },
  'Mutation.deleteMedia': { access: 'owner', call: m('deleteMedia', (f) => ({ id: f.media.gid })) },
  'Mutation.deleteOrder': { access: 'admin', call: m('deleteOrder', (f) => ({ orderId: f.order })) },
  'Mutation.cancelTrackedOrderPart': {
    access: 'public',
    call: m('cancelTrackedOrderPart', (f) => ({ orderId: f.order, email: 'someone@else.test', part: f.orderPart.gid, reason: 'Changed my mind' })),
    expect: everyone('notFound'),
  },
  'Mutation.setOrderPartStatus': { access: 'owner', call: m('setOrderPartStatus', (f) => ({ part: f.orderPart.gid, action: 'CONFIRM' })) },
  ...moneyGraphqlRows,
  ...leadGraphqlRows,
  ...insightsGraphqlRows,
  ...fulfilmentGraphqlRows,
  'Mutation.deletePost': { access: 'owner', call: m('deletePost', (f) => ({ postId: f.post.gid })) },
  'Mutation.deleteProduct': { access: 'owner', call: m('deleteProduct', (f) => ({ id: f.product.gid })) },
  'Mutation.deleteProducts': {
    access: 'owner',
    call: q('mutation ($ids: [ID!]!) { deleteProducts(ids: $ids) { __typename ... on Error { message } } }', (f) => ({ ids: [f.product.gid] })),
  },
  'Mutation.deletePromoCode': { access: 'admin', call: m('deletePromoCode', (f) => ({ id: f.promo.gid })) },
  'Mutation.deleteVendor': { access: 'admin', call: m('deleteVendor', (f) => ({ vendorId: f.victim.gid })) },
  'Mutation.issueVisitorId': { access: 'open', call: q('mutation { issueVisitorId { __typename } }') },
  'Mutation.login': { access: 'open', call: m('login', (_f, x) => ({ email: x.a.email, password: 'vendor12345' })) },
  'Mutation.logout': { access: 'open', call: q('mutation { logout }'), endsSession: true },
  'Mutation.placeOrder': {
    access: 'public',
    call: m('placeOrder', (f) => ({ client, items: [{ productId: f.product.id, quantity: 1 }], totalCost: '1' })),
  },
  'Mutation.postComment': { access: 'open', call: m('postComment', (f) => ({ productId: f.product.gid, text: 'Matrix comment' })) },
  'Mutation.rateProduct': { access: 'open', call: m('rateProduct', (f) => ({ productId: f.product.gid, rating: 4 })) },
  'Mutation.registerVendor': {
    access: 'public',
    call: m('registerVendor', () => ({ email: newEmail(), firstName: 'M', lastName: 'X', storeName: 'Matrix New', storeId: 'matrix-new', address1: '1 Road', city: 'Dubai', state: 'Dubai', country: 'UAE', postcode: '00000', phone: '971500000004', password: 'secret123', confirmPassword: 'secret123' })),
  },
  'Mutation.requestPasswordReset': { access: 'public', call: m('requestPasswordReset', (_f, x) => ({ email: x.b.email })) },
  // Without the token that verifying a mailed code hands out, nobody resets B's password (and
  // the refusal changes nothing).
  'Mutation.resetPassword': {
    access: 'public',
    call: m('resetPassword', (_f, x) => ({ email: x.b.email, newPassword: 'hijacked1', resetToken: 'not-a-token' })),
    expect: everyone('invalid'),
  },
  // Anyone may save a search for an email (it waits for the mailed link); the links act only with
  // a token the server signed, and no operation lists or reads saved searches.
  'Mutation.saveSearch': { access: 'open', call: m('saveSearch', () => ({ email: newEmail(), filter: { catalogue: 'REAL_ESTATE' } })) },
  'Mutation.confirmSavedSearch': { access: 'public', call: q('mutation { confirmSavedSearch(token: "1.9999999999.forged") { __typename ... on Error { message } } }'), expect: everyone('invalid') },
  'Mutation.unsubscribeSavedSearch': { access: 'public', call: q('mutation { unsubscribeSavedSearch(token: "1.forged") { __typename ... on Error { message } } }'), expect: everyone('invalid') },
  'Mutation.sendContactMessage': { access: 'open', call: m('sendContactMessage', () => ({ name: 'Matrix', email: 'someone@matrix.test', message: 'Hello', userType: 'CUSTOMER' })) },
  'Mutation.sendRegistrationCode': { access: 'public', call: m('sendRegistrationCode', () => ({ email: newEmail() })) },
  'Mutation.setPromoCodeActive': { access: 'admin', call: m('setPromoCodeActive', (f) => ({ id: f.promo.gid, isActive: false })) },
  'Mutation.setVendorAccess': { access: 'admin', call: m('setVendorAccess', (f) => ({ vendorId: f.victim.gid, accessGranted: false })) },
  'Mutation.togglePostLike': { access: 'open', call: m('togglePostLike', (f) => ({ postId: f.post.gid })) },
  'Mutation.updateMyProfile': { access: 'vendor', call: m('updateMyProfile', () => ({ description: 'Changed by the matrix.' })) },
  // A dry run over A's product: B's answer is a report refusing the row (another store's), and nothing is written for anyone.
  'Mutation.importProductsCsv': { access: 'vendor', call: m('importProductsCsv', (f, x) => ({ csv: importCsv(f, x), dryRun: true })) },
  'Mutation.setProductStock': { access: 'owner', call: m('setProductStock', (f) => ({ id: f.product.gid, stock: 7 })) },
  'Mutation.updateProduct': { access: 'owner', call: m('updateProduct', (f, x) => ({ ...productInput(f, x), slug: f.product.slug })) },
  // The admin's edit of a store's profile (a vendor edits its own with updateMyProfile).
  'Mutation.updateVendorProfile': { access: 'admin', call: m('updateVendorProfile', (_f, x) => ({ vendorId: globalId('Vendor', x.a.id), description: 'Changed by the matrix.' })) },
  'Mutation.uploadMedia': { access: 'vendor', call: () => ({ query: 'mutation ($input: UploadMediaInput!) { uploadMedia(input: $input) { __typename ... on Error { message } } }', files: 'files' }), expect: { admin: 'forbidden' } },
  'Mutation.verifyEmailCode': { access: 'public', call: m('verifyEmailCode', (_f, x) => ({ email: x.b.email, code: '000000', purpose: 'PASSWORD_RESET' })) },

  // --- REST ----------------------------------------------------------------------------------
  'GET /products': { access: 'public', call: r('GET', () => '/products') },
  'GET /webhooks/event-types': { access: 'public', call: r('GET', () => '/webhooks/event-types') },
  'GET /webhooks/endpoints': { access: 'vendor', call: r('GET', () => '/webhooks/endpoints'), hidden: { from: ['vendorB'], text: (f) => f.webhook.url } },
  'POST /webhooks/endpoints': { access: 'vendor', call: r('POST', () => '/webhooks/endpoints', () => ({ url: 'https://hooks.example.com/matrix-rest', events: ['product.created'] })) },
  'PATCH /webhooks/endpoints/{id}': { access: 'owner', call: r('PATCH', (f) => `/webhooks/endpoints/${f.webhook.id}`, () => ({ enabled: false })) },
  'DELETE /webhooks/endpoints/{id}': { access: 'owner', call: r('DELETE', (f) => `/webhooks/endpoints/${f.webhook.id}`) },
  'POST /webhooks/endpoints/{id}/rotate-secret': { access: 'owner', call: r('POST', (f) => `/webhooks/endpoints/${f.webhook.id}/rotate-secret`) },
  'POST /webhooks/endpoints/{id}/test': { access: 'owner', call: r('POST', (f) => `/webhooks/endpoints/${f.webhook.id}/test`) },
  'GET /webhooks/endpoints/{id}/deliveries': { access: 'owner', call: r('GET', (f) => `/webhooks/endpoints/${f.webhook.id}/deliveries?status=succeeded`) },
  'POST /webhooks/deliveries/{id}/redeliver': { access: 'owner', call: r('POST', (f) => `/webhooks/deliveries/${f.webhook.deliveryId}/redeliver`) },
  'GET /products/{product}': [
    { access: 'public', call: r('GET', (f) => `/products/${f.product.id}`) },
    // A revoked store's listing is not on the storefront (for nobody, the admin included).
    { access: 'public', call: r('GET', (_f, x) => `/products/${x.revoked.productId}`), expect: everyone('notFound') },
  ],
  'GET /products/slug/{slug}': { access: 'public', call: r('GET', (f) => `/products/slug/${f.product.slug}`) },
  'GET /productsby': { access: 'public', call: r('GET', (_f, x) => `/productsby?category=${encodeURIComponent(x.categoryName)}`) },
  'GET /vendor-products/{store_id}': [
    { access: 'public', call: r('GET', (_f, x) => `/vendor-products/${x.a.storeId}`) },
    { access: 'public', call: r('GET', (_f, x) => `/vendor-products/${x.revoked.storeId}`), expect: everyone('notFound') },
  ],
  'GET /all-vendors2': { access: 'public', call: r('GET', () => '/all-vendors2') },
  'GET /vendor-details/{store_id}': [
    { access: 'public', call: r('GET', (_f, x) => `/vendor-details/${x.a.storeId}`) },
    { access: 'public', call: r('GET', (_f, x) => `/vendor-details/${x.revoked.storeId}`), expect: everyone('notFound') },
  ],
  'GET /categories': { access: 'public', call: r('GET', () => '/categories') },
  'GET /currencies': { access: 'public', call: r('GET', () => '/currencies') },
  'POST /login': { access: 'open', call: r('POST', () => '/login', (_f, x) => ({ email: x.a.email, password: 'vendor12345' })) },
  'POST /logout': { access: 'open', call: r('POST', () => '/logout'), endsSession: true },
  'GET /vendor-details': { access: 'vendor', call: r('GET', () => '/vendor-details') },
  'GET /vendor-products': { access: 'vendor', call: r('GET', () => '/vendor-products'), hidden: { from: ['vendorB'], text: (f) => f.product.slug } },
  'POST /createproduct': { access: 'owner', call: r('POST', () => '/createproduct', restProductBody), expect: { vendorB: 'invalid', admin: 'forbidden' } },
  'PUT /products/{product}': { access: 'owner', call: r('PUT', (f) => `/products/${f.product.slug}`, restProductBody) },
  'GET /products-csv': { access: 'vendor', call: r('GET', () => '/products-csv'), hidden: { from: ['vendorB'], text: (f) => f.product.slug } },
  'POST /products-csv': { access: 'vendor', call: r('POST', () => '/products-csv', (f, x) => ({ csv: importCsv(f, x), dryRun: true })) },
  'PUT /vendor-products/{product}/stock': { access: 'owner', call: r('PUT', (f) => `/vendor-products/${f.product.id}/stock`, () => ({ stock: 7 })) },
  'DELETE /products/{product}': { access: 'owner', call: r('DELETE', (f) => `/products/${f.product.id}`) },
  'POST /uploadImages': { access: 'vendor', call: () => ({ method: 'POST', path: '/api/uploadImages', files: 'images' }), expect: { admin: 'forbidden' } },
  'GET /images': { access: 'vendor', call: r('GET', () => '/images'), hidden: { from: ['vendorB'], text: (f) => f.media.fileName } },
  'DELETE /images/{imageName}': { access: 'owner', call: r('DELETE', (f) => `/images/${encodeURIComponent(f.media.fileName)}`) },
  'GET /profile': { access: 'vendor', call: r('GET', () => '/profile') },
  'PUT /profile/update2': { access: 'vendor', call: r('PUT', () => '/profile/update2', () => ({ description: 'Changed by the matrix.' })) },
  'POST /profile/confirm-email': { access: 'vendor', call: r('POST', () => '/profile/confirm-email', () => ({ otp: '000000' })), expect: { vendorA: 'answered', vendorB: 'answered', admin: 'answered' } },
  'PUT /profile/update/{id}': { access: 'admin', call: r('PUT', (_f, x) => `/profile/update/${x.a.storeId}`, () => ({ description: 'Changed by the admin.' })) },
  'POST /api/auth/send-otp': { access: 'public', call: r('POST', () => '/api/auth/send-otp', () => ({ email: newEmail() })) },
  'POST /api/auth/verify-otp': { access: 'public', call: r('POST', () => '/api/auth/verify-otp', () => ({ email: newEmail(), otp: '000000' })) },
  'POST /auth/send-otp': { access: 'public', call: r('POST', () => '/auth/send-otp', () => ({ email: newEmail() })) },
  'POST /auth/verify-otp': { access: 'public', call: r('POST', () => '/auth/verify-otp', () => ({ email: newEmail(), otp: '000000' })) },
  'POST /register': { access: 'public', call: r('POST', () => '/register', () => ({ email: newEmail(), storeId: 'matrix-new', password: 'secret123', confirmPassword: 'secret123' })) },
  'GET /check-email/{email}': { access: 'public', call: r('GET', () => `/check-email/${newEmail()}`) },
  'GET /check-store-id/{storeId}': { access: 'public', call: r('GET', () => '/check-store-id/matrix-free-store') },
  'POST /forgot-password': { access: 'public', call: r('POST', () => '/forgot-password', (_f, x) => ({ email: x.b.email })) },
  'POST /verify-otp': { access: 'public', call: r('POST', () => '/verify-otp', (_f, x) => ({ email: x.b.email, otp: '000000' })) },
  'POST /reset-password': {
    access: 'public',
    call: r('POST', () => '/reset-password', (_f, x) => ({ email: x.b.email, newPassword: 'hijacked1', resetToken: 'not-a-token' })),
    expect: everyone('invalid'),
  },
  'GET /all-vendors': { access: 'admin', call: r('GET', () => '/all-vendors?isAdmin=1') },
  'PATCH /update-vendor-access': { access: 'admin', call: r('PATCH', () => '/update-vendor-access', (f) => ({ vendorId: f.victim.storeId, newStatus: '0' })) },
  'DELETE /delete-vendors/{store_id}': { access: 'admin', call: r('DELETE', (f) => `/delete-vendors/${f.victim.storeId}`) },
  'GET /customersdata': { access: 'admin', call: r('GET', () => '/customersdata') },
  'GET /search-meanings': { access: 'admin', call: r('GET', () => '/search-meanings?word=cooker') },
  'GET /search-meanings/switched-off': { access: 'admin', call: r('GET', () => '/search-meanings/switched-off') },
  'PUT /search-meanings/switched-off': { access: 'admin', call: r('PUT', () => '/search-meanings/switched-off', () => ({ word: 'cooker', term: 'oven' })) },
  'DELETE /search-meanings/switched-off': { access: 'admin', call: r('DELETE', (f) => `/search-meanings/switched-off?word=${f.switchedOff.word}&term=${f.switchedOff.term}`) },
  'DELETE /customersdata/{id}': { access: 'admin', call: r('DELETE', (f) => `/customersdata/${f.customer.id}`) },
  'GET /site-settings': { access: 'public', call: r('GET', () => '/site-settings') },
  'PUT /site-settings': { access: 'admin', call: r('PUT', () => '/site-settings', () => siteSettingsInput) },
  'GET /promo-codes': { access: 'admin', call: r('GET', () => '/promo-codes') },
  'POST /promo-codes': { access: 'admin', call: r('POST', () => '/promo-codes', (f) => ({ code: `N${f.promo.code}`.slice(0, 20), discountPercentage: 15 })) },
  'PATCH /promo-codes/{id}': { access: 'admin', call: r('PATCH', (f) => `/promo-codes/${f.promo.id}`, () => ({ isActive: false })) },
  'DELETE /promo-codes/{id}': { access: 'admin', call: r('DELETE', (f) => `/promo-codes/${f.promo.id}`) },
  'POST /validate-promo': { access: 'public', call: r('POST', () => '/validate-promo', (f) => ({ code: f.promo.code, productId: f.product.id })) },
  'POST /checkout': {
    access: 'public',
    call: r('POST', () => '/checkout', (f) => ({ clientDetails: client, cartItems: [{ id: f.product.id, quantity: 1 }], totalCost: 1, paymentMethod: 'cash' })),
  },
  'POST /customerdata': { access: 'open', call: r('POST', () => '/customerdata', () => ({ name: 'Matrix' })) },
  'POST /order-tracking': { access: 'public', call: r('POST', () => '/order-tracking', (f) => ({ order_id: f.order, email: 'someone@else.test' })), expect: everyone('notFound') },
  'GET /orders': { access: 'vendor', call: r('GET', () => '/orders'), hidden: { from: ['vendorB'], text: (f) => f.order } },
  'DELETE /orders/{order_id}': { access: 'admin', call: r('DELETE', (f) => `/orders/${f.order}`) },
  'POST /order-parts/{part_id}/status': { access: 'owner', call: r('POST', (f) => `/order-parts/${f.orderPart.id}/status`, () => ({ action: 'CONFIRM' })) },
  ...moneyRestRows,
  ...leadRestRows,
  ...insightsRestRows,
  ...fulfilmentRestRows,
  'GET /rating/{productId}': { access: 'public', call: r('GET', (f) => `/rating/${f.product.id}`) },
  'POST /visitor': { access: 'open', call: r('POST', () => '/visitor') },
  'GET /overview': { access: 'vendor', call: r('GET', () => '/overview?range=7') },
  'GET /overview/vendors': { access: 'admin', call: r('GET', () => '/overview/vendors?range=7') },
  'POST /views': { access: 'open', call: r('POST', () => '/views', (f) => ({ productId: f.product.id })) },
  'POST /submitrating': { access: 'open', call: r('POST', () => '/submitrating', (f) => ({ productId: f.product.id, rating: 4 })) },
  'GET /comments/{id}': { access: 'public', call: r('GET', (f) => `/comments/${f.product.id}`) },
  'POST /comments': { access: 'open', call: r('POST', () => '/comments', (f) => ({ productId: f.product.id, text: 'Matrix comment' })) },
  'DELETE /comments/{id}': { access: 'owner', call: r('DELETE', (f) => `/comments/${f.comment.id}`) },
  'GET /getposts': { access: 'public', call: r('GET', () => '/getposts') },
  'GET /posts/{postId}/likes': { access: 'public', call: r('GET', (f) => `/posts/${f.post.id}/likes`) },
  'GET /posts/{postId}/comments': { access: 'public', call: r('GET', (f) => `/posts/${f.post.id}/comments`) },
  'POST /posts/{postId}/addLike': { access: 'open', call: r('POST', (f) => `/posts/${f.post.id}/addLike`) },
  'POST /posts/{postId}/comments': { access: 'open', call: r('POST', (f) => `/posts/${f.post.id}/comments`, () => ({ comment: 'Matrix comment' })) },
  'POST /createpost': [
    { access: 'owner', call: r('POST', () => '/createpost', (f) => ({ caption: 'Matrix', image: f.image })), expect: { vendorB: 'invalid', admin: 'forbidden' } },
    {
      access: 'owner',
      call: r('POST', () => '/createpost', (f) => ({ caption: 'Matrix', image: f.imageB, productId: f.product.id })),
      expect: { vendorA: 'invalid', vendorB: 'invalid', admin: 'forbidden' },
    },
  ],
  'DELETE /posts/{postId}': { access: 'owner', call: r('DELETE', (f) => `/posts/${f.post.id}`) },
  'GET /saved-searches/confirm': { access: 'public', call: r('GET', () => '/saved-searches/confirm?token=1.9999999999.forged'), expect: everyone('invalid') },
  'GET /saved-searches/unsubscribe': { access: 'public', call: r('GET', () => '/saved-searches/unsubscribe?token=1.forged'), expect: everyone('invalid') },
  'POST /saved-searches/unsubscribe': { access: 'public', call: r('POST', () => '/saved-searches/unsubscribe?token=1.forged'), expect: everyone('invalid') },
  'POST /send-email': { access: 'open', call: r('POST', () => '/send-email', () => ({ name: 'Matrix', email: 'someone@matrix.test', message: 'Hello', userType: 'customer' })) },
};
