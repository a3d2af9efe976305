import { describe, expect, it } from 'vitest';
import { navItemsFor } from './navigation.ts';
import { ENGLISH, translator } from '../../lib/i18n/translator.ts';
import { messages } from '../../lib/i18n/compiled/en/dashboardShell.ts';

const t = translator(ENGLISH, messages);

describe('dashboard sidebar items', () => {
  it('shows the admin pages only to the admin, and Feed Posts only to selling vendors', () => {
    const labels = (isAdmin: boolean) => navItemsFor(isAdmin).map((item) => t(item.label));
    // Issue 38: a vendor manages its own store's API keys and webhooks. Issue 37: every store has its Leads inbox (the admin sees all).
    expect(labels(false)).toEqual(['Overview', 'Products', 'Media', 'Orders', 'Leads', 'Payment', 'Profile', 'Viewing Hours', 'Feed Posts', 'API Keys', 'Webhooks']);
    expect(labels(true)).toEqual(['Overview', 'Products', 'Media', 'Orders', 'Leads', 'Payment', 'Profile', 'All Vendors', 'Customer Data', 'Promo Codes', 'Search Synonyms', 'Site Settings', 'Undelivered Mail', 'API Keys', 'Webhooks']);
  });
});
