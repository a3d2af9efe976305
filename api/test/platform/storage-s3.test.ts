// Media storage in an S3-compatible bucket (S3_BUCKET set): uploads, /uploads/<name>, deletes
// and the seed's pictures go through the bucket, against s3rver on loopback. Also the settings'
// start-up errors and the disk adapter's own behaviour.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { loadConfig } from '../../src/config.ts';
import { createDiskStorage } from '../../src/adapters/storage.ts';
import { demoImageJobs } from '../../../prisma/seed/demo.ts';
import { ensureImages, variantFiles } from '../../../prisma/seed/images.ts';

const BUCKET = 'media';
let server: S3rver;
let s3Dir: string;
let endpoint: string;
let s3: S3Client;
let t: TestApp;
let token: string;

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', directory: s3Dir, silent: true, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  s3 = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  t = await createTestApp({
    seed: true,
    env: { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
  });
  const login = await t.request('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'vendor@marketplace.test', password: 'vendor12345' }),
  });
  expect(login.status).toBe(200);
  token = login.json.token;
});

afterAll(async () => {
  await t?.close();
  s3?.destroy();
  await server?.close();
  if (s3Dir) fs.rmSync(s3Dir, { recursive: true, force: true });
});

const keys = async (prefix = '') => ((await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))).Contents ?? []).map((o) => o.Key!).sort();
const objectBytes = async (key: string) => Buffer.from(await (await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))).Body!.transformToByteArray());
const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#cc6633' } }).png().toBuffer();

async function upload(bytes: Buffer, name: string): Promise<string> {
  const body = new FormData();
  body.append('images', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
  const res = await t.request('/api/uploadImages', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
  expect(res.status).toBe(200);
  return res.json.images[0].image;
}

describe('with S3_BUCKET set', () => {
  let name: string;
  let base: string;

  beforeAll(async () => {
    name = await upload(await png(1000, 800), 'porch.png');
    base = name.replace(/\.webp$/, '');
  });

  it('stores an upload as three objects in the bucket, with content type and an immutable cache header, and nothing on disk', async () => {
    expect(await keys(base)).toEqual([`${base}.card.webp`, `${base}.thumb.webp`, `${base}.webp`]);
    const head = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `${base}.webp` }));
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    expect((await sharp(await objectBytes(`${base}.card.webp`)).metadata()).width).toBe(600);
    for (const file of variantFiles(name)) expect(fs.existsSync(path.join(t.config.uploadsDir, file))).toBe(false);
  });

  it('serves /uploads/<name> from the bucket: the bytes, content type, cache and validators', async () => {
    // Nothing public shows the new upload yet: it opens with the owner's signed link only.
    expect((await t.request(`/uploads/${base}.thumb.webp`)).status).toBe(404);
    const library = await t.request('/api/images', { headers: { authorization: `Bearer ${token}` } });
    const signed = library.json.find((image: { image: string }) => image.image === name).url.split('?')[1];
    const res = await t.app.fetch(new Request(`http://test.local/uploads/${base}.thumb.webp?${signed}`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(res.headers.get('last-modified')).toMatch(/GMT$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.equals(await objectBytes(`${base}.thumb.webp`))).toBe(true);
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    expect((await sharp(bytes).metadata()).width).toBe(200);

    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await t.request(`/uploads/${base}.thumb.webp?${signed}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');

    const head = await t.request(`/uploads/${base}.webp?${signed}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/webp');
    expect(Number(head.headers.get('content-length'))).toBe((await objectBytes(`${base}.webp`)).length);
  });

  it('answers 404 for a name the bucket does not hold', async () => {
    const res = await t.request('/uploads/m0-000000000000000000.webp');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ code: 'NOT_FOUND', message: 'Image not found' });
  });

  it('never serves keys outside the stored names: other prefixes, dot-files, traversals', async () => {
    for (const key of ['private/contract.webp', '.env', '..secret.webp']) {
      await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: 'TOP-SECRET', ContentType: 'image/webp' }));
    }
    expect(await keys('private/')).toEqual(['private/contract.webp']);
    for (const pathname of ['/uploads/private%2Fcontract.webp', '/uploads/private/contract.webp', '/uploads/.env', '/uploads/..secret.webp', '/uploads/..%2fprivate%2fcontract.webp', '/uploads/%2e%2e%2f.env', '/uploads/%']) {
      const res = await t.request(pathname);
      expect(res.status, pathname).toBe(404);
      expect(res.text).not.toContain('TOP-SECRET');
    }
  });

  it('DELETE /api/images/<name> removes the three objects', async () => {
    const other = await upload(await png(300, 300), 'doormat.png');
    const otherBase = other.replace(/\.webp$/, '');
    expect(await keys(otherBase)).toHaveLength(3);
    const res = await t.request(`/api/images/${encodeURIComponent(other)}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(await keys(otherBase)).toEqual([]);
    expect((await t.request(`/uploads/${otherBase}.card.webp`)).status).toBe(404);
    // The first upload is untouched.
    expect(await keys(base)).toHaveLength(3);
  });

  it('puts the seed pictures into the bucket through the same port, drawing only what is missing', async () => {
    const storage = t.app.services.storage;
    const jobs = demoImageJobs().filter((job) => /seed1-(sofa-1|logo-skyline-estates)\.webp$/.test(job.file));
    expect(jobs).toHaveLength(2);
    expect(await ensureImages(storage, jobs)).toBe(2);
    expect(await keys('seed1-')).toEqual(jobs.flatMap((job) => variantFiles(job.file)).sort());
    expect(await ensureImages(storage, jobs)).toBe(0);

    await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'seed1-sofa-1.card.webp' }));
    expect(await ensureImages(storage, jobs)).toBe(1);

    const logo = await t.request('/uploads/seed1-logo-skyline-estates.thumb.webp');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/webp');
  });
});

describe('S3 settings', () => {
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: os.tmpdir(), ...env });

  it('leave storage on disk without S3_BUCKET', () => {
    expect(load({}).s3).toBeUndefined();
  });

  it('read the bucket, endpoint, region, keys and path style', () => {
    expect(load({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }).s3).toEqual({
      bucket: 'media',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    // AWS itself: virtual-hosted style and the SDK's default credentials.
    expect(load({ S3_BUCKET: 'shop.media', S3_REGION: 'eu-west-1' }).s3).toEqual({
      bucket: 'shop.media',
      region: 'eu-west-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(load({ S3_BUCKET: 'media', S3_ENDPOINT: 'https://s3.example.com', S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
  });

  it.each([
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_ENDPOINT is set but S3_BUCKET is not'],
    [{ S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 's' }, 'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set but S3_BUCKET is not'],
    [{ S3_BUCKET: 'My_Bucket' }, 'S3_BUCKET must be a bucket name'],
    [{ S3_BUCKET: 'media', S3_ENDPOINT: 'localhost:9000' }, 'S3_ENDPOINT must be an http:// or https:// URL'],
    [{ S3_BUCKET: 'media', S3_REGION: 'EU West' }, 'S3_REGION must be a region name'],
    [{ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
    [{ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be true or false'],
  ])('refuse to start on %o', (env, message) => {
    expect(() => load(env)).toThrow(message);
  });
});

describe('the disk adapter', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'disk-storage-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes, reads, lists and removes files in its directory', async () => {
    const storage = createDiskStorage(path.join(dir, 'uploads'));
    expect(await storage.list('')).toEqual([]);
    expect(await storage.get('a.webp')).toBeNull();
    await storage.put('a.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    expect(fs.readFileSync(path.join(dir, 'uploads', 'a.webp'))).toEqual(Buffer.from([1, 2, 3]));
    expect(await storage.list('a')).toEqual(['a.webp']);
    expect(await storage.list('b')).toEqual([]);

    const file = await storage.get('a.webp');
    expect(file).toMatchObject({ notModified: false, contentType: 'image/webp', size: 3 });
    expect(Buffer.from(file!.notModified ? [] : (file!.body as Uint8Array))).toEqual(Buffer.from([1, 2, 3]));
    expect(await storage.get('a.webp', { ifNoneMatch: file!.etag })).toEqual({ notModified: true, etag: file!.etag, lastModified: file!.lastModified });
    expect(await storage.get('a.webp', { headersOnly: true })).toMatchObject({ notModified: false, size: 3, body: null });

    await storage.remove('a.webp');
    await storage.remove('a.webp'); // a missing file is not an error
    expect(fs.existsSync(path.join(dir, 'uploads', 'a.webp'))).toBe(false);
  });

  it('refuses names it could not have written', async () => {
    const storage = createDiskStorage(path.join(dir, 'uploads'));
    fs.writeFileSync(path.join(dir, 'secret.txt'), 'TOP-SECRET');
    for (const name of ['../secret.txt', '.hidden', 'a/b.webp', '']) {
      await expect(storage.put(name, new Uint8Array([1]), 'image/webp')).rejects.toThrow('Unsafe storage name');
      await expect(storage.get(name)).rejects.toThrow('Unsafe storage name');
      await expect(storage.remove(name)).rejects.toThrow('Unsafe storage name');
    }
    expect(fs.readFileSync(path.join(dir, 'secret.txt'), 'utf8')).toBe('TOP-SECRET');
  });
});
