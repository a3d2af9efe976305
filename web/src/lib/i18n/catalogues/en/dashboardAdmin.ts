// The English messages the admin pages share (issue 35): the date shown when a stored date cannot be
// read (docs/spec/vendor-admin.md's "Invalid date"), the cards' "N/A", and the copy button of a
// secret shown once (components/SecretShownOnce.tsx). See ./index.ts for the rules.
export const dashboardAdmin = {
  'dashboardAdmin.invalidDate': 'Invalid date',
  'dashboardAdmin.notAvailable': 'N/A',
  'dashboardAdmin.copied': 'Copied',
  'dashboardAdmin.copyRefused': 'Copying was refused by the browser: select the text and copy it by hand.',
} as const;
