import type { Locale } from '@rules/locales.ts';
import { dateFormat } from '../../lib/i18n/dates.ts';

/** When a lead, note or reply was written, as the inbox shows it: in the page's language, UTC (server time). */
export const leadDateTime = (locale: Locale, iso: unknown): string => dateFormat(locale, 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso as string));
