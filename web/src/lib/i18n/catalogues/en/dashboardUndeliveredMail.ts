// The English messages of the admin's Undelivered Mail page (issue 21; translated in issue 35).
// See ./index.ts for the rules.
export const dashboardUndeliveredMail = {
  'dashboardUndeliveredMail.heading': 'Undelivered Mail',
  'dashboardUndeliveredMail.intro': 'A mail the mail server refused is tried again for about two hours. These are the ones that never went out: check the address or the mail server, then send them again.',
  'dashboardUndeliveredMail.fetchFailed': 'Failed to fetch undelivered mail. Please try again.',
  'dashboardUndeliveredMail.loading': 'Loading undelivered mail...',
  'dashboardUndeliveredMail.none': 'Every mail was delivered.',
  'dashboardUndeliveredMail.meta': 'To {to} · {count, plural, one {{shown} try} other {{shown} tries}} · last on {when}',
  'dashboardUndeliveredMail.queuing': 'Queuing...',
  'dashboardUndeliveredMail.sendAgain': 'Send again',
  'dashboardUndeliveredMail.retryFailed': 'Failed to queue the mail again',
} as const;
