// Site settings in Chromium (issue 22): the admin changes the phone on the dashboard's Site
// Settings page (at 390 px, without sideways scrolling), a bad social link is refused beside its
// field, and the storefront's footer and contact page show the new phone on the next visit.
import { describe, expect, it } from 'vitest';
import { useE2eSuite } from './harness.ts';

const e2e = useE2eSuite();
const NEW_PHONE = '+971 4 555 0142';

describe('site settings', () => {
  it('the admin changes the phone and the storefront shows it', async () => {
    const shopper = await e2e.open('/contact');
    await shopper.getByTestId('footer-phone').waitFor();
    expect(await shopper.getByTestId('footer-phone').textContent()).toBe('+971 4 427 0100');
    expect(await shopper.getByTestId('contact-phone').textContent()).toBe('+971 4 427 0100');

    const { page } = await e2e.openSignedIn(await e2e.tokenFor('admin@marketplace.test'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/vendor-dashboard/site-settings');
    await page.getByRole('heading', { name: 'Site Settings', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Site settings' });
    await form.getByLabel('Business name').waitFor();
    expect(await form.getByLabel('Business name').inputValue()).toBe('Homes Marketplace');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A social link that is not https is refused beside its field, and focused.
    const firstLink = form.getByRole('group', { name: 'Social link 1' });
    await firstLink.getByLabel('Page address (https://…)').fill('http://facebook.com/homes');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await firstLink.getByText('Enter the full https:// address of the page (at most 300 characters).').waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('http://facebook.com/homes');
    await firstLink.getByLabel('Page address (https://…)').fill('https://www.facebook.com/homesmarketplace');

    // Rows can be added and removed.
    const offices = () => form.getByRole('group', { name: /^Office \d+$/ }).count();
    expect(await offices()).toBe(4);
    await form.getByRole('button', { name: 'Add office' }).click();
    expect(await offices()).toBe(5);
    await form.getByRole('group', { name: 'Office 5' }).getByRole('button', { name: 'Remove office' }).click();
    expect(await offices()).toBe(4);

    await form.getByLabel('Phone').fill(NEW_PHONE);
    await form.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('status').getByText('Site settings saved.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await shopper.goto('/contact');
    await expect.poll(() => shopper.getByTestId('footer-phone').textContent()).toBe(NEW_PHONE);
    expect(await shopper.getByTestId('contact-phone').textContent()).toBe(NEW_PHONE);
    expect(await shopper.getByTestId('contact-phone').getAttribute('href')).toBe('tel:+97145550142');
    await shopper.goto('/');
    expect(await shopper.getByTestId('footer-phone').textContent()).toBe(NEW_PHONE);
  });
});
