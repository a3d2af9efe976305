/** When a lead, note or reply was written, as the inbox shows it (UTC: the dashboard is English and server time). */
export const leadDateTime = (iso: unknown): string => new Date(iso as string).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
