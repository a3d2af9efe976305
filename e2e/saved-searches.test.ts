// Saved searches in the browser: choose filters on /real-estate, "Get alerts" with an email, open
// the confirmation link from the mail read from a real SMTP server, and see the confirmation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useE2eSuite } from './harness.ts';
import { decodedBody, startSmtpSink, type SmtpSink } from '../api/test/helpers/smtp-sink.ts';

let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
});

afterAll(async () => {
  await smtp?.close();
});

// Registered after the sink's hooks: starts after the sink, closes before it.
const e2e = useE2eSuite(() => ({ env: { SMTP_URL: smtp.url } }));

describe('saved searches', () => {
  it('saves the filters of /real-estate with an email and confirms them from the mailed link', async () => {
    const page = await e2e.open('/real-estate');
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    await sidebar.getByRole('radio', { name: /^For rent/ }).check();
    await expect.poll(() => new URL(page.url()).searchParams.get('purpose')).toBe('rent');

    await page.getByRole('button', { name: 'Get alerts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get alerts for this search' });
    await dialog.getByLabel('Email').fill('alerts-e2e@example.com');
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await dialog.getByText('open the link we sent to alerts-e2e@example.com').waitFor();

    const mail = await smtp.waitForMail('alerts-e2e@example.com', { timeoutMs: 30_000 });
    const body = decodedBody(mail.raw);
    expect(body).toContain('Real Estate · for rent');
    const link = /https?:\/\/[^/\s]+(\/api\/saved-searches\/confirm\?token=[^\s"<>]+)/.exec(body)![1];

    await page.goto(new URL(link, page.url()).href);
    await page.getByRole('heading', { name: 'Saved search confirmed' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  });
});
