// The English messages of the language tabs of the dashboard's content forms (the product form and
// the profile: components/form/LanguageTabs.tsx), issue 35. See ./dashboard.ts.
export const dashboardContentTabs = {
  'dashboardContentTabs.written': 'written',
  'dashboardContentTabs.required': 'required',
  'dashboardContentTabs.empty': 'optional, empty',
  'dashboardContentTabs.hint': 'Optional: a field left empty shows the English text.',
} as const;
