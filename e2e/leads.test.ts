// Enquiries in Chromium (issue 37 part 2), at a phone's 390 px and a desktop's 1366 px: a shopper
// sends an enquiry from a property page, the vendor gets one notice mail, finds it in the Leads
// inbox (with its badge), and replies from the dashboard; the reply reaches the shopper's address
// once. The form's no-script path is in no-script-forms.test.ts.
import { describe, expect, it } from 'vitest';
import { waitForHydration } from './harness.ts';
import { decodedBody } from '../api/test/helpers/smtp-sink.ts';
import { useE2eSuiteWithSmtp } from './helpers/smtp-suite.ts';
import type { RestProduct } from './helpers/rest-product.ts';
import { LEAD_MIN_FILL_SECONDS } from '@rules/leads.ts';

const { e2e, smtp } = useE2eSuiteWithSmtp();
const VENDOR = 'vendor@marketplace.test';

async function skylineProperty(): Promise<RestProduct> {
  const listings = (await (await fetch(`${e2e.server.baseUrl}/api/vendor-products/skyline-estates`)).json()) as RestProduct[];
  return listings.find((listing) => listing.product_status === 1) ?? listings[0];
}

describe.each([
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
])('an enquiry on a $name ($width px)', (viewport) => {
  it('goes from the property page to the vendor’s inbox, and the reply arrives once', async () => {
    const property = await skylineProperty();
    const shopper = { name: `Mina ${viewport.name}`, email: `mina-${viewport.name}@shopper.test` };
    const page = await e2e.open(`/products/real-estate/${property.slug}`, viewport);
    await waitForHydration(page);
    // The enquiry form hydrates after the page, when wanted (web/src/features/enquiry/LazyListingEnquiry.tsx).
    await page.locator('#enquiry[data-hydrated]').waitFor();
    const form = page.getByRole('region', { name: 'Ask the seller' });
    await form.getByLabel('Your name').fill(shopper.name);
    await form.getByLabel('E-mail').fill(shopper.email);
    await form.getByLabel('Best time to contact you').selectOption('evening');
    expect(await form.getByLabel('Message').inputValue()).toContain(property.productName);
    // The rule under test: a form sent within seconds of being shown is a script's.
    await page.waitForTimeout(LEAD_MIN_FILL_SECONDS * 1000);
    const noticesBefore = smtp().mails.filter((mail) => mail.to.includes(VENDOR)).length;
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await form.getByRole('status').filter({ hasText: 'your enquiry has been sent to the seller' }).waitFor();
    expect(page.url()).not.toContain(shopper.email);
    const whatsApp = await page.locator('[data-lead-tap="WHATSAPP"]').getAttribute('href');
    expect(whatsApp).toMatch(/^https:\/\/wa\.me\/971501234567\?text=/);
    expect(decodeURIComponent(whatsApp!)).toContain(`/products/real-estate/${property.slug}`);
    await smtp().waitForMail(VENDOR, { after: noticesBefore });

    const { page: dashboard } = await e2e.openSignedIn(await e2e.tokenFor(VENDOR));
    await dashboard.setViewportSize(viewport);
    await dashboard.goto('/vendor-dashboard/leads?status=NEW');
    const badge = dashboard.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /Leads/ });
    expect(Number((await badge.textContent())?.replace(/\D/g, ''))).toBeGreaterThan(0);
    await dashboard.getByRole('link', { name: shopper.name }).click();
    await dashboard.getByRole('heading', { name: `${shopper.name} about ${property.productName}`, level: 1 }).waitFor();
    await dashboard.getByText(shopper.email).first().waitFor();
    await dashboard.getByLabel('Your reply').fill('Thank you, Mina. The flat is free to view on weekdays from 10:00.');
    await dashboard.getByRole('button', { name: 'Send reply' }).click();
    await dashboard.getByText("Reply sent: it is on its way to the shopper's e-mail.").waitFor();
    expect(await dashboard.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('CONTACTED');
    // The dashboard never scrolls sideways on a phone.
    expect(await dashboard.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const reply = await smtp().waitForMail(shopper.email);
    const body = decodedBody(reply.raw);
    expect(body).toContain('free to view on weekdays');
    expect(body).not.toContain(shopper.name);
    // Once: the outbox sent it a single time (the job queue's retry would skip a sent mail).
    await dashboard.reload();
    await dashboard.getByRole('heading', { name: 'Reply by e-mail' }).waitFor();
    expect(smtp().mails.filter((mail) => mail.to.includes(shopper.email))).toHaveLength(1);
  });
});
