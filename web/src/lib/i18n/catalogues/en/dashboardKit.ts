// The English messages of the kit's dashboard parts: the toast region and the confirmation dialog
// (issue 35). See ./dashboard.ts.
export const dashboardKit = {
  'dashboardKit.notification': 'Notification',
  'dashboardKit.notifications': 'Notifications ({hotkey})',
  'dashboardKit.dismiss': 'Dismiss',
  'dashboardKit.cancel': 'Cancel',
  'dashboardKit.delete': 'Delete',
  'dashboardKit.realEstate': 'Real Estate',
  'dashboardKit.homeProducts': 'Home Products',
  'dashboardKit.deleting': 'Deleting...',
  'dashboardKit.actions': 'Actions',
} as const;
