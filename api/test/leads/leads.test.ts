// Enquiries (issue 37 part 2) through REST and GraphQL on one seeded app with the real job queue
// and a real SMTP server: an enquiry is checked (contact, honeypot, signed fill time) and kept
// with nothing half-written when refused; the vendor's notice and the reply each arrive once and
// carry no text the shopper typed; the inbox filters and pages; another store can neither read
// nor change a lead; the admin sees every store's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { startSmtpSink, decodedBody, type SmtpSink } from '../helpers/smtp-sink.ts';
import { globalId, tokenFor } from '../helpers/admin-fixtures.ts';
import { call, gql } from '../helpers/social.ts';
import { ENQUIRY, agedFormToken, sendEnquiry } from './leads-helpers.ts';

let t: TestApp;
let smtp: SmtpSink;
let property: { id: number; name: string };
let otherProperty: { id: number };
let skyline: { token: string; email: string; vendorId: number };
let casaToken: string;
let adminToken: string;

const leadCount = () => t.db.lead.count();
const newestLead = () => t.db.lead.findFirstOrThrow({ orderBy: { id: 'desc' } });
const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address));

/** Waits until the outbox has no unsent mail (the job queue delivered everything queued so far). */
async function outboxDrained(): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if ((await t.db.outboxMail.count({ where: { sentAt: null } })) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The outbox was not delivered within 10 s');
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ seed: true, jobs: true, env: { SMTP_URL: smtp.url, JOB_POLL_SECONDS: '1' } });
  await t.app.services.signer();
  const vendor = await t.db.vendor.findUniqueOrThrow({ where: { storeId: 'skyline-estates' } });
  const [first, second] = await t.db.product.findMany({ where: { vendorId: vendor.id, catalogue: 'REAL_ESTATE', status: 'ACTIVE' }, orderBy: { id: 'asc' }, take: 2 });
  property = first;
  otherProperty = second;
  skyline = { token: await tokenFor(t.db, 'skyline-estates'), email: vendor.email, vendorId: vendor.id };
  casaToken = await tokenFor(t.db, 'casa-nova-interiors');
  const admin = await t.db.vendor.findFirstOrThrow({ where: { isAdmin: true } });
  adminToken = await tokenFor(t.db, admin.storeId);
  // The seeded demo enquiries and taps go: the counts below are this file's own.
  await t.db.lead.deleteMany({});
  await t.db.leadTap.deleteMany({});
  await t.db.webhookEndpoint.create({ data: { vendorId: vendor.id, url: 'https://hooks.example.com/leads', events: ['lead.created'], secret: 'whsec_dGVzdA==' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('sending an enquiry', () => {
  it('keeps a valid enquiry, mails the vendor once without the shopper’s words, and records lead.created without personal data', async () => {
    const res = await sendEnquiry(t, property.id);
    expect(res.status).toBe(201);
    expect(res.json.message).toMatch(/sent to the seller/);
    const lead = await newestLead();
    expect(lead).toMatchObject({ vendorId: skyline.vendorId, productId: property.id, productName: property.name, name: ENQUIRY.name, email: ENQUIRY.email, status: 'NEW', preferredTime: 'evening' });

    await outboxDrained();
    const notices = mailsTo(skyline.email);
    expect(notices).toHaveLength(1);
    const body = decodedBody(notices[0].raw);
    expect(body).toContain(`/vendor-dashboard/leads/${lead.id}`);
    expect(body).not.toContain(ENQUIRY.message);
    expect(body).not.toContain(ENQUIRY.email);

    const event = await t.db.webhookMessage.findFirstOrThrow({ where: { type: 'lead.created' }, orderBy: { id: 'desc' } });
    expect(JSON.stringify(event.payload)).toContain(property.name);
    expect(JSON.stringify(event.payload)).not.toMatch(/layla|123 4567|March/i);
  });

  it('refuses bad input with the field at fault and keeps nothing', async () => {
    const before = await leadCount();
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ email: '', phone: '' }, 'email', /phone number or an e-mail/],
      [{ email: 'not-an-address' }, 'email', /valid email/],
      [{ phone: '12ab' }, 'phone', /7 to 15 digits/],
      [{ name: '  ' }, 'name', /required/],
      [{ message: 'x'.repeat(2001) }, 'message', /2,000 characters/],
      [{ preferredTime: 'midnight' }, 'preferredTime', /preferredTime/],
    ];
    for (const [changes, field, message] of cases) {
      const res = await sendEnquiry(t, property.id, changes);
      expect(res.status, JSON.stringify(changes)).toBe(400);
      expect(res.json).toMatchObject({ field });
      expect(res.json.message).toMatch(message);
    }
    expect((await sendEnquiry(t, 999_999)).status).toBe(404);
    expect(await leadCount()).toBe(before);
  });

  it('refuses a filled honeypot, a form sent within seconds of being shown, and a forged or missing token', async () => {
    const before = await leadCount();
    const honeypot = await sendEnquiry(t, property.id, { website: 'https://spam.example' });
    expect(honeypot.status).toBe(400);
    expect(honeypot.json.message).toMatch(/looks automated/);

    const fresh = await call(t, 'GET', '/api/lead-form-token');
    const tooFast = await sendEnquiry(t, property.id, { formToken: fresh.json.token });
    expect(tooFast.status).toBe(400);
    expect(tooFast.json.message).toMatch(/too quickly/);

    const forged = `${Math.floor(Date.now() / 1000) - 60}.${Math.floor(Date.now() / 1000) + 3600}.${'A'.repeat(43)}`;
    for (const formToken of [forged, undefined]) {
      const res = await sendEnquiry(t, property.id, { formToken });
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/expired/);
    }
    expect(await leadCount()).toBe(before);
  });

  it('limits enquiries per address (429) and takes them over GraphQL with the same rules', async () => {
    const ip = '203.0.113.77';
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await sendEnquiry(t, otherProperty.id, {}, ip)).status);
    expect(answers.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(answers[10]).toBe(429);

    const mutation = `mutation ($input: SendEnquiryInput!) { sendEnquiry(input: $input) { __typename ... on SendEnquirySuccess { message } ... on ValidationError { field message } } }`;
    const input = { productId: globalId('Product', property.id), name: 'Omar', phone: '+92 300 1234567', message: 'Call me please', formToken: await agedFormToken(t) };
    const ok = await gql(t, mutation, { input });
    expect(ok.data?.sendEnquiry.__typename).toBe('SendEnquirySuccess');
    const refused = await gql(t, mutation, { input: { ...input, website: 'x' } });
    expect(refused.data?.sendEnquiry).toMatchObject({ __typename: 'ValidationError', field: 'website' });
  });

  it('counts taps on the WhatsApp and call links per kind', async () => {
    expect((await call(t, 'POST', '/api/lead-taps', { body: { productId: property.id, kind: 'WHATSAPP' } })).status).toBe(200);
    expect((await call(t, 'POST', '/api/lead-taps', { body: { productId: property.id, kind: 'call' } })).status).toBe(200);
    expect((await call(t, 'POST', '/api/lead-taps', { body: { productId: property.id, kind: 'SMS' } })).status).toBe(400);
    const summary = await call(t, 'GET', '/api/lead-summary', { token: skyline.token });
    expect(summary.json.taps).toEqual({ WHATSAPP: 1, CALL: 1 });
    expect(summary.json.newLeads).toBe(await t.db.lead.count({ where: { vendorId: skyline.vendorId, status: 'NEW' } }));
  });
});

describe('the Leads inbox', () => {
  it('filters by status, listing, dates and search, in the URL, and pages with a total', async () => {
    const all = await call(t, 'GET', '/api/leads?limit=5', { token: skyline.token });
    expect(all.status).toBe(200);
    const total = Number(all.headers.get('x-total-count'));
    expect(total).toBe(await t.db.lead.count({ where: { vendorId: skyline.vendorId } }));
    expect(all.json).toHaveLength(5);
    expect(all.headers.get('link')).toContain('offset=5');

    const byListing = await call(t, 'GET', `/api/leads?productId=${property.id}`, { token: skyline.token });
    expect(byListing.json.every((lead: { productId: number }) => lead.productId === property.id)).toBe(true);
    const bySearch = await call(t, 'GET', '/api/leads?search=omar', { token: skyline.token });
    expect(bySearch.json.map((lead: { name: string }) => lead.name)).toEqual(['Omar']);
    const today = new Date().toISOString().slice(0, 10);
    expect(Number((await call(t, 'GET', `/api/leads?from=${today}&to=${today}`, { token: skyline.token })).headers.get('x-total-count'))).toBe(total);
    expect(Number((await call(t, 'GET', '/api/leads?to=2020-01-01', { token: skyline.token })).headers.get('x-total-count'))).toBe(0);
    expect((await call(t, 'GET', '/api/leads?from=yesterday', { token: skyline.token })).status).toBe(400);
    expect((await call(t, 'GET', '/api/leads?status=CLOSED', { token: skyline.token })).json).toEqual([]);

    const connection = await gql(t, `{ leads(first: 2, search: "omar") { totalCount edges { node { name phone productName } } } newLeadCount }`, {}, { token: skyline.token });
    expect(connection.data?.leads.totalCount).toBe(1);
    expect(connection.data?.leads.edges[0].node).toMatchObject({ name: 'Omar', phone: '+92 300 1234567' });
    expect(connection.data?.newLeadCount).toBe(total);
  });

  it('changes status, appends notes, and mails a reply once with the vendor’s text only', async () => {
    const lead = await t.db.lead.findFirstOrThrow({ where: { email: ENQUIRY.email, vendorId: skyline.vendorId }, orderBy: { id: 'asc' } });
    const noted = await call(t, 'POST', `/api/leads/${lead.id}/notes`, { token: skyline.token, body: { text: 'Asked about parking.' } });
    expect(noted.json.notes.map((n: { text: string }) => n.text)).toEqual(['Asked about parking.']);
    expect((await call(t, 'POST', `/api/leads/${lead.id}/notes`, { token: skyline.token, body: { text: '  ' } })).status).toBe(400);

    const before = mailsTo(ENQUIRY.email).length;
    const replied = await call(t, 'POST', `/api/leads/${lead.id}/replies`, { token: skyline.token, body: { text: 'Yes, it is available from 1 March. Viewings on weekdays.' } });
    expect(replied.status).toBe(200);
    expect(replied.json.status).toBe('CONTACTED');
    await outboxDrained();
    const replies = mailsTo(ENQUIRY.email).slice(before);
    expect(replies).toHaveLength(1);
    const body = decodedBody(replies[0].raw);
    expect(body).toContain('available from 1 March');
    expect(body).not.toContain(ENQUIRY.message);
    expect(body).not.toContain(ENQUIRY.name);
    // The shopper's answer goes to the store's verified address, not to the marketplace's no-reply.
    expect(replies[0].raw).toMatch(new RegExp(`^Reply-To: ${skyline.email}\\r?$`, 'mi'));

    const booked = await gql(t, `mutation ($input: SetLeadStatusInput!) { setLeadStatus(input: $input) { __typename ... on LeadSuccess { lead { status replies { text } notes { text } } } } }`, { input: { id: globalId('Lead', lead.id), status: 'VIEWING_BOOKED' } }, { token: skyline.token });
    expect(booked.data?.setLeadStatus.lead).toMatchObject({ status: 'VIEWING_BOOKED', notes: [{ text: 'Asked about parking.' }] });
    expect((await call(t, 'POST', `/api/leads/${lead.id}/status`, { token: skyline.token, body: { status: 'LOST' } })).status).toBe(400);
  });

  it('refuses a reply to a lead that left only a phone number', async () => {
    const phoneOnly = await t.db.lead.findFirstOrThrow({ where: { name: 'Omar' } });
    const res = await call(t, 'POST', `/api/leads/${phoneOnly.id}/replies`, { token: skyline.token, body: { text: 'Hello' } });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/no e-mail address/);
  });

  it('hides a lead from another store on both transports (404), changes nothing, and shows every store’s to the admin', async () => {
    const lead = await newestLead();
    const before = await t.db.lead.findUniqueOrThrow({ where: { id: lead.id }, include: { notes: true } });
    expect((await call(t, 'GET', `/api/leads/${lead.id}`, { token: casaToken })).status).toBe(404);
    expect((await call(t, 'POST', `/api/leads/${lead.id}/status`, { token: casaToken, body: { status: 'CLOSED' } })).status).toBe(404);
    expect((await call(t, 'POST', `/api/leads/${lead.id}/notes`, { token: casaToken, body: { text: 'mine now' } })).status).toBe(404);
    expect((await call(t, 'GET', '/api/leads', { token: casaToken })).json).toEqual([]);
    const viaGraphql = await gql(t, `query ($id: ID!) { lead(id: $id) { name } }`, { id: globalId('Lead', lead.id) }, { token: casaToken });
    expect(viaGraphql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await t.db.lead.findUniqueOrThrow({ where: { id: lead.id }, include: { notes: true } })).toEqual(before);
    expect((await call(t, 'GET', '/api/leads')).status).toBe(401);

    const admin = await call(t, 'GET', '/api/leads?storeId=skyline-estates&limit=100', { token: adminToken });
    expect(admin.json.length).toBe(await t.db.lead.count({ where: { vendorId: skyline.vendorId } }));
    expect((await call(t, 'GET', `/api/leads/${lead.id}`, { token: adminToken })).json.name).toBe(lead.name);
    expect((await call(t, 'GET', '/api/leads?storeId=casa-nova-interiors', { token: adminToken })).json).toEqual([]);
  });
});
