/**
 * Text answers travel compressed when the client takes it: brotli first, else gzip; the web app's
 * files from the copies the build made, GraphQL and REST JSON per request, cached answers once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { preferredEncoding } from '../../src/http/compression.ts';
import { EdgeResponse, hasBody } from '../../src/http/edge-response.ts';

let t: TestApp;
let webDist: string;
const INDEX = `<!doctype html><html><head><title>Homes</title></head><body>${'<p>Listing</p>'.repeat(200)}</body></html>`;
const SCRIPT = `export const cards = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Sofa ${i}` })))};`;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(webDist, 'index.html.br'), zlib.brotliCompressSync(INDEX));
  fs.writeFileSync(path.join(webDist, 'index.html.gz'), zlib.gzipSync(INDEX));
  fs.writeFileSync(path.join(webDist, 'assets/app.js'), SCRIPT);
  fs.writeFileSync(path.join(webDist, 'assets/app.js.gz'), zlib.gzipSync(SCRIPT));
  fs.writeFileSync(path.join(webDist, 'assets/photo.png'), Buffer.alloc(4096, 7));
  t = await createTestApp({ seed: true, env: { RESPONSE_CACHE: '1', WEB_DIST_DIR: webDist } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** A raw request: the body as sent on the wire (not decoded). */
async function raw(pathname: string, init: RequestInit = {}) {
  const response = await t.app.fetch(new Request(`http://test.local${pathname}`, init), { clientIp: '127.0.0.1' });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const decode = (encoding: string | null, bytes: Buffer) =>
  (encoding === 'br' ? zlib.brotliDecompressSync(bytes) : encoding === 'gzip' ? zlib.gunzipSync(bytes) : bytes).toString('utf8');

const LIST = JSON.stringify({ query: '{ products(first: 24) { edges { node { name slug path description } } } }' });
const post = (body: string, acceptEncoding?: string) =>
  raw('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) }, body });

describe('choosing the encoding', () => {
  it('prefers brotli, honours q=0 and q-values, and takes * into account', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('whether an answer has a body', () => {
  it("says what `body` says, without building a stream, for the edge's Response and the global one", () => {
    const bodies = [() => null, () => '', () => 'text', () => Buffer.from('bytes'), () => new Uint8Array(0), () => new ReadableStream()];
    for (const Kind of [EdgeResponse, Response]) {
      for (const body of bodies) expect([Kind.name, String(body), hasBody(new Kind(body()))]).toEqual([Kind.name, String(body), new Kind(body()).body !== null]);
    }
  });
});

describe('GraphQL and REST answers', () => {
  it('compresses a GraphQL answer in the encoding asked for, the same JSON once decoded', async () => {
    const plain = await post(LIST);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('accept-encoding');
    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip']] as const) {
      const res = await post(LIST, accept);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toContain('accept-encoding');
      expect(res.bytes.length).toBeLessThan(plain.bytes.length / 2);
      expect(JSON.parse(decode(encoding, res.bytes))).toEqual(JSON.parse(plain.bytes.toString('utf8')));
    }
  });

  it('leaves answers under 1 KB as they are', async () => {
    const res = await post(JSON.stringify({ query: '{ currencies { code } }' }), 'br');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(res.bytes.toString('utf8')).data.currencies.length).toBe(4);
  });

  it('compresses REST JSON too', async () => {
    const res = await raw('/api/products', { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(Array.isArray(JSON.parse(decode('br', res.bytes)))).toBe(true);
  });

  it('keeps a cached GET answer compressed once, with an ETag per encoding that revalidates either way', async () => {
    const url = `/graphql?${new URLSearchParams({ query: '{ products(first: 12) { edges { node { name description } } } }' })}`;
    const miss = await raw(url, { headers: { 'accept-encoding': 'br' } });
    const hit = await raw(url, { headers: { 'accept-encoding': 'br' } });
    expect([miss.headers.get('x-cache'), hit.headers.get('x-cache')]).toEqual(['miss', 'hit']);
    expect(hit.headers.get('content-encoding')).toBe('br');
    expect(hit.bytes.equals(miss.bytes)).toBe(true);
    const brTag = hit.headers.get('etag')!;
    expect(brTag).toMatch(/-br"$/);

    const plain = await raw(url);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainTag = plain.headers.get('etag')!;
    expect(brTag).toBe(plainTag.replace(/"$/, '-br"'));
    expect(decode('br', hit.bytes)).toBe(plain.bytes.toString('utf8'));
    for (const tag of [brTag, plainTag]) {
      const revalidated = await raw(url, { headers: { 'accept-encoding': 'br', 'if-none-match': tag } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get('content-encoding')).toBeNull();
    }
  });
});

describe("the web app's files", () => {
  it('sends the copy the build compressed, in the encoding asked for, and the plain file otherwise', async () => {
    const br = await raw('/', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('accept-encoding');
    expect(decode('br', br.bytes)).toBe(INDEX);
    const gz = await raw('/some/client/route', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(decode('gzip', gz.bytes)).toBe(INDEX);
    const plain = await raw('/');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.bytes.toString('utf8')).toBe(INDEX);
    expect(br.headers.get('etag')).not.toBe(plain.headers.get('etag'));
  });

  it('compresses a text file without a prepared copy as it sends it, and never an image', async () => {
    const js = await raw('/assets/app.js', { headers: { 'accept-encoding': 'br, gzip' } });
    // Only a gzip copy was prepared: brotli is made for this request.
    expect(js.headers.get('content-encoding')).toBe('br');
    expect(decode('br', js.bytes)).toBe(SCRIPT);
    const gz = await raw('/assets/app.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.bytes.equals(zlib.gzipSync(SCRIPT))).toBe(true);
    const png = await raw('/assets/photo.png', { headers: { 'accept-encoding': 'br' } });
    expect(png.headers.get('content-encoding')).toBeNull();
    expect(png.bytes.length).toBe(4096);
  });
});
