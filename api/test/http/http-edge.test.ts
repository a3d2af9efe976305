// The HTTP edge: malformed text, cursors, proxies and the headers every answer carries.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app.ts';
import { clientAddress, forwardedOverTls, parseTrustProxy } from '../../src/http/client-address.ts';
import { parseCorsOrigins } from '../../src/http/security-headers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('malformed input is the client\'s mistake: 400, nothing logged, nothing written', () => {
  it('a NUL byte in a REST body, a GraphQL variable or a URL answers 400', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const product = await t.db.product.findFirstOrThrow({ where: { vendorListed: true }, select: { id: true } });
      const before = await t.db.comment.count();
      const rest = await t.request('/api/comments', json({ productId: product.id, text: 'hello\u0000world' }));
      expect(rest.status).toBe(400);
      expect(rest.json.message).toBe('The request contains a NUL character (\\u0000), which no field accepts.');
      const contact = await t.request('/api/send-email', json('{"name":"a\\u0000","email":"a@b.co","message":"hi"}'));
      expect(contact.status).toBe(400);

      const gql = await t.request(
        '/graphql',
        json({ query: 'query ($q: String!) { searchSuggestions(query: $q) { name } }', variables: { q: 'sofa\u0000' } }, { accept: 'application/graphql-response+json' }),
      );
      expect(gql.status).toBe(400);
      expect(gql.json.errors[0].extensions.code).toBe('BAD_USER_INPUT');

      for (const path of ['/api/products/?search=sofa%00', '/graphql?query=%7Bproducts(first%3A1%2Csearch%3A%22a%00%22)%7BtotalCount%7D%7D']) {
        expect((await t.request(path)).status).toBe(400);
      }
      expect(await t.db.comment.count()).toBe(before);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('bad cursors on every connection answer BAD_USER_INPUT and are not logged as failures', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const query of [
        '{ feed(first: 2, after: "abc") { edges { cursor } } }',
        '{ vendors(first: 2, after: "abc") { edges { cursor } } }',
        '{ vendors(first: 1) { edges { node { products(first: 2, after: "zzz") { edges { cursor } } } } } }',
        '{ products(first: 2, after: "GPC:S:abc") { edges { cursor } } }',
      ]) {
        const res = await t.graphql(query);
        expect(res.errors?.[0].extensions?.code, query).toBe('BAD_USER_INPUT');
      }
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or trusted networks, and refuses anything else at start', () => {
    expect(parseTrustProxy(undefined)).toEqual({ kind: 'none' });
    expect(parseTrustProxy('0')).toEqual({ kind: 'none' });
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7, fd00::/8').kind).toBe('networks');
    for (const bad of ['yes', '10.0.0.0/33', '300.1.1.1', '10.0.0.0/8/1', '11']) expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY/);
  });

  it('the client is the right-most address no trusted proxy added: a spoofed left-most entry is never taken', () => {
    const oneHop = parseTrustProxy('1');
    // The client wrote "6.6.6.6" itself; the proxy appended the address it saw.
    expect(clientAddress('10.0.0.5', '6.6.6.6, 203.0.113.9', oneHop)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.5', '203.0.113.9', oneHop)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.5', '6.6.6.6, 203.0.113.9, 10.0.0.4', parseTrustProxy('2'))).toBe('203.0.113.9');
    // Without trust the header is ignored; with fewer entries than hops, the left-most is taken.
    expect(clientAddress('::ffff:203.0.113.1', '6.6.6.6', parseTrustProxy(undefined))).toBe('203.0.113.1');
    expect(clientAddress('10.0.0.5', '203.0.113.9', parseTrustProxy('3'))).toBe('203.0.113.9');

    const networks = parseTrustProxy('10.0.0.0/8,2001:db8::/32');
    expect(clientAddress('10.1.2.3', '6.6.6.6, 198.51.100.7, 10.9.9.9', networks)).toBe('198.51.100.7');
    expect(clientAddress('2001:db8::1', '6.6.6.6, 2001:db8:ffff::2, 2a00:1450::1', networks)).toBe('2a00:1450::1');
    // A peer that is not a trusted proxy is the client, whatever the header says.
    expect(clientAddress('198.51.100.20', '6.6.6.6', networks)).toBe('198.51.100.20');

    expect(forwardedOverTls('https', oneHop)).toBe(true);
    expect(forwardedOverTls('https', parseTrustProxy(undefined))).toBe(false);
    expect(forwardedOverTls('http', oneHop)).toBe(false);
  });

  it('a start with a broken setting stops with the reason', async () => {
    await expect(createTestApp({ env: { TRUST_PROXY: 'true' } })).rejects.toThrow(/TRUST_PROXY must be a number of proxies/);
    await expect(createTestApp({ env: { CORS_ORIGINS: 'shop.example.com' } })).rejects.toThrow(/CORS_ORIGINS/);
  });
});

describe('headers', () => {
  it('HTML carries a policy without inline script; JSON and images a policy that runs nothing', async () => {
    // A built web app of its own, so the page is there whatever else was built.
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'homes-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/x.js"></script></head><body></body></html>');
    const site = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
    try {
      const page = await site.request('/real-estate');
      expect(page.status).toBe(200);
      const policy = page.headers.get('content-security-policy')!;
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(policy).toContain("frame-ancestors 'none'");
    } finally {
      await site.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
    const api = await t.request('/api/products');
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('HSTS only over TLS (directly or as a trusted proxy reports it)', async () => {
    const plain = await t.app.fetch(new Request(`${TEST_ORIGIN}/healthz`), { clientIp: '127.0.0.1' });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const secure = await t.app.fetch(new Request(`${TEST_ORIGIN}/healthz`), { clientIp: '127.0.0.1', secure: true });
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('CORS: any origin by default, on REST, GraphQL (cached answers too), uploads and preflights', async () => {
    const origin = { origin: 'https://partner.example' };
    const query = '{ products(first: 1) { totalCount } }';
    for (let i = 0; i < 2; i++) {
      const res = await t.request('/graphql', json({ query }, origin));
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
    expect((await t.request('/api/products', { headers: origin })).headers.get('access-control-allow-origin')).toBe('*');
    for (const path of ['/api/submitrating', '/graphql']) {
      const preflight = await t.request(path, { method: 'OPTIONS', headers: { ...origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' } });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
      expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    }
  });

  it('CORS_ORIGINS lists the origins that may call; others get no CORS headers, and answers vary by origin', async () => {
    expect(parseCorsOrigins('https://shop.example.com, http://localhost:5173')).toEqual(new Set(['https://shop.example.com', 'http://localhost:5173']));
    const listed = await createTestApp({ env: { CORS_ORIGINS: 'https://shop.example.com' } });
    try {
      const query = '{ products(first: 1) { totalCount } }';
      for (let i = 0; i < 2; i++) {
        const allowed = await listed.request('/graphql', json({ query }, { origin: 'https://shop.example.com' }));
        expect(allowed.headers.get('access-control-allow-origin')).toBe('https://shop.example.com');
        expect(allowed.headers.get('vary')).toMatch(/origin/i);
        const other = await listed.request('/graphql', json({ query }, { origin: 'https://evil.example' }));
        expect(other.headers.get('access-control-allow-origin')).toBeNull();
      }
      const preflight = await listed.request('/api/products', { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      const restAllowed = await listed.request('/api/products', { headers: { origin: 'https://shop.example.com' } });
      expect(restAllowed.headers.get('access-control-allow-origin')).toBe('https://shop.example.com');
    } finally {
      await listed.close();
    }
  });
});

describe('bounded bodies: multipart only where files are expected, streamed to disk after admission', () => {
  const BOUNDARY = '----homes-test-boundary';

  /** A multipart body of `megabytes` MB that counts how much of it the server pulled. */
  function countedForm(megabytes: number, field = 'images', fileName = 'big.png') {
    const head = new TextEncoder().encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`);
    const tail = new TextEncoder().encode(`\r\n--${BOUNDARY}--\r\n`);
    const chunk = new Uint8Array(64 * 1024).fill(7);
    const chunks = Math.ceil((megabytes * 1024 * 1024) / chunk.byteLength);
    let sent = 0;
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = sent === 0 ? head : sent <= chunks ? chunk : sent === chunks + 1 ? tail : null;
        sent++;
        if (!next) return controller.close();
        pulled += next.byteLength;
        controller.enqueue(next);
      },
    });
    return { body, pulled: () => pulled };
  }

  const send = (path: string, form: { body: ReadableStream<Uint8Array> }, headers: Record<string, string> = {}) =>
    t.app.fetch(
      new Request(`${TEST_ORIGIN}${path}`, { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers }, body: form.body, duplex: 'half' } as RequestInit),
      { clientIp: '192.0.2.77' },
    );

  it('a JSON route refuses multipart with 415 without reading it; GraphQL refuses an anonymous upload with 401', async () => {
    const comments = countedForm(150);
    const refused = await send('/api/comments', comments);
    expect(refused.status).toBe(415);
    expect((await refused.json()).message).toBe('POST /api/comments takes JSON, not multipart/form-data.');
    expect(comments.pulled()).toBeLessThan(1024 * 1024);

    const graphql = countedForm(150);
    const anonymous = await send('/graphql', graphql);
    expect(anonymous.status).toBe(401);
    expect(graphql.pulled()).toBeLessThan(1024 * 1024);

    const unsigned = countedForm(150);
    expect((await send('/api/uploadImages', unsigned)).status).toBe(401);
    expect(unsigned.pulled()).toBeLessThan(1024 * 1024);
  });

  it('a signed-in upload stops at the first file over 10 MB and leaves no file behind', async () => {
    const token = (await t.request('/api/login', json({ email: 'vendor@marketplace.test', password: 'vendor12345' }))).json.token;
    const before = await t.db.mediaAsset.count();
    const big = countedForm(40);
    const res = await send('/api/uploadImages', big, { authorization: `Bearer ${token}` });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('"big.png" is larger than 10 MB.');
    expect(big.pulled()).toBeLessThan(12 * 1024 * 1024);
    expect(await t.db.mediaAsset.count()).toBe(before);
    const tmp = path.join(t.dataDir, 'tmp');
    expect(fs.existsSync(tmp) ? fs.readdirSync(tmp) : []).toEqual([]);

    const gql = countedForm(40, '0');
    const viaGraphql = await send('/graphql', gql, { authorization: `Bearer ${token}` });
    expect(viaGraphql.status).toBe(400);
    expect(gql.pulled()).toBeLessThan(12 * 1024 * 1024);
  });

  it('memory returns to its level after a flood of large forms to public routes', async () => {
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const baseline = process.memoryUsage();
    await Promise.all(Array.from({ length: 8 }, (_, i) => send(i % 2 ? '/api/comments' : '/api/send-email', countedForm(30))));
    gc?.();
    const after = process.memoryUsage();
    expect(after.arrayBuffers - baseline.arrayBuffers).toBeLessThan(16 * 1024 * 1024);
    expect(after.rss - baseline.rss).toBeLessThan(100 * 1024 * 1024);
  });
});
