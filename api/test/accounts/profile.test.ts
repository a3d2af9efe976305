import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, loginToken, viewerOf as viewerOfToken } from '../helpers/auth.ts';
import { latestCode } from '../helpers/accounts.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

async function login(email: string, password = 'vendor12345') {
  return t.request('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
}
const png = () => sharp({ create: { width: 500, height: 500, channels: 3, background: '#884422' } }).png().toBuffer();

function form(fields: Record<string, string | { bytes: Uint8Array; name: string }>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') body.append(key, value);
    else body.append(key, new File([value.bytes as Uint8Array<ArrayBuffer>], value.name, { type: 'image/png' }));
  }
  return body;
}
const put = (path: string, token: string | undefined, fields: Record<string, string | { bytes: Uint8Array; name: string }>) =>
  t.request(`/api${path}`, { method: 'PUT', headers: bearer(token), body: form(fields) });
const vendorRow = (storeId: string) => t.db.vendor.findUniqueOrThrow({ where: { storeId } });
const viewerOf = (token: string) => viewerOfToken(t, token);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens.skyline = await loginToken(t, 'vendor@marketplace.test');
  tokens.homes = await loginToken(t, 'homes@marketplace.test');
  tokens.ravi = await loginToken(t, 'bilal@ravihomes.pk');
  tokens.thames = await loginToken(t, 'eleanor@thamesandco.co.uk');
  tokens.admin = await loginToken(t, 'admin@marketplace.test', 'admin12345');
  tokens.revoked = await loginToken(t, 'ayesha@margallarealty.pk');
  await t.db.vendor.update({ where: { storeId: 'margalla-realty' }, data: { accessGranted: false } });
});
afterAll(() => t?.close());

describe('GET /api/profile', () => {
  it("answers the signed-in vendor's fields, never the password; 401 without a token", async () => {
    const res = await t.request('/api/profile', { headers: bearer(tokens.skyline) });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ store_id: 'skyline-estates', email: 'vendor@marketplace.test', brand_type: 'Real Estate', isAdmin: 0, vendor_status: 1 });
    expect(JSON.stringify(res.json)).not.toMatch(/password/i);
    const anonymous = await t.request('/api/profile');
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.message).toBe('User is not authenticated. Token is missing.');
    expect((await t.request('/api/profile', { headers: bearer(tokens.revoked) })).status).toBe(401);
  });
});

describe('PUT /api/profile/update2 (own profile)', () => {
  it('updates the fields of docs/spec/vendor-admin.md §7 and a new image, shown on the public vendor page', async () => {
    const res = await put('/profile/update2', tokens.ravi, {
      first_name: 'Bilal',
      last_name: 'Ahmed',
      store_phone: '03001234567',
      email: 'Bilal.New@RaviHomes.pk',
      brand_type: 'Real Estate',
      store_name: 'Ravi Homes & Plots',
      address1: '12 Mall Road',
      address2: '',
      city: 'Lahore',
      state_county: 'Punjab',
      country: 'Pakistan',
      postcode: '54000',
      description: 'Plots and family homes along the Ravi.',
      password: '',
      currentPassword: 'vendor12345',
      image: { bytes: await png(), name: 'logo.png' },
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Profile updated successfully');
    // The new email waits for the code mailed to it; the old one stays until then.
    const oldEmail = (await vendorRow('ravi-homes')).email;
    expect(res.json.pendingEmail).toBe('bilal.new@ravihomes.pk');
    expect(res.json.data).toMatchObject({ store_id: 'ravi-homes', store_name: 'Ravi Homes & Plots', email: oldEmail, store_phone: '03001234567', address2: '' });
    const confirmed = await t.request('/api/profile/confirm-email', {
      method: 'POST',
      headers: { ...bearer(tokens.ravi), 'content-type': 'application/json' },
      body: JSON.stringify({ otp: await latestCode(t, 'bilal.new@ravihomes.pk') }),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({ message: 'Your email has been changed.', data: { email: 'bilal.new@ravihomes.pk' } });
    const notice = await t.db.outboxMail.findFirstOrThrow({ where: { to: oldEmail }, orderBy: { id: 'desc' } });
    expect(notice).toMatchObject({ subject: 'Your store email was changed' });
    expect(notice.text).toContain('bilal.new@ravihomes.pk');
    const image = res.json.data.image as string;
    expect(image).toMatch(/\.webp$/);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', image.replace('.webp', '.thumb.webp')))).toBe(true);
    expect(await t.db.mediaAsset.count({ where: { fileName: image, vendor: { storeId: 'ravi-homes' } } })).toBe(1);

    const page = await t.graphql('{ vendor(storeId: "ravi-homes") { storeName description image { reference } } }');
    expect(page.data.vendor).toEqual({ storeName: 'Ravi Homes & Plots', description: 'Plots and family homes along the Ravi.', image: { reference: image } });
    // An empty password kept the old one.
    expect((await login('bilal.new@ravihomes.pk')).status).toBe(200);
  });

  it('refuses bad input with the messages, changing nothing', async () => {
    const before = await vendorRow('thames-and-co');
    const cases: Array<[Record<string, string | { bytes: Uint8Array; name: string }>, number, string]> = [
      [{ email: 'not-an-email' }, 400, 'Invalid email format'],
      [{ email: 'vendor@marketplace.test' }, 409, 'Email is already taken'],
      [{ email: 'fresh@thamesandco.co.uk' }, 400, 'Enter your current password to change your email or password.'],
      [{ password: 'new-secret-1' }, 400, 'Enter your current password to change your email or password.'],
      [{ password: 'new-secret-1', currentPassword: 'wrong-one' }, 400, 'Your current password is not correct.'],
      [{ first_name: '  ' }, 400, 'First Name is required'],
      [{ store_phone: '+44 20 7946' }, 400, 'Store Phone must contain digits only'],
      [{ brand_type: 'Cars' }, 400, 'Brand Type must be Real Estate, Home Products or Electronics'],
      [{ password: 'abc' }, 400, 'Password must be at least 6 characters'],
      [{ store_name: 'New name', image: { bytes: Buffer.from('plain text'), name: 'logo.png' } }, 400, '"logo.png" is not a JPEG, PNG, WebP, GIF or AVIF image.'],
    ];
    for (const [fields, status, message] of cases) {
      const res = await put('/profile/update2', tokens.thames, fields);
      expect(res.status, message).toBe(status);
      expect(res.json.message).toBe(message);
    }
    expect(await vendorRow('thames-and-co')).toEqual(before);
  });

  it('ignores fields a vendor must not set (store id, access, admin flag)', async () => {
    const res = await put('/profile/update2', tokens.thames, { store_id: 'hijacked', isAdmin: '1', is_admin: '1', vendor_status: '0', city: 'London' });
    expect(res.status).toBe(200);
    const row = await vendorRow('thames-and-co');
    expect(row).toMatchObject({ storeId: 'thames-and-co', isAdmin: false, accessGranted: true, city: 'London' });
  });

  it('a new password is hashed, ends the other sessions and keeps this one', async () => {
    const second = await loginToken(t, 'eleanor@thamesandco.co.uk');
    const res = await put('/profile/update2', tokens.thames, { password: 'new-secret-1', currentPassword: 'vendor12345' });
    expect(res.status).toBe(200);
    expect((await t.db.outboxMail.findFirstOrThrow({ where: { to: 'eleanor@thamesandco.co.uk' }, orderBy: { id: 'desc' } })).subject).toBe('Your password was changed');
    expect((await vendorRow('thames-and-co')).passwordHash).toMatch(/^\$argon2id\$/);
    expect(await viewerOf(tokens.thames)).toEqual({ storeId: 'thames-and-co' });
    expect(await viewerOf(second)).toBeNull();
    expect((await login('eleanor@thamesandco.co.uk')).status).toBe(401);
    expect((await login('eleanor@thamesandco.co.uk', 'new-secret-1')).status).toBe(200);
  });

  it('needs a token: anonymous 401, revoked vendor 401', async () => {
    const anonymous = await put('/profile/update2', undefined, { city: 'Nowhere' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.message).toBe('User is not authenticated. Token is missing.');
    expect((await put('/profile/update2', tokens.revoked, { city: 'Nowhere' })).status).toBe(401);
    expect((await vendorRow('margalla-realty')).city).not.toBe('Nowhere');
  });
});

describe('PUT /api/profile/update/{store_id} (admin edit)', () => {
  it('anonymous 401, revoked 401, the vendor themself and another vendor 403; nothing changes', async () => {
    const before = await vendorRow('skyline-estates');
    const fields = { store_name: 'Hijacked', email: 'x@y.zz' };
    expect((await put('/profile/update/skyline-estates', undefined, fields)).status).toBe(401);
    expect((await put('/profile/update/skyline-estates', tokens.revoked, fields)).status).toBe(401);
    const own = await put('/profile/update/skyline-estates', tokens.skyline, fields);
    expect(own.status).toBe(403);
    expect(own.json.message).toBe('Only the admin can do this.');
    expect((await put('/profile/update/skyline-estates', tokens.homes, fields)).status).toBe(403);
    expect(await vendorRow('skyline-estates')).toEqual(before);
  });

  it('the admin edits; empty fields keep the current values; unknown store is 404', async () => {
    const before = await vendorRow('hudson-key-realty');
    const res = await put('/profile/update/hudson-key-realty', tokens.admin, {
      store_name: 'Hudson Key Realty Group',
      address1: '',
      email: '',
      store_phone: '',
      description: '',
      firstName: '',
      lastName: 'Keyes',
      password: '',
      image: { bytes: await png(), name: 'hk.png' },
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Vendor profile updated successfully');
    expect(res.json.data).toMatchObject({ store_id: 'hudson-key-realty', store_name: 'Hudson Key Realty Group', last_name: 'Keyes' });
    const after = await vendorRow('hudson-key-realty');
    expect(after).toMatchObject({ address1: before.address1, email: before.email, phone: before.phone, description: before.description, firstName: before.firstName, passwordHash: before.passwordHash });
    expect(after.image).toMatch(/\.webp$/);

    const missing = await put('/profile/update/no-such-store', tokens.admin, { store_name: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Vendor not found.');
  });

  it("the admin setting a password ends all the vendor's sessions", async () => {
    const vendorToken = await loginToken(t, 'sana@cliftonbay.pk');
    const res = await put('/profile/update/clifton-bay-properties', tokens.admin, { password: 'reset-by-admin' });
    expect(res.status).toBe(200);
    expect(await viewerOf(vendorToken)).toBeNull();
    expect((await login('sana@cliftonbay.pk', 'reset-by-admin')).status).toBe(200);
  });
});

describe("a store's new name and city", () => {
  const storesFound = async (query: string) =>
    (await t.graphql('query ($q: String!) { search(query: $q, first: 50) { edges { node { vendor { storeId } } } } }', { q: query })).data.search.edges.map(
      (edge: { node: { vendor: { storeId: string } } }) => edge.node.vendor.storeId,
    );

  it('find its products at once, and its old name no longer does', async () => {
    const listed = await t.db.product.count({ where: { vendor: { storeId: 'atelier-noor' } } });
    expect(listed).toBeGreaterThan(1);
    expect(await storesFound('zarnigar')).toEqual([]);
    expect(await storesFound('atelier noor')).toContain('atelier-noor');

    const res = await put('/profile/update/atelier-noor', tokens.admin, { store_name: 'Zarnigar Gallery', city: 'Multan' });
    expect(res.status).toBe(200);

    expect(await storesFound('zarnigar')).toEqual(Array(listed).fill('atelier-noor'));
    expect(await storesFound('zarnigar multan')).toEqual(Array(listed).fill('atelier-noor'));
    expect(await storesFound('atelier noor')).not.toContain('atelier-noor');
  });
});

describe('GraphQL profile mutations', () => {
  const UPDATE_MY = `mutation ($input: UpdateMyProfileInput!) { updateMyProfile(input: $input) { __typename ... on UpdateMyProfileSuccess { vendor { storeName city image { url(variant: THUMB) } } } ... on Error { message } ... on ValidationError { field } } }`;
  const UPDATE_VENDOR = `mutation ($input: UpdateVendorProfileInput!) { updateVendorProfile(input: $input) { __typename ... on UpdateVendorProfileSuccess { vendor { storeId storeName email } } ... on Error { message } } }`;

  it('updateMyProfile changes the own profile, with an image sent as a multipart request', async () => {
    const body = new FormData();
    body.append('operations', JSON.stringify({ query: UPDATE_MY, variables: { input: { city: 'Karachi', image: null } } }));
    body.append('map', JSON.stringify({ 0: ['variables.input.image'] }));
    body.append('0', new File([(await png()) as Uint8Array<ArrayBuffer>], 'me.png', { type: 'image/png' }));
    const res = await t.request('/graphql', { method: 'POST', headers: bearer(tokens.homes), body });
    expect(res.json.data.updateMyProfile).toMatchObject({ __typename: 'UpdateMyProfileSuccess', vendor: { city: 'Karachi', image: { url: expect.stringMatching(/\.thumb\.webp$/) } } });

    const bad = await t.graphql(UPDATE_MY, { input: { lastName: '' } }, bearer(tokens.homes));
    expect(bad.data.updateMyProfile).toEqual({ __typename: 'ValidationError', message: 'Last Name is required', field: 'lastName' });
    const anonymous = await t.graphql(UPDATE_MY, { input: { city: 'x' } });
    expect(anonymous.errors?.[0].message).toBe('User is not authenticated. Token is missing.');
  });

  it('updateVendorProfile is for the admin only; empty fields keep values', async () => {
    const { data } = await t.graphql('{ vendor(storeId: "casa-nova-interiors") { id email } }');
    const input = { vendorId: data.vendor.id, storeName: 'Casa Nova', email: '' };
    const cardNames = async () =>
      (await t.graphql('{ products(first: 3, filter: { vendorStoreId: "casa-nova-interiors" }) { edges { node { vendor { storeName } } } } }')).data.products.edges.map(
        (edge: { node: { vendor: { storeName: string } } }) => edge.node.vendor.storeName,
      );
    const before = await cardNames();
    expect(before).toHaveLength(3);
    expect(before).not.toContain('Casa Nova');
    const asVendor = await t.graphql(UPDATE_VENDOR, { input }, bearer(tokens.homes));
    expect(asVendor.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await vendorRow('casa-nova-interiors')).storeName).not.toBe('Casa Nova');
    const asAdmin = await t.graphql(UPDATE_VENDOR, { input }, bearer(tokens.admin));
    expect(asAdmin.data.updateVendorProfile).toEqual({ __typename: 'UpdateVendorProfileSuccess', vendor: { storeId: 'casa-nova-interiors', storeName: 'Casa Nova', email: data.vendor.email } });
    // Product cards read vendor names from memory (vendor-cards.ts): the edit shows at once.
    expect(await cardNames()).toEqual(['Casa Nova', 'Casa Nova', 'Casa Nova']);
  });
});

describe('re-authentication: a stolen token cannot take the account over', () => {
  const UPDATE_MINE = `mutation ($input: UpdateMyProfileInput!) { updateMyProfile(input: $input) { __typename ... on UpdateMyProfileSuccess { pendingEmail vendor { email } } ... on ValidationError { message field } } }`;
  const CONFIRM = `mutation ($code: String!) { confirmEmailChange(input: { code: $code }) { __typename ... on ConfirmEmailChangeSuccess { message vendor { email } } ... on ValidationError { message } } }`;

  it('over GraphQL: no password or e-mail change without the current password; nothing changes', async () => {
    const stolen = await loginToken(t, 'vendor@marketplace.test');
    const before = await vendorRow('skyline-estates');
    for (const input of [{ password: 'thief-pass-1' }, { email: 'thief@example.com' }, { password: 'thief-pass-1', currentPassword: 'guess-1' }]) {
      const res = await t.graphql(UPDATE_MINE, { input }, bearer(stolen));
      expect(res.data.updateMyProfile).toMatchObject({ __typename: 'ValidationError', field: 'currentPassword' });
    }
    expect(await vendorRow('skyline-estates')).toEqual(before);
    expect(await t.db.outboxMail.count({ where: { to: 'thief@example.com' } })).toBe(0);
  });

  it('wrong current passwords lock re-authentication for a while, not the login', async () => {
    const token = await loginToken(t, 'homes@marketplace.test');
    for (let i = 0; i < 5; i++) await t.graphql(UPDATE_MINE, { input: { password: 'x-new-pass', currentPassword: `wrong-${i}` } }, bearer(token));
    const locked = await t.graphql(UPDATE_MINE, { input: { password: 'x-new-pass', currentPassword: 'vendor12345' } }, bearer(token));
    expect(locked.data.updateMyProfile.__typename).toBe('RateLimitedError');
    expect((await login('homes@marketplace.test')).status).toBe(200);
  });

  it('a new e-mail needs the code sent to it; the old address is told; a wrong code changes nothing', async () => {
    const token = await loginToken(t, 'vendor@marketplace.test');
    const asked = await t.graphql(UPDATE_MINE, { input: { email: 'skyline.new@example.com', currentPassword: 'vendor12345' } }, bearer(token));
    expect(asked.data.updateMyProfile).toEqual({ __typename: 'UpdateMyProfileSuccess', pendingEmail: 'skyline.new@example.com', vendor: { email: 'vendor@marketplace.test' } });
    expect((await login('skyline.new@example.com')).status).toBe(401);

    const code = await latestCode(t, 'skyline.new@example.com');
    const wrong = await t.graphql(CONFIRM, { code: code === '000000' ? '111111' : '000000' }, bearer(token));
    expect(wrong.data.confirmEmailChange.__typename).toBe('ValidationError');
    expect((await vendorRow('skyline-estates')).email).toBe('vendor@marketplace.test');

    // Another vendor cannot confirm it (it is not their pending e-mail).
    const other = await loginToken(t, 'homes@marketplace.test');
    const foreign = await t.graphql(CONFIRM, { code }, bearer(other));
    expect(foreign.data.confirmEmailChange).toMatchObject({ __typename: 'ValidationError' });

    const done = await t.graphql(CONFIRM, { code }, bearer(token));
    expect(done.data.confirmEmailChange).toEqual({ __typename: 'ConfirmEmailChangeSuccess', message: 'Your email has been changed.', vendor: { email: 'skyline.new@example.com' } });
    expect((await login('skyline.new@example.com')).status).toBe(200);
    const notice = await t.db.outboxMail.findFirstOrThrow({ where: { to: 'vendor@marketplace.test', subject: 'Your store email was changed' } });
    expect(notice.text).toContain('skyline.new@example.com');
    expect((await t.graphql(CONFIRM, { code }, bearer(token))).data.confirmEmailChange.__typename).toBe('ValidationError');
  });
});
