// The Webhooks page in Chromium (issue 38): a store adds an endpoint and sees its secret once,
// sends a test event that a real local receiver verifies with the standardwebhooks library, and
// finds the delivery in the log.
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useE2eSuite } from './harness.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../api/test/helpers/webhook-receiver.ts';

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver?.close());

const e2e = useE2eSuite({ env: { WEBHOOK_ALLOW_HTTP: '1', WEBHOOK_ALLOW_PRIVATE_ADDRESSES: '1', JOB_POLL_SECONDS: '1' } });

describe('/vendor-dashboard/webhooks', () => {
  it('adds an endpoint, shows its secret once, sends a test event and logs it', async () => {
    const { page } = await e2e.openSignedIn(await e2e.tokenFor('vendor@marketplace.test'));
    await page.goto('/vendor-dashboard/webhooks');
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();

    const url = receiver.url('/e2e');
    const form = page.getByRole('form', { name: 'Add webhook endpoint' });
    await form.getByLabel('URL').fill(url);
    await form.getByLabel('Description').fill('E2E receiver');
    await form.getByLabel(/An order was placed/).check();
    await form.getByRole('button', { name: 'Add endpoint' }).click();

    const panel = page.getByRole('region', { name: 'Signing secret' });
    const secret = (await panel.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    const row = page.getByRole('row').filter({ hasText: url });
    await row.waitFor();
    expect(await page.locator('table').textContent()).not.toContain(secret);
    await panel.getByRole('button', { name: 'Done, I have kept it' }).click();
    expect(await page.getByText(secret).count()).toBe(0);

    await row.getByRole('button', { name: `Send test event to ${url}` }).click();
    await page.getByText(`A test event is on its way to ${url}.`).waitFor();
    await expect.poll(() => receiver.received('/e2e').length, { timeout: 20_000 }).toBe(1);
    const [request] = receiver.received('/e2e');
    expect(new Webhook(secret).verify(request.body, request.headers)).toMatchObject({ type: 'webhook.test' });

    await row.getByRole('button', { name: `Deliveries of ${url}` }).click();
    const log = page.getByRole('region', { name: 'Delivery log' });
    await log.getByRole('cell', { name: /webhook\.test/ }).waitFor();
    // The try is logged once the worker has recorded it: Refresh until it shows.
    await expect
      .poll(async () => {
        await log.getByRole('button', { name: 'Refresh' }).click();
        return log.getByText(/HTTP 200 in \d+ ms/).count();
      }, { timeout: 15_000, interval: 500 })
      .toBe(1);
  });
});
