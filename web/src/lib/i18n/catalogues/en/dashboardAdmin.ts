// The English messages the admin pages share (issue 35): the date shown when a stored date cannot be
// read (docs/spec/vendor-admin.md's "Invalid date") and the cards' "N/A". See ./index.ts for the rules.
export const dashboardAdmin = {
  'dashboardAdmin.invalidDate': 'Invalid date',
  'dashboardAdmin.notAvailable': 'N/A',
} as const;
