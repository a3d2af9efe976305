// The media library and the vendor's own profile in Chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useE2eSuite } from './harness.ts';

const e2e = useE2eSuite();
let fixtures: string;

beforeAll(() => {
  fixtures = fs.mkdtempSync(path.join(os.tmpdir(), 'media-e2e-'));
});

afterAll(() => {
  if (fixtures) fs.rmSync(fixtures, { recursive: true, force: true });
});

async function signedIn(email: string, password?: string): Promise<{ page: Page; context: BrowserContext }> {
  return e2e.openSignedIn(await e2e.tokenFor(email, password));
}

/** A noisy PNG (it does not compress), so the throttled upload takes long enough to watch. */
async function noisyPng(name: string, width: number, height: number): Promise<string> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  const file = path.join(fixtures, name);
  await sharp(raw, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toFile(file);
  return file;
}

describe('media library', () => {
  it('uploads two images with a progress bar, shows them first, copies a URL and deletes one', async () => {
    const { page, context } = await signedIn('homes@marketplace.test');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.baseUrl });
    await page.goto('/vendor-dashboard/media');
    await page.getByRole('heading', { name: 'Media Library', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Add Media' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Images' });
    await dialog.waitFor();

    // Not an image: refused and cleared.
    const text = path.join(fixtures, 'notes.txt');
    fs.writeFileSync(text, 'not an image');
    await dialog.getByLabel('Choose images').setInputFiles([text]);
    await dialog.getByText('Please select only image files.').waitFor();

    const first = await noisyPng('porch.png', 700, 500);
    const second = await noisyPng('garden.png', 600, 600);
    await dialog.getByLabel('Choose images').setInputFiles([first, second]);
    expect(await dialog.getByRole('list', { name: 'Selected images' }).getByRole('img').count()).toBe(2);

    // A slow uplink, so the progress bar is there long enough to see.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400 * 1024 });
    await dialog.getByRole('button', { name: 'Upload 2 images' }).click();
    const progress = dialog.getByRole('progressbar', { name: 'Upload progress' });
    await progress.waitFor();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    // Newest first: both new images lead the library.
    const library = page.getByRole('list', { name: 'Media library' });
    await library.getByRole('button', { name: 'Open garden.png' }).waitFor();
    const opened = await library.getByRole('button', { name: /^Open / }).evaluateAll((buttons) => buttons.slice(0, 2).map((b) => b.getAttribute('aria-label')));
    expect(opened.sort()).toEqual(['Open garden.png', 'Open porch.png']);

    await library.getByRole('button', { name: 'Open porch.png' }).click();
    const viewer = page.getByRole('dialog', { name: 'porch.png' });
    const url = await viewer.getByLabel('Image URL').inputValue();
    // Nothing public shows it yet: the URL is the owner's signed link (valid for at least a day).
    expect(url).toMatch(new RegExp(`^${e2e.server.baseUrl}/uploads/m[a-z0-9]+-[0-9a-f]+\\.webp\\?expires=\\d+&sig=[\\w-]{43}$`));
    expect((await fetch(url)).headers.get('content-type')).toContain('image/webp');
    expect((await fetch(url.split('?')[0])).status).toBe(404);
    await viewer.getByRole('button', { name: 'Copy to Clipboard!' }).click();
    await viewer.getByText('Copied to clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    await library.getByRole('button', { name: 'Delete porch.png' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm Delete' });
    await confirm.getByText('Are you sure you want to delete this image?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('region', { name: /Notifications/ }).getByText('Image deleted successfully.').waitFor();
    await library.getByRole('button', { name: 'Open porch.png' }).waitFor({ state: 'detached' });
    expect(await library.getByRole('button', { name: 'Open garden.png' }).count()).toBe(1);
  });

  it('the admin sees every vendor\'s images and has no Add Media tile', async () => {
    const { page } = await signedIn('admin@marketplace.test', 'admin12345');
    await page.goto('/vendor-dashboard/media');
    const library = page.getByRole('list', { name: 'Media library' });
    await library.getByRole('button', { name: 'Open garden.png' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add Media' }).count()).toBe(0);
  });
});

describe('vendor profile', () => {
  it('edits the own profile and shows it on the public vendor page', async () => {
    const { page } = await signedIn('vendor@marketplace.test');
    await page.goto('/vendor-dashboard/profile');
    await page.getByRole('heading', { name: 'Vendor Profile', level: 1 }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('vendor@marketplace.test');

    await page.getByLabel('Store Name').fill('Skyline Estates Prime');
    await page.getByLabel('Description').fill('Prime towers and family villas, edited in the dashboard.');
    await page.getByLabel('Profile Image').setInputFiles(await noisyPng('logo.png', 300, 300));
    await page.getByRole('img', { name: 'Profile' }).waitFor();
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByText('Profile updated successfully ✅').waitFor();

    // An emptied required field: the server's message.
    await page.getByLabel('First Name').fill('');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByText('❌ Failed to update profile: First Name is required').waitFor();

    await page.getByRole('link', { name: 'View public page' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/pro/'));
    await page.getByRole('heading', { name: 'Skyline Estates Prime' }).first().waitFor();
    await page.getByText('Prime towers and family villas, edited in the dashboard.').first().waitFor();
  });
});
