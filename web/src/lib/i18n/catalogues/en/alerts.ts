// The English messages of alerts (issue 35), a namespace of its own so that only the pages showing
// them carry them (npm run budget:web). See ./index.ts for the rules every catalogue follows.
export const alerts = {
  'alerts.alertsTitle': 'Get alerts for this search',
  'alerts.alertsSent': 'Almost done: open the link we sent to {email} to start the alerts.',
  'alerts.alertsAbout': 'Once a day, we mail you new listings matching the filters on this page. Nothing is sent on days without news.',
  'alerts.alertsAboutFavourites': '{count, plural, one {Once a day, we mail you new listings matching the filters on this page, and price drops of your {count} favourite. Nothing is sent on days without news.} other {Once a day, we mail you new listings matching the filters on this page, and price drops of your {count} favourites. Nothing is sent on days without news.}}',
  'alerts.alertsEmail': 'Email',
  'alerts.alertsConsent': 'We only use this address for these alerts. We mail a link to confirm first; every alert has a one-click unsubscribe link.',
  'alerts.alertsSaving': 'Saving…',
  'alerts.alertsSave': 'Save search',
  'alerts.alertsFailed': 'Something went wrong. Please try again.',
} as const;
