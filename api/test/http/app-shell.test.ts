// The app shell: routing, health check, static uploads, security headers, API 404s.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // One real upload, and a secret just outside the uploads directory that must never be served.
  fs.mkdirSync(t.config.uploadsDir, { recursive: true });
  fs.writeFileSync(path.join(t.config.uploadsDir, 'hello.txt'), 'hello upload');
  fs.writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'TOP-SECRET-DATA-DIR');
});

afterAll(() => t?.close());

describe('GET /healthz', () => {
  it('answers 200 with status ok', async () => {
    const res = await t.request('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.json).toMatchObject({ status: 'ok' });
  });

  it('names the database it runs on', async () => {
    const res = await t.request('/healthz');
    expect(res.json.database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });
});

describe('security headers', () => {
  it.each(['/healthz', '/uploads/hello.txt', '/uploads/missing.png'])('are set on %s', async (pathname) => {
    const res = await t.request(pathname);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('/uploads', () => {
  it('serves a file from the uploads directory', async () => {
    const res = await t.request('/uploads/hello.txt');
    expect(res.status).toBe(200);
    expect(res.text).toBe('hello upload');
    expect(res.headers.get('cache-control')).toMatch(/immutable/);
  });

  it('answers 404 JSON for a missing file', async () => {
    const res = await t.request('/uploads/missing.png');
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ message: expect.any(String) });
  });

  // Paths that stay under /uploads after URL parsing but climb out once decoded.
  const traversals = [
    '/uploads/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/uploads/..%2F..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd',
    '/uploads/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/uploads/..%5c..%5c..%5c..%5cetc%5cpasswd',
    '/uploads/%252e%252e%252f%252e%252e%252fetc%252fpasswd',
    '/uploads/..%2fsecret.txt',
    '/uploads/%2e%2e%2fsecret.txt',
    '/uploads/..%252fsecret.txt',
    '/uploads/%2fetc%2fpasswd',
    '/uploads/hello.txt%00.png',
    '/uploads/%c0%ae%c0%ae%2fsecret.txt',
    '/uploads/%',
    '/uploads/',
  ];
  it.each(traversals)('answers 404 to %s and leaks nothing', async (pathname) => {
    const res = await t.request(pathname);
    expect(res.status).toBe(404);
    expect(res.text).not.toMatch(/root:|TOP-SECRET/);
  });

  // WHATWG URL parsing removes `..` (and %2e%2e) segments before the app sees the path, so these
  // arrive as /etc/passwd or /secret.txt: a client-side route of the web app, never the file.
  it.each(['/uploads/../../etc/passwd', '/uploads/%2e%2e/%2e%2e/etc/passwd', '/uploads/../secret.txt'])(
    'never serves a file for %s',
    async (pathname) => {
      const res = await t.request(pathname);
      expect(res.text).not.toMatch(/root:|TOP-SECRET/);
      // Built with its server renderer: an unknown page, sent to /404.html. Built without one:
      // index.html. Not built: 503. Never the file.
      if (res.status === 302) expect(res.headers.get('location')).toBe('/404.html');
      else if (res.status === 200) expect(res.headers.get('content-type')).toMatch(/text\/html/);
      else expect([404, 503]).toContain(res.status);
    },
  );
});

describe('/api', () => {
  // Needs the REST layer (api/src/rest/handler.ts).
  it('answers an unknown path with 404 JSON and a message', async () => {
    const res = await t.request('/api/this-route-does-not-exist');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.json).toMatchObject({ message: expect.any(String) });
  });
});
