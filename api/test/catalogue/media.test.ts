import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, loginToken } from '../helpers/auth.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens.owner = await loginToken(t, 'vendor@marketplace.test');
  tokens.other = await loginToken(t, 'homes@marketplace.test');
  tokens.admin = await loginToken(t, 'admin@marketplace.test', 'admin12345');
  tokens.revoked = await loginToken(t, 'ayesha@margallarealty.pk');
  await t.db.vendor.update({ where: { storeId: 'margalla-realty' }, data: { accessGranted: false } });
});
afterAll(() => t?.close());

const uploads = () => path.join(t.dataDir, 'uploads');
const png = (width = 640, height = 480, color = '#3366cc') => sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();

function form(files: Array<{ bytes: Uint8Array; name: string; type?: string }>, field = 'images'): FormData {
  const body = new FormData();
  for (const f of files) body.append(field, new File([f.bytes as Uint8Array<ArrayBuffer>], f.name, { type: f.type ?? 'image/png' }));
  return body;
}
const upload = (token: string | undefined, files: Array<{ bytes: Uint8Array; name: string; type?: string }>) =>
  t.request('/api/uploadImages', { method: 'POST', headers: bearer(token), body: form(files) });
const list = (token?: string, query = '') => t.request(`/api/images${query}`, { headers: bearer(token) });
const remove = (token: string | undefined, name: string) => t.request(`/api/images/${encodeURIComponent(name)}`, { method: 'DELETE', headers: bearer(token) });
const mediaCount = () => t.db.mediaAsset.count();

describe('POST /api/uploadImages', () => {
  it('stores real images as WebP variants (full, card, thumb) under a new name and lists them first', async () => {
    const res = await upload(tokens.owner, [
      { bytes: await png(2400, 1800), name: 'living room.png' },
      { bytes: await sharp({ create: { width: 300, height: 200, channels: 3, background: 'green' } }).jpeg().toBuffer(), name: 'kitchen.jpg', type: 'image/jpeg' },
    ]);
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('Success');
    expect(res.json.images).toHaveLength(2);
    const [first] = res.json.images;
    expect(first.image).toMatch(/^m[a-z0-9]+-[0-9a-f]{18}\.webp$/);

    const base = first.image.replace(/\.webp$/, '');
    const full = await sharp(path.join(uploads(), `${base}.webp`)).metadata();
    const card = await sharp(path.join(uploads(), `${base}.card.webp`)).metadata();
    const thumb = await sharp(path.join(uploads(), `${base}.thumb.webp`)).metadata();
    expect([full.format, full.width, full.height]).toEqual(['webp', 1600, 1200]);
    expect([card.width, card.height]).toEqual([600, 450]);
    expect([thumb.width, thumb.height]).toEqual([200, 150]);
    // The small one is not enlarged.
    const small = await sharp(path.join(uploads(), res.json.images[1].image)).metadata();
    expect([small.width, small.height]).toEqual([300, 200]);

    const row = await t.db.mediaAsset.findUniqueOrThrow({ where: { fileName: first.image }, include: { vendor: true } });
    expect(row).toMatchObject({ originalName: 'living room.png', width: 1600, height: 1200, vendor: { storeId: 'skyline-estates' } });

    // Nothing public shows it yet: only the owner's signed link (listed beside it) opens it.
    expect((await t.request(`/uploads/${base}.thumb.webp`)).status).toBe(404);
    const listed = await list(tokens.owner, '?isAdmin=1');
    expect(listed.status).toBe(200);
    const signedQuery = listed.json.find((i: { image: string }) => i.image === first.image).url.split('?')[1];
    const served = await t.request(`/uploads/${base}.thumb.webp?${signedQuery}`);
    expect(served.status).toBe(200);
    // Newest first: the batch's last file first.
    expect(listed.json.slice(0, 2).map((i: { image: string }) => i.image)).toEqual([res.json.images[1].image, first.image]);
  });

  it('drops EXIF and GPS metadata and applies the orientation', async () => {
    // 400x200 stored sideways with orientation 6 (rotate 90° clockwise to view).
    const jpeg = await sharp({ create: { width: 400, height: 200, channels: 3, background: 'orange' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SpyCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 30/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const original = await sharp(jpeg).metadata();
    expect(original.exif).toBeDefined();
    expect(original.orientation).toBe(6);

    const res = await upload(tokens.owner, [{ bytes: jpeg, name: 'phone.jpg', type: 'image/jpeg' }]);
    expect(res.status).toBe(200);
    const stored = await sharp(path.join(uploads(), res.json.images[0].image)).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([200, 400]);
    const bytes = fs.readFileSync(path.join(uploads(), res.json.images[0].image));
    expect(bytes.includes(Buffer.from('SpyCam'))).toBe(false);
  });

  it('refuses what is not a real image, with the file name and nothing stored', async () => {
    const before = await mediaCount();
    const filesBefore = fs.readdirSync(uploads()).length;
    const good = await png();
    const cases: Array<[string, Buffer, RegExp]> = [
      ['notes.png', Buffer.from('just some text, renamed to .png\n'.repeat(20)), /"notes.png" is not a JPEG, PNG, WebP, GIF or AVIF image\./],
      ['logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>'), /"logo.svg": SVG images are not accepted/],
      ['cut.png', good.subarray(0, Math.floor(good.length * 0.6)), /"cut.png" (is damaged or incomplete|contains data besides the image)/],
      ['polyglot.png', Buffer.concat([good, Buffer.from('<html><script>alert(document.cookie)</script></html>')]), /"polyglot.png" contains data besides the image and was refused\./],
      ['empty.png', Buffer.alloc(0), /"empty.png" is empty\./],
    ];
    for (const [name, bytes, message] of cases) {
      // One bad file refuses the whole request, the good one included.
      const res = await upload(tokens.owner, [{ bytes: good, name: 'fine.png' }, { bytes, name }]);
      expect(res.status, name).toBe(400);
      expect(res.json.message, name).toMatch(message);
    }
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: 'red' } }).jpeg().toBuffer();
    const truncated = await upload(tokens.owner, [{ bytes: jpeg.subarray(0, jpeg.length - 200), name: 'half.jpg' }]);
    expect(truncated.status).toBe(400);
    expect(truncated.json.message).toMatch(/"half.jpg" (is damaged or incomplete|contains data besides the image)/);
    expect(await mediaCount()).toBe(before);
    expect(fs.readdirSync(uploads()).length).toBe(filesBefore);
  });

  it('refuses a decompression bomb from its header', async () => {
    // A 9 kB PNG declaring 30000 x 30000 pixels (900 megapixels, 2.7 GB once decoded).
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type), data])));
      return Buffer.concat([length, Buffer.from(type), data, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(30000, 0);
    header.writeUInt32BE(30000, 4);
    header[8] = 8; // bit depth
    header[9] = 2; // RGB
    const rows = zlib.deflateSync(Buffer.alloc(30001 * 3 * 100));
    const bomb = Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
    expect(bomb.length).toBeLessThan(20_000);
    const res = await upload(tokens.owner, [{ bytes: bomb, name: 'bomb.png' }]);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('"bomb.png" has too many pixels (at most 50 megapixels).');
  });

  it('refuses a file over 10 MB and more than 20 files', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(tokens.owner, [{ bytes: big, name: 'huge.png' }]);
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.message).toBe('"huge.png" is larger than 10 MB.');

    const one = await png(64, 64);
    const many = await upload(tokens.owner, Array.from({ length: 21 }, (_, i) => ({ bytes: one, name: `p${i}.png` })));
    expect(many.status).toBe(400);
    expect(many.json.message).toBe('You can only upload up to 20 images at once.');

    const none = await t.request('/api/uploadImages', { method: 'POST', headers: bearer(tokens.owner), body: new FormData() });
    expect(none.status).toBe(400);
    expect(none.json.message).toBe('Please choose at least one image.');
    const json = await t.request('/api/uploadImages', { method: 'POST', headers: { ...bearer(tokens.owner), 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(400);
    expect(json.json.message).toBe('Send the request as multipart/form-data with the images in the field "images".');
  });

  it('answers 413 for a body over 20 x 10 MB, from Content-Length and while streaming', async () => {
    const declared = await t.request('/api/uploadImages', {
      method: 'POST',
      headers: { ...bearer(tokens.owner), 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(250 * 1024 * 1024) },
      body: 'x',
    });
    expect(declared.status).toBe(413);
    expect(declared.json.message).toBe('The upload is too large: at most 20 images of 10 MB each.');

    // A chunked body (no Content-Length) is cut off once it passes the limit.
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        if (sent > 260 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await t.request('/api/uploadImages', {
      method: 'POST',
      headers: { ...bearer(tokens.owner), 'content-type': 'multipart/form-data; boundary=x' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(215 * 1024 * 1024);
  });

  it('needs a token (401 with the spec text) and a selling vendor (the admin gets 403)', async () => {
    const one = [{ bytes: await png(64, 64), name: 'a.png' }];
    const anonymous = await upload(undefined, one);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.message).toBe('User is not authenticated. Token is missing.');
    const revoked = await upload(tokens.revoked, one);
    expect(revoked.status).toBe(401);
    const admin = await upload(tokens.admin, one);
    expect(admin.status).toBe(403);
    expect(admin.json.message).toBe('The admin view of the media library has no upload; vendors upload their own images.');
  });
});

describe('GET /api/images and DELETE /api/images/{imageName}: ownership', () => {
  it('lists only your own images; the admin sees everyone\'s; isAdmin is never trusted', async () => {
    const mine = await upload(tokens.other, [{ bytes: await png(100, 100, '#aa0000'), name: 'other.png' }]);
    const otherName = mine.json.images[0].image;
    const ownerList = (await list(tokens.owner, '?isAdmin=1')).json.map((i: { image: string }) => i.image);
    expect(ownerList).not.toContain(otherName);
    const otherList = (await list(tokens.other)).json.map((i: { image: string }) => i.image);
    expect(otherList[0]).toBe(otherName);
    // The rest is the store's seeded library: its logo and its own copies of the pictures its listings show.
    for (const name of otherList.slice(1)) expect(name).toMatch(/^seed1-(casa-nova-interiors--|logo-casa-nova-interiors\.webp$)/);
    expect(otherList.some((name: string) => ownerList.includes(name))).toBe(false);
    const adminList = (await list(tokens.admin, '?isAdmin=0')).json.map((i: { image: string }) => i.image);
    expect(adminList[0]).toBe(otherName);
    expect(adminList).toEqual(expect.arrayContaining(ownerList));

    expect((await list(undefined)).status).toBe(401);
    expect((await list(undefined)).json.message).toBe('User is not authenticated. Token is missing.');
    expect((await list(tokens.revoked)).status).toBe(401);
  });

  it('deletes: anonymous 401, another vendor 403 (nothing changed), owner and admin allowed', async () => {
    const res = await upload(tokens.owner, [{ bytes: await png(120, 90), name: 'a.png' }, { bytes: await png(90, 120), name: 'b.png' }]);
    const [a, b] = res.json.images.map((i: { image: string }) => i.image);

    expect((await remove(undefined, a)).status).toBe(401);
    expect((await remove(tokens.revoked, a)).status).toBe(401);
    const other = await remove(tokens.other, a);
    expect(other.status).toBe(403);
    expect(other.json.message).toBe('You can only change the images of your own store.');
    expect(await t.db.mediaAsset.count({ where: { fileName: a } })).toBe(1);
    expect(fs.existsSync(path.join(uploads(), a))).toBe(true);

    const owner = await remove(tokens.owner, a);
    expect(owner.status).toBe(200);
    expect(owner.json).toEqual({ status: 'Success', message: 'Image deleted successfully.' });
    expect(await t.db.mediaAsset.count({ where: { fileName: a } })).toBe(0);
    for (const suffix of ['.webp', '.card.webp', '.thumb.webp']) expect(fs.existsSync(path.join(uploads(), a.replace('.webp', suffix)))).toBe(false);

    expect((await remove(tokens.admin, b)).status).toBe(200);
    const gone = await remove(tokens.owner, b);
    expect(gone.status).toBe(404);
    expect(gone.json.message).toBe('Image not found.');
  });

  it('refuses to delete an image a product still shows', async () => {
    const res = await upload(tokens.owner, [{ bytes: await png(120, 90), name: 'listing.png' }]);
    const name = res.json.images[0].image;
    const product = await t.db.product.findFirstOrThrow({ where: { vendor: { storeId: 'skyline-estates' } } });
    await t.db.product.update({ where: { id: product.id }, data: { images: [...product.images, name] } });
    const refused = await remove(tokens.owner, name);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('This image is still used by 1 product. Remove it there first.');
    expect(fs.existsSync(path.join(uploads(), name))).toBe(true);
    await t.db.product.update({ where: { id: product.id }, data: { images: product.images } });
    expect((await remove(tokens.owner, name)).status).toBe(200);
  });
});

describe('deleting an image while it is being put to use', () => {
  it('waits for a post that is saving the image, then refuses: never a post showing a deleted image', async () => {
    const uploaded = await upload(tokens.owner, [{ bytes: await png(64, 48, '#aa3322'), name: 'race.png' }]);
    const name: string = uploaded.json.images[0].image;
    const owner = await t.db.vendor.findUniqueOrThrow({ where: { storeId: 'skyline-estates' }, select: { id: true } });
    let deletion: Promise<{ status: number }> | undefined;
    // A post being saved, as createPost does it: the image is checked (and locked) first, the post
    // written a moment later. The delete arrives in between.
    await t.db.$transaction(async (tx) => {
      const [locked] = await tx.$queryRaw<{ file_name: string }[]>`SELECT file_name FROM media_assets WHERE file_name = ${name} FOR SHARE`;
      expect(locked.file_name).toBe(name);
      deletion = remove(tokens.owner, name);
      await new Promise((resolve) => setTimeout(resolve, 400));
      await tx.feedPost.create({ data: { vendorId: owner.id, caption: 'saved while deleting', image: name } });
    }, { timeout: 20_000 });
    const answer = await deletion!;
    expect(answer.status).toBe(409);
    expect(await t.db.mediaAsset.count({ where: { fileName: name } })).toBe(1);
    expect(fs.existsSync(path.join(uploads(), name))).toBe(true);
  }, 60_000);
});

describe('the seeded media library', () => {
  it('holds the pictures of the vendor\'s listings, after every upload, and refuses to delete one a listing shows', async () => {
    const product = await t.db.product.findFirstOrThrow({ where: { vendor: { storeId: 'skyline-estates' } }, orderBy: { id: 'asc' } });
    const fresh = (await upload(tokens.owner, [{ bytes: await png(64, 48), name: 'newest.png' }])).json.images[0].image;
    const listed = (await list(tokens.owner)).json.map((i: { image: string }) => i.image);
    expect(listed[0]).toBe(fresh);
    for (const image of product.images) expect(listed.indexOf(image), image).toBeGreaterThan(0);

    const refused = await remove(tokens.owner, product.featureImage);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/^This image is still used by \d+ products?( and 1 feed post| and \d+ feed posts)?\. Remove it there first\.$/);
    expect(await t.db.mediaAsset.count({ where: { fileName: product.featureImage } })).toBe(1);
    expect(fs.existsSync(path.join(uploads(), product.featureImage))).toBe(true);
    // Another store never owns (nor deletes) this store's copy.
    expect((await remove(tokens.other, product.featureImage)).status).toBe(403);
    expect((await remove(tokens.owner, fresh)).status).toBe(200);
  });
});

describe('GraphQL media', () => {
  const UPLOAD = /* GraphQL */ `
    mutation ($input: UploadMediaInput!) {
      uploadMedia(input: $input) {
        __typename
        ... on UploadMediaSuccess { assets { id fileName originalName url width height image { thumb: url(variant: THUMB) card: url(variant: CARD) srcSet } } }
        ... on Error { message code }
      }
    }`;

  /** A GraphQL multipart request (operations, map, then the files). */
  function multipart(query: string, files: Array<{ bytes: Uint8Array; name: string }>, token?: string) {
    const body = new FormData();
    body.append('operations', JSON.stringify({ query, variables: { input: { files: files.map(() => null) } } }));
    body.append('map', JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.input.files.${i}`]]))));
    files.forEach((f, i) => body.append(String(i), new File([f.bytes as Uint8Array<ArrayBuffer>], f.name, { type: 'image/png' })));
    return t.request('/graphql', { method: 'POST', headers: bearer(token), body });
  }

  it('uploadMedia takes files through a multipart request; myMedia lists them newest first', async () => {
    const res = await multipart(UPLOAD, [{ bytes: await png(800, 600), name: 'gql.png' }], tokens.other);
    expect(res.status).toBe(200);
    const result = res.json.data.uploadMedia;
    expect(result.__typename).toBe('UploadMediaSuccess');
    const [asset] = result.assets;
    const base = asset.fileName.replace(/\.webp$/, '');
    // Links signed for the owner: the library image is not public until something public shows it.
    const signed = (file: string) => new RegExp(`^/uploads/${file.replace(/\./g, '\\.')}\\?expires=\\d+&sig=[\\w-]{43}$`);
    expect(asset).toMatchObject({ originalName: 'gql.png', width: 800, height: 600 });
    expect(asset.url).toMatch(signed(`${base}.webp`));
    expect(asset.image.thumb).toMatch(signed(`${base}.thumb.webp`));
    expect(asset.image.card).toMatch(signed(`${base}.card.webp`));
    // The srcset names the same signed copies, each with its width, and each opens.
    const candidates = (asset.image.srcSet as string).split(', ').map((candidate) => candidate.split(' '));
    expect(candidates.map(([, width]) => width)).toEqual(['200w', '600w', '1600w']);
    expect(candidates.map(([url]) => url)).toEqual([asset.image.thumb, asset.image.card, asset.url]);
    for (const [url] of candidates) expect((await t.request(url)).status).toBe(200);

    const listed = await t.graphql('{ myMedia(first: 2) { edges { node { id fileName vendor { storeId } } } } }', undefined, bearer(tokens.other));
    expect(listed.data.myMedia.edges[0].node).toMatchObject({ id: asset.id, vendor: { storeId: 'casa-nova-interiors' } });

    const bad = await multipart(UPLOAD, [{ bytes: Buffer.from('not an image'), name: 'fake.png' }], tokens.other);
    expect(bad.json.data.uploadMedia).toMatchObject({ __typename: 'ValidationError', message: '"fake.png" is not a JPEG, PNG, WebP, GIF or AVIF image.' });
  });

  it('needs a vendor: anonymous 401, admin 403; myMedia needs a token', async () => {
    const one = [{ bytes: await png(10, 10), name: 'x.png' }];
    const anonymous = await multipart(UPLOAD, one);
    expect(anonymous.json.errors[0]).toMatchObject({ message: 'User is not authenticated. Token is missing.', extensions: { code: 'UNAUTHENTICATED' } });
    const admin = await multipart(UPLOAD, one, tokens.admin);
    expect(admin.json.errors[0].extensions.code).toBe('FORBIDDEN');
    const listed = await t.graphql('{ myMedia(first: 2) { edges { node { id } } } }');
    expect(listed.errors?.[0].message).toBe('User is not authenticated. Token is missing.');
  });

  it('deleteMedia: another vendor is refused and nothing changes; the owner deletes', async () => {
    const res = await multipart(UPLOAD, [{ bytes: await png(50, 50), name: 'del.png' }], tokens.owner);
    const { id, fileName } = res.json.data.uploadMedia.assets[0];
    const DELETE = 'mutation ($id: ID!) { deleteMedia(input: { id: $id }) { __typename ... on DeleteMediaSuccess { deletedId } ... on Error { message } } }';
    const other = await t.graphql(DELETE, { id }, bearer(tokens.other));
    expect(other.errors?.[0]).toMatchObject({ message: 'You can only change the images of your own store.', extensions: { code: 'FORBIDDEN' } });
    expect(await t.db.mediaAsset.count({ where: { fileName } })).toBe(1);
    const owner = await t.graphql(DELETE, { id }, bearer(tokens.owner));
    expect(owner.data.deleteMedia).toEqual({ __typename: 'DeleteMediaSuccess', deletedId: id });
    const again = await t.graphql(DELETE, { id }, bearer(tokens.owner));
    expect(again.data.deleteMedia).toEqual({ __typename: 'NotFoundError', message: 'Image not found.' });
  });

  it('a JSON GraphQL body is limited to 1 MB; multipart over the upload limit is a 413', async () => {
    const big = await t.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `{ __typename }`, pad: 'x'.repeat(1_100_000) }) });
    expect(big.status).toBe(413);
    const declared = await t.request('/graphql', {
      method: 'POST',
      headers: { ...bearer(tokens.owner), 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(250 * 1024 * 1024) },
      body: 'x',
    });
    expect(declared.status).toBe(413);
  });
});
