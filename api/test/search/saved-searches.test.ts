/**
 * Saved searches with daily alerts, through GraphQL and the REST link routes: saving (and
 * refusing bad input without a trace), the confirmation link read from a real SMTP server,
 * forged tokens refused, the sweep mailing new matches and favourites' price drops once, and
 * unconfirmed or unsubscribed searches getting nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { decodedBody, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { QUEUE } from '../../src/jobs/queues.ts';
import { runJobNow } from '../helpers/jobs.ts';

let t: TestApp;
let smtp: SmtpSink;
let nextIp = 1;

const SAVE = `mutation ($input: SaveSearchInput!) { saveSearch(input: $input) { __typename
  ... on SaveSearchSuccess { savedSearch { label status favouriteCount email } }
  ... on ValidationError { message field } ... on RateLimitedError { message } } }`;

const save = (input: Record<string, unknown>) =>
  t
    .request('/graphql', { method: 'POST', clientIp: `10.21.0.${nextIp++}`, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: SAVE, variables: { input } }) })
    .then((res) => res.json.data.saveSearch);

/** The path and query of the first link to `path` in a mail (as the person would click it). */
function linkIn(raw: string, path: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${path.replace(/\//g, '\\/')}\\?token=[^\\s"<>]+)`).exec(decodedBody(raw));
  if (!match) throw new Error(`no ${path} link in the mail`);
  return match[1].replace(/&amp;/g, '&');
}

const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address)).length;
const productGid = (id: number) => Buffer.from(`Product:${id}`).toString('base64');

const runSweep = () => runJobNow(t, QUEUE.savedSearchAlerts);

let owner: { vendorId: number; categoryId: number };

async function newProperty(city: string, name: string) {
  return t.db.product.create({
    data: {
      slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`,
      name, description: 'A new listing.', price: '250000', catalogue: 'REAL_ESTATE', ...owner,
      featureImage: 'https://example.com/house.jpg', images: [], amenities: [], city, beds: 3,
    },
  });
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ jobs: true, env: { SMTP_URL: smtp.url, JOB_POLL_SECONDS: '1' } });
  const category = await t.db.category.create({ data: { name: 'Villas', slug: 'villas', catalogue: 'REAL_ESTATE' } });
  const vendor = await t.db.vendor.create({
    data: {
      storeId: 'alert-homes', storeName: 'Alert Homes', firstName: 'Ada', lastName: 'Lert', email: 'owner@alert-homes.test', phone: '971500000001',
      brandType: 'REAL_ESTATE', address1: 'Street 1', city: 'Dubai', stateCounty: 'Dubai', country: 'United Arab Emirates', postcode: '00000', passwordHash: 'x',
    },
  });
  owner = { vendorId: vendor.id, categoryId: category.id };
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('saving a search', () => {
  it('refuses bad input with a typed error and keeps nothing', async () => {
    expect(await save({ email: 'not-an-email', filter: { catalogue: 'REAL_ESTATE' } })).toMatchObject({ __typename: 'ValidationError', field: 'email' });
    expect(await save({ email: 'a@example.com', filter: { minPrice: 500, maxPrice: 100 } })).toMatchObject({ __typename: 'ValidationError', field: 'minPrice' });
    expect(await save({ email: 'a@example.com', filter: { amenities: ['teleporter'] } })).toMatchObject({ __typename: 'ValidationError', field: 'amenities' });
    expect(await t.db.savedSearch.count()).toBe(0);
    expect(await t.db.outboxMail.count({ where: { to: 'a@example.com' } })).toBe(0);
  });

  it('limits saves per email', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await save({ email: 'busy@example.com', filter: { catalogue: 'HOME_PRODUCTS', minPrice: i } }));
    expect(answers.slice(0, 5).every((a) => a.__typename === 'SaveSearchSuccess')).toBe(true);
    expect(answers[5].__typename).toBe('RateLimitedError');
    expect(await t.db.savedSearch.count({ where: { email: 'busy@example.com' } })).toBe(5);
  });

  it('limits saves per sender address, whatever the recipients', async () => {
    const fromOneAddress = (email: string) =>
      t
        .request('/graphql', { method: 'POST', clientIp: '10.22.0.1', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: SAVE, variables: { input: { email, filter: { catalogue: 'HOME_PRODUCTS' } } } }) })
        .then((res) => res.json.data.saveSearch.__typename);
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await fromOneAddress(`stranger${i}@example.com`));
    expect(answers.slice(0, 20).every((a) => a === 'SaveSearchSuccess')).toBe(true);
    expect(answers[20]).toBe('RateLimitedError');
    expect(await t.db.outboxMail.count({ where: { to: 'stranger20@example.com' } })).toBe(0);
  });

  it("mails no words the requester chose: the confirmation names the search by the catalogue's own names", async () => {
    const words = ['Claim your prize at evil.example', 'Call 555 0100 now', 'Reply with your bank details', 'free-money-here', 'visit-evil-dot-example'];
    const answer = await save({
      email: 'target@example.com',
      filter: { catalogue: 'REAL_ESTATE', search: words[0], city: words[1], neighbourhood: words[2], categorySlug: words[3], vendorStoreId: words[4], minBeds: 3 },
    });
    expect(answer.savedSearch.label).toBe('Real Estate · your search words · a category · a neighbourhood you named, a city you named · 3+ beds · a store');
    const mail = decodedBody((await smtp.waitForMail('target@example.com')).raw).toLowerCase();
    for (const typed of words) expect(mail).not.toContain(typed.toLowerCase());
    expect(mail).toContain('real estate · your search words');

    // Names the catalogue has are shown as the catalogue spells them.
    const known = await save({ email: 'known@example.com', filter: { catalogue: 'REAL_ESTATE', categorySlug: 'villas', vendorStoreId: 'alert-homes', city: 'DUBAI' } });
    expect(known.savedSearch.label).toBe(await t.db.product.findFirst({ where: { city: 'Dubai' } }) ? 'Real Estate · Villas · Dubai · store Alert Homes' : 'Real Estate · Villas · a city you named · store Alert Homes');
  });

  it('registers the daily sweep with the job queue', async () => {
    const rows = await t.db.$queryRawUnsafe<Array<{ cron: string }>>(`SELECT cron FROM pgboss.schedule WHERE name = $1`, QUEUE.savedSearchAlerts);
    expect(rows).toEqual([{ cron: '0 7 * * *' }]);
  });
});

describe('confirm, alerts and unsubscribe', () => {
  it('mails a confirmation link; alerts go only to confirmed searches, once; unsubscribe stops them', async () => {
    const favourite = await newProperty('Favourville', 'Favourite Flat');
    const answer = await save({ email: 'alerts@example.com', filter: { catalogue: 'REAL_ESTATE', city: 'Alertville', minBeds: 2 }, favourites: [productGid(favourite.id)] });
    expect(answer).toEqual({ __typename: 'SaveSearchSuccess', savedSearch: { label: 'Real Estate · a city you named · 2+ beds', status: 'PENDING', favouriteCount: 1, email: 'alerts@example.com' } });
    const pending = await save({ email: 'pending@example.com', filter: { catalogue: 'REAL_ESTATE', city: 'Alertville' } });
    expect(pending.__typename).toBe('SaveSearchSuccess');

    const confirmMail = await smtp.waitForMail('alerts@example.com');
    const confirmLink = linkIn(confirmMail.raw, '/api/saved-searches/confirm');

    // An altered token (another id, or a changed signature) is refused and changes nothing.
    const token = new URL(confirmLink, 'http://x').searchParams.get('token')!;
    const [id, expires, signature] = token.split('.');
    for (const forged of [`${Number(id) + 1}.${expires}.${signature}`, `${id}.${expires}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`, `${id}.${Number(expires) + 1}.${signature}`]) {
      const res = await t.request(`/api/saved-searches/confirm?token=${encodeURIComponent(forged)}`);
      expect(res.status).toBe(400);
    }
    const bad = await t.graphql(`mutation { confirmSavedSearch(token: "1.9999999999.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx") { __typename ... on ValidationError { field } } }`);
    expect(bad.data.confirmSavedSearch).toEqual({ __typename: 'ValidationError', field: 'token' });
    expect(await t.db.savedSearch.count({ where: { status: 'ACTIVE' } })).toBe(0);

    const page = await t.request(confirmLink);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Saved search confirmed');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    const search = await t.db.savedSearch.findFirstOrThrow({ where: { email: 'alerts@example.com' } });
    expect(search.status).toBe('ACTIVE');

    // News: a matching listing, one that does not match, and the favourite's price drop.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await newProperty('Alertville', 'Harbour View House');
    await newProperty('Elsewhere', 'Not For This Search');
    await t.db.product.update({ where: { id: favourite.id }, data: { discountedPrice: '199000' } });

    await runSweep();
    const alert = await smtp.waitForMail('alerts@example.com', { after: 1 });
    const body = decodedBody(alert.raw);
    expect(body).toContain('Harbour View House');
    expect(body).not.toContain('Not For This Search');
    expect(body).toMatch(/Favourite Flat: USD 250,000\.00 → USD 199,000\.00/);
    expect(alert.raw).toMatch(/List-Unsubscribe:\s+<https?:\/\/[^/]+\/api\/saved-searches\/unsubscribe\?token=/);
    expect(alert.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(body).toContain('text/html');
    // The unconfirmed search, whose filter also matches, got nothing.
    expect(mailsTo('pending@example.com')).toBe(1);

    // Running the sweep again sends nothing twice.
    await runSweep();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo('alerts@example.com')).toBe(2);

    // The one-click POST unsubscribes; a later sweep mails nothing, even with news.
    const unsubscribe = linkIn(alert.raw, '/api/saved-searches/unsubscribe');
    const forgedPost = await t.request(unsubscribe.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(forgedPost.status).toBe(400);
    expect((await t.db.savedSearch.findUniqueOrThrow({ where: { id: search.id } })).status).toBe('ACTIVE');
    const post = await t.request(unsubscribe, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect([post.status, post.text]).toEqual([200, JSON.stringify({ status: 'UNSUBSCRIBED' })]);
    expect(post.json).toEqual({ status: 'UNSUBSCRIBED' });
    expect((await t.db.savedSearch.findUniqueOrThrow({ where: { id: search.id } })).status).toBe('UNSUBSCRIBED');
    // The link page still answers, and confirming again does not restart the alerts.
    expect((await t.request(unsubscribe)).text).toContain('Unsubscribed');
    await t.request(confirmLink);
    expect((await t.db.savedSearch.findUniqueOrThrow({ where: { id: search.id } })).status).toBe('UNSUBSCRIBED');

    await newProperty('Alertville', 'Another Harbour House');
    await runSweep();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo('alerts@example.com')).toBe(2);
  });
});
