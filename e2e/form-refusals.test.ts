// Issue 32: what a form says when it cannot go on. Register waits for the email's code (disabled,
// with its reason for assistive tech); a code refused for too many from one address says why and
// when to try again; an order lookup refused for too many lookups answers 429 with that text,
// never a 500 on "Looking up your order...".
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForHydration } from './harness.ts';
import { codeFrom } from '../api/test/helpers/smtp-sink.ts';
import { useE2eSuiteWithSmtp } from './helpers/smtp-suite.ts';
import { ACCOUNT_MESSAGES } from '@rules/index.ts';

const { e2e, smtp: sink } = useE2eSuiteWithSmtp();

/** The text of what the element's aria-describedby points at, as a screen reader reads it with the element. */
const description = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((el) => {
    const ids = el.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });

describe('registration', () => {
  it('keeps Register disabled until the code is verified, and says when codes can be sent again', async () => {
    const page = await e2e.open('/vendor-registration');
    await waitForHydration(page);
    const register = page.getByRole('button', { name: 'Register', exact: true });
    expect(await register.isDisabled()).toBe(true);
    expect(await description(page, 'Register')).toBe(ACCOUNT_MESSAGES.emailNotVerified);

    const email = 'refusals-vendor@example.com';
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText(ACCOUNT_MESSAGES.codeSent).waitFor();
    expect(await register.isDisabled()).toBe(true);
    await page.getByLabel('OTP', { exact: true }).fill(codeFrom((await sink().waitForMail(email)).raw));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByText(ACCOUNT_MESSAGES.codeVerified).waitFor();
    expect(await register.isDisabled()).toBe(false);
    expect(await register.getAttribute('aria-describedby')).toBeNull();
    // Pressed now, it checks the form (docs/spec/vendor-admin.md §5) as before.
    await register.click();
    await page.getByText('First Name is required').waitFor();

    // Another email needs its own code: Register waits again.
    await page.getByLabel('Email', { exact: true }).fill('refusals-other@example.com');
    expect(await register.isDisabled()).toBe(true);

    // The address's codes are used up (10 in 15 minutes, one of them above): the form says why and when.
    for (let i = 0; i < 9; i++) {
      const sent = await fetch(`${e2e.server.baseUrl}/api/auth/send-otp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `refusals-${i}@example.com` }) });
      expect(sent.status).toBe(200);
    }
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByRole('alert').filter({ hasText: /^Too many codes were sent from here\. Try again in 1[45] minutes\.$/ }).waitFor();
    await page.getByRole('button', { name: 'Send OTP' }).waitFor();
    expect(await register.isDisabled()).toBe(true);
  });
});

describe('order tracking', () => {
  it('answers a lookup refused for too many lookups with 429 and when to try again, in the page and after hydration', async () => {
    // Thirty wrong guesses from this address (the limit in ten minutes).
    for (let i = 0; i < 30; i++) {
      const res = await fetch(`${e2e.server.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'query ($o: String!) { orderTracking(orderId: $o, email: "guess@example.com") { orderId } }', variables: { o: `ORD-GUESS${i}` } }),
      });
      expect(((await res.json()) as { data: { orderTracking: unknown } }).data.orderTracking).toBeNull();
    }
    const limitedText = /^Too many order lookups from your address\. Please try again in (9|10) minutes\.$/;

    // Without the script: the server's page itself says it, in a 429.
    const context = await e2e.browser.newContext({ baseURL: e2e.server.baseUrl, javaScriptEnabled: false });
    try {
      const scriptless = await context.newPage();
      const answer = await scriptless.goto(`/track-order?order=ORD-GUESSED1&token=${'x'.repeat(43)}`);
      expect(answer?.status()).toBe(429);
      await scriptless.getByRole('alert').filter({ hasText: limitedText }).waitFor();
      expect(await scriptless.getByText('Looking up your order...').count()).toBe(0);
    } finally {
      await context.close();
    }

    // With it: the same text once the browser has asked again.
    const page = await e2e.open(`/track-order?order=ORD-GUESSED1&token=${'x'.repeat(43)}`);
    await waitForHydration(page);
    await page.getByRole('alert').filter({ hasText: limitedText }).waitFor();
    expect(await page.getByText('Looking up your order...').count()).toBe(0);
  });
});
