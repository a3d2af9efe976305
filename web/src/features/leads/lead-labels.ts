// The message ids of rules/leads.ts's labels (issue 35): rules/ keeps its English (the API, the
// mails and the spec read it); the dashboard shows each value in the page's language
// (docs/decisions/i18n-rule-labels-at-the-web-edge.md). Ids are written out, never built: the build
// shortens each literal id (web/build/short-message-ids.ts).
import type { LeadContactTime, LeadStatusName } from '@rules/leads.ts';
import type { Translate } from '../../lib/i18n/translator.ts';
import type { messages } from '../../lib/i18n/compiled/en/dashboardLeads.ts';

export const LEAD_STATUS_IDS = {
  NEW: 'dashboardLeads.statusNew',
  CONTACTED: 'dashboardLeads.statusContacted',
  VIEWING_BOOKED: 'dashboardLeads.statusViewingBooked',
  CLOSED: 'dashboardLeads.statusClosed',
} as const satisfies Record<LeadStatusName, string>;

export const LEAD_CONTACT_TIME_IDS = {
  any: 'dashboardLeads.timeAny',
  morning: 'dashboardLeads.timeMorning',
  afternoon: 'dashboardLeads.timeAfternoon',
  evening: 'dashboardLeads.timeEvening',
} as const satisfies Record<LeadContactTime, string>;

const LABEL_IDS: Record<string, keyof typeof messages> = { ...LEAD_STATUS_IDS, ...LEAD_CONTACT_TIME_IDS };

/** A lead's status or contact time as the API sent it, in the page's language (an unknown value as it came). */
export function leadLabel(t: Translate<keyof typeof messages>, value: string): string {
  const id = LABEL_IDS[value];
  return id ? t(id) : value;
}
