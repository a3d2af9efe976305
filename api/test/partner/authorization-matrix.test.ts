// The authorization matrix (issue 16): every GraphQL query and mutation and every REST route,
// discovered from the schema and the route table, is called as anonymous, vendor A, vendor B,
// a revoked vendor (old token) and the admin, against objects vendor A owns. Each refused call
// must leave the database exactly as it was (per table its row count and newest row version).
// An operation without a row in authorization-matrix-table.ts fails the suite: say who may call it before it ships.
import { extendSchema, parse } from 'graphql';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/graphql/schema.ts';
import { restRoutes } from '../../src/rest/handler.ts';
import { tokenFor } from '../helpers/admin-fixtures.ts';
import { IDENTITIES, makeIdentities, type Identities, type Who } from '../helpers/matrix-fixtures.ts';
import { assertEveryOperationCovered, discoverOperations, graphqlOutcome, restOutcome, type Outcome } from '../helpers/matrix.ts';
import { call, freshIp, gql } from '../helpers/social.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { fixtureKeeper, type FixtureKeeper } from './authorization-matrix-keeper.ts';
import { DEFAULTS, matrix, type Case, type Expected, type Req } from './authorization-matrix-table.ts';

// ---------------------------------------------------------------------------------------------
// Running a row
// ---------------------------------------------------------------------------------------------

let t: TestApp;
let ids: Identities;
let png: Buffer;
/** The fixture the rows call with (one for as long as no call changes the database). */
let fixtures: FixtureKeeper;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  ids = await makeIdentities(t);
  fixtures = fixtureKeeper(t.db, ids);
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#884422' } }).png().toBuffer();
});
afterAll(() => t?.close());

/** The operation's answer, classified, and its body (for `hidden`). */
async function send(operation: string, req: Req, token: string | null): Promise<{ outcome: Outcome; text: string }> {
  const field = operation.split('.')[1];
  if ('query' in req) {
    if (req.files) {
      const body = new FormData();
      body.append('operations', JSON.stringify({ query: req.query, variables: { input: { [req.files]: [null] } } }));
      body.append('map', JSON.stringify({ 0: [`variables.input.${req.files}.0`] }));
      body.append('0', new File([png as Uint8Array<ArrayBuffer>], 'matrix.png', { type: 'image/png' }));
      const res = await t.request('/graphql', { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body, clientIp: freshIp() });
      return { outcome: graphqlOutcome(field, res.json), text: res.text };
    }
    const res = await gql(t, req.query, req.variables ?? {}, { token: token ?? undefined });
    return { outcome: graphqlOutcome(field, res.json), text: res.text };
  }
  if (req.files) {
    const body = new FormData();
    body.append(req.files, new File([png as Uint8Array<ArrayBuffer>], 'matrix.png', { type: 'image/png' }));
    const res = await t.request(req.path, { method: req.method, headers: token ? { authorization: `Bearer ${token}` } : {}, body, clientIp: freshIp() });
    return { outcome: restOutcome(res.status), text: res.text };
  }
  const res = await call(t, req.method, req.path, { body: req.body, token: token ?? undefined });
  return { outcome: restOutcome(res.status), text: res.text };
}

const refusal = (expected: Expected) => expected !== 'ok' && expected !== 'answered';

/** Whether an outcome is what the row expects; 'answered' is anything but a refusal or a failure. */
function meets(outcome: Outcome, expected: Expected): boolean {
  if (expected !== 'answered') return outcome === expected;
  return !['unauthenticated', 'forbidden'].includes(outcome) && !/^(error|status 5)/.test(outcome);
}

async function tokenOf(who: Who, kase: Case): Promise<string | null> {
  if (!kase.endsSession || who === 'anonymous' || who === 'revoked') return ids.tokens[who];
  return tokenFor(t.db, who === 'admin' ? 'admin' : who === 'vendorA' ? ids.a.storeId : ids.b.storeId);
}

const rows = Object.entries(matrix).flatMap(([operation, cases]) => (Array.isArray(cases) ? cases : [cases]).map((kase, i) => ({ operation, kase, name: Array.isArray(cases) ? `${operation} #${i + 1}` : operation })));

describe('authorization matrix', () => {
  it('has a row for every query, mutation and REST route, and none for operations that are gone', () => {
    assertEveryOperationCovered(discoverOperations(schema, restRoutes), matrix);
  });

  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, { operation, kase }) => {
    const expected = { ...DEFAULTS[kase.access], ...kase.expect };
    const seen: Partial<Record<Who, Outcome>> = {};
    const problems: string[] = [];

    // Refusals first: none of them may change a row.
    for (const who of IDENTITIES.filter((w) => refusal(expected[w]))) {
      const f = await fixtures.take();
      seen[who] = (await send(operation, kase.call(f, ids), await tokenOf(who, kase))).outcome;
      const changed = await fixtures.settle();
      if (changed.length) problems.push(`${who}'s refused call changed ${changed.join(', ')}`);
    }
    // Then each allowed identity, on a fixture as made (an allowed write may change anything: the
    // keeper then makes a new one for the next call).
    for (const who of IDENTITIES.filter((w) => !refusal(expected[w]))) {
      const f = await fixtures.take();
      const answer = await send(operation, kase.call(f, ids), await tokenOf(who, kase));
      await fixtures.settle();
      seen[who] = answer.outcome;
      if (kase.hidden?.from.includes(who) && answer.text.includes(kase.hidden.text(f))) problems.push(`${who} was shown vendor A's ${kase.hidden.text(f)}`);
      // The owner does see it: so the absence above means hidden, not a listing that shows nothing.
      if (kase.hidden && who === 'vendorA' && !answer.text.includes(kase.hidden.text(f))) problems.push(`vendorA's own listing lacks ${kase.hidden.text(f)}`);
    }

    const mismatched = IDENTITIES.filter((who) => !meets(seen[who]!, expected[who]));
    for (const who of mismatched) problems.push(`${who}: expected ${expected[who]}, got ${seen[who]}`);
    expect(problems, operation).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Partner API keys (issue 18): a key is never a vendor or the admin. Every row that needs a
// session (vendor, owner, admin) is refused with 403 for a catalogue key and for a key of vendor
// A's orders, sent as a bearer, and changes nothing; the store key reads only its orders rows.
// ---------------------------------------------------------------------------------------------

/** The rows a STORE_ORDERS_READ key of vendor A answers (its domain reads, not a session's). */
const STORE_KEY_ROWS = new Set(['Query.myOrders', 'Query.myOrderBrandTypes', 'Query.myOrderStatusCounts', 'GET /orders']);

describe('authorization matrix: partner API keys', () => {
  const secrets = { catalogue: '', storeA: '' };
  let keyFixtures: FixtureKeeper;
  beforeAll(async () => {
    const create = async (input: Record<string, unknown>) => {
      const res = await gql(t, 'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { ... on CreateApiKeySuccess { secret } } }', { input: { ...input, requestsPerMinute: 100000 } }, { token: ids.tokens.admin! });
      return res.json.data.createApiKey.secret as string;
    };
    secrets.catalogue = await create({ name: 'Matrix catalogue', scopes: ['CATALOGUE_READ'] });
    secrets.storeA = await create({ name: 'Matrix store A', scopes: ['STORE_ORDERS_READ'], storeId: ids.a.storeId });
    // Made after the keys, so the first call's fingerprint to compare with includes them.
    keyFixtures = fixtureKeeper(t.db, ids);
  });

  const sessionRows = rows.filter((row) => row.kase.access !== 'public' && row.kase.access !== 'open');
  it.each(sessionRows.map((row) => [row.name, row] as const))('%s', async (_name, { operation, kase }) => {
    const problems: string[] = [];
    for (const key of ['catalogue', 'storeA'] as const) {
      const f = await keyFixtures.take();
      // A lookup that answers an anonymous caller null (node) answers a catalogue key the same.
      const anonymous = kase.expect?.anonymous ?? DEFAULTS[kase.access].anonymous;
      const expected = key === 'storeA' && STORE_KEY_ROWS.has(operation) ? 'ok' : key === 'catalogue' && anonymous === 'null' ? 'null' : 'forbidden';
      const keys = await t.db.apiKey.count();
      const answer = await send(operation, kase.call(f, ids), secrets[key]);
      // A key's own row records its last use (at most once a minute): not a change the call made.
      const changed = await keyFixtures.settle(['api_keys']);
      if (answer.outcome !== expected) problems.push(`${key} key: expected ${expected}, got ${answer.outcome}`);
      if (expected !== 'ok' && changed.length) problems.push(`${key} key's call changed ${changed.join(', ')}`);
      if (expected !== 'ok' && (await t.db.apiKey.count()) !== keys) problems.push(`${key} key's call changed api_keys`);
      // Vendor A's order is in what A's store key reads; nothing private of A is in any other answer.
      if (kase.hidden && answer.text.includes(kase.hidden.text(f)) !== (expected === 'ok')) problems.push(`${key} key: vendor A's ${kase.hidden.text(f)} ${expected === 'ok' ? 'missing' : 'shown'}`);
    }
    expect(problems, operation).toEqual([]);
  });
});

describe('the coverage check itself', () => {
  it('names an operation that has no row (a new schema field or route)', () => {
    const extended = extendSchema(schema, parse('extend type Mutation { transferStore(storeId: String!): Boolean }'));
    const operations = discoverOperations(extended, [...restRoutes, { method: 'POST', path: '/brand-new-route' }]);
    expect(() => assertEveryOperationCovered(operations, matrix)).toThrow(
      'operations without an expectation in the authorization matrix: Mutation.transferStore, POST /brand-new-route',
    );
  });

  it('names a row whose operation no longer exists', () => {
    const operations = discoverOperations(schema, restRoutes).filter((operation) => operation !== 'Query.viewer');
    expect(() => assertEveryOperationCovered(operations, matrix)).toThrow('matrix rows for operations that no longer exist: Query.viewer');
  });
});
