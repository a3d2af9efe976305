// Ratings, comments, the feed and the contact form in Chromium, against the real server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useE2eSuite } from './harness.ts';
import { startSmtpSink, type SmtpSink } from '../api/test/helpers/smtp-sink.ts';

/** The team inbox is a real SMTP server: the contact form's mail is read from it. */
let smtp: SmtpSink;
const TEAM_INBOX = 'team-inbox@marketplace.test';

beforeAll(async () => {
  smtp = await startSmtpSink();
});

afterAll(async () => {
  await smtp?.close();
});

// Registered after the sink's hooks: starts after the sink, closes before it.
const e2e = useE2eSuite(() => ({ env: { SMTP_URL: smtp.url, TEAM_INBOX } }));

const open = e2e.open;

const api = async (path: string, init?: RequestInit) => (await fetch(e2e.server.baseUrl + path, init)).json();

/** A listing of the catalogue without ratings yet. */
async function unratedListing(mainCategory: 'Real Estate' | 'Home Products') {
  const products: any[] = await api('/api/products?limit=1000');
  return products.find((p) => p.mainCategory === mainCategory && p.numberOfReviews === 0)!;
}

describe('ratings', () => {
  it('rating a property shows "You rated this product", survives a reload, and the server counted it', async () => {
    const listing = await unratedListing('Real Estate');
    const page = await open(`/products/real-estate/${listing.slug}`);
    const widget = page.getByRole('region', { name: 'Rating' });
    await widget.getByText('N/A').waitFor();
    await widget.getByRole('button', { name: 'Rate 4 stars' }).click();
    await widget.getByText('You rated this product: 4/5').waitFor();
    await widget.getByText('4.0/5').waitFor();
    expect(await page.evaluate((id) => JSON.parse(localStorage.getItem('ratedProducts')!)[id], listing.id)).toBe(4);
    const [summary] = await api(`/api/rating/${listing.id}`);
    expect(summary).toMatchObject({ avgRating: 4, numberOfReviews: 1 });

    await page.reload();
    await widget.getByText('You rated this product: 4/5').waitFor();
    expect(await widget.getByRole('button', { name: /^Rate / }).count()).toBe(0);
  });

  it('a browser that forgot its ratings is told its earlier rating by the server', async () => {
    const listing = await unratedListing('Home Products');
    const page = await open(`/products/home-products/${listing.slug}`);
    const widget = page.getByRole('region', { name: 'Rating' });
    await widget.getByRole('button', { name: 'Rate 5 stars' }).click();
    await widget.getByText('You rated this product: 5/5').waitFor();
    await page.evaluate(() => localStorage.removeItem('ratedProducts'));
    await page.reload();
    await widget.getByRole('button', { name: 'Rate 2 stars' }).click();
    await widget.getByText('You rated this product: 5/5').waitFor();
    expect((await api(`/api/rating/${listing.id}`))[0].numberOfReviews).toBe(1);
  });
});

describe('comments', () => {
  it('a comment with HTML, script and a newline shows literally, with a line break, newest first', async () => {
    const products: any[] = await api('/api/products?limit=1000');
    let listing: any;
    for (const p of products.filter((x) => x.mainCategory === 'Home Products')) {
      if ((await api(`/api/comments/${p.id}`)).length === 0) {
        listing = p;
        break;
      }
    }
    const page = await open(`/products/home-products/${listing.slug}`);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Comments' }).click();
    const dialog = page.getByRole('dialog', { name: 'Comments' });
    await dialog.getByText('No reviews yet. Be the first to comment!').waitFor();
    const post = dialog.getByRole('button', { name: 'Post' });
    expect(await post.isDisabled()).toBe(true);
    await dialog.getByLabel('Your comment').fill('   ');
    expect(await post.isDisabled()).toBe(true);

    const text = 'Hello <b>bold</b> <script>alert(1)</script>\nSecond line';
    await dialog.getByLabel('Your comment').fill(text);
    await post.click();
    const item = dialog.getByRole('list', { name: 'Comments' }).getByRole('listitem').first();
    await item.getByText('Anonymous User').waitFor();
    const body = item.locator('p').nth(1);
    expect(await body.innerText()).toBe('Hello <b>bold</b> <script>alert(1)</script>\nSecond line');
    expect(await body.locator('br').count()).toBe(1);
    expect(await body.locator('b, script').count()).toBe(0);
    expect(await dialog.getByLabel('Your comment').inputValue()).toBe('');
    expect(alerts).toEqual([]);

    const stored: any[] = await api(`/api/comments/${listing.id}`);
    expect(stored[0]).toMatchObject({ text, userName: 'Anonymous User' });
  });
});

describe('feed', () => {
  it('like and unlike a post: the button shows the server count and survives a reload', async () => {
    const page = await open('/feed');
    const card = page.getByRole('article').first();
    await card.waitFor();
    const [first] = await api('/api/getposts?limit=1');
    const like = card.getByRole('button', { name: /Like/ });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    expect(await like.innerText()).toContain(String(first.totalLikes));

    await like.click();
    // This card's button (another card's would satisfy a page-wide wait at once).
    await card.locator('button[aria-pressed="true"]').waitFor();
    const afterLike = await api(`/api/posts/${first.postId}/likes`);
    expect(afterLike.totalLikes).toBe(first.totalLikes + 1);
    expect(await like.innerText()).toContain(String(afterLike.totalLikes));

    // The server renders the feed as an anonymous visitor; this browser's own like arrives right after.
    await page.reload();
    await card.locator('button[aria-pressed="true"]').waitFor();

    await like.click();
    await card.locator('button[aria-pressed="false"]').waitFor();
    expect((await api(`/api/posts/${first.postId}/likes`)).totalLikes).toBe(first.totalLikes);
    expect(await like.innerText()).toContain(String(first.totalLikes));
  });

  it('comments under a post: first 2, Show All Comments, and a new comment', async () => {
    // The first page shows 10 posts.
    const posts: any[] = await api('/api/getposts?limit=10');
    const index = posts.findIndex((p) => p.commentCount > 2);
    expect(index).toBeGreaterThanOrEqual(0);
    const page = await open('/feed');
    const card = page.getByRole('article').nth(index);
    await card.scrollIntoViewIfNeeded();
    const comments = card.getByRole('region', { name: 'Comments' }).getByRole('listitem');
    await comments.first().waitFor();
    expect(await comments.count()).toBe(2);
    await card.getByRole('button', { name: 'Show All Comments' }).click();
    await page.waitForFunction(([i, n]) => document.querySelectorAll('article')[i].querySelectorAll('li').length === n, [index, posts[index].commentCount] as const);

    await card.getByPlaceholder('Add a comment...').fill('See you at the <open house>');
    await card.getByRole('button', { name: 'Post' }).click();
    await comments.first().getByText('See you at the <open house>').waitFor();
    expect(await card.getByPlaceholder('Add a comment...').inputValue()).toBe('');
  });
});

describe('vendor posts', () => {
  it('a vendor uploads a picture, publishes a post from the dashboard, sees it on /feed and deletes it', async () => {
    const login = await api('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'homes@marketplace.test', password: 'vendor12345' }) });
    const page = await open('/about-us-missing-page-for-storage');
    await page.evaluate((t) => localStorage.setItem('token', t), login.token);
    await page.goto('/vendor-dashboard/posts');
    await page.getByRole('heading', { name: 'Feed Posts', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Feed Posts' }).count()).toBe(1);

    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'social-e2e-')), 'post.png');
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#b35c2e' } }).png().toFile(file);
    await page.getByRole('button', { name: 'Add Media' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Images' });
    await dialog.getByLabel('Choose images').setInputFiles([file]);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(/Image: .+\.webp/).waitFor();

    const caption = 'New <sofa> collection\nCome and see it';
    await page.getByLabel('Caption').fill(caption);
    await page.getByLabel('Linked product (optional)').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Publish post' }).click();
    await page.getByText('Your post is on the feed.').waitFor();
    const yours = page.getByRole('region', { name: 'Your posts' }).getByRole('listitem').first();
    await yours.getByText('New <sofa> collection').waitFor();

    await page.goto('/feed');
    const card = page.getByRole('article').first();
    await card.getByText('New <sofa> collection').waitFor();
    expect(await card.getByRole('link', { name: 'Casa Nova Interiors' }).count()).toBe(1);
    expect(await card.locator('p br').count()).toBeGreaterThanOrEqual(1);

    await page.goto('/vendor-dashboard/posts');
    await page.getByRole('region', { name: 'Your posts' }).getByRole('listitem').first().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete post' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Post deleted.').waitFor();
    const posts: any[] = await api('/api/getposts?limit=5');
    expect(posts.some((p) => p.productDescription === caption)).toBe(false);
  });
});

describe('contact', () => {
  it('sends the contact form, shows the success dialog, and the team gets the mail', async () => {
    const page = await open('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await page.getByText('This field is required.').count()).toBe(4);
    await page.getByLabel('Name').fill('E2E Visitor');
    expect(await page.getByText('This field is required.').count()).toBe(3);
    await page.getByLabel('Email').fill('e2e@example.com');
    await page.getByLabel('I am a').selectOption('vendor');
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello from the browser test');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Success!').waitFor();
    await dialog.getByText('Your message has been sent successfully!').waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('');

    const mail = await smtp.waitForMail(TEAM_INBOX);
    expect(mail.raw).toContain('Hello from the browser test');
    expect(mail.raw).toContain('e2e@example.com');
  });
});
