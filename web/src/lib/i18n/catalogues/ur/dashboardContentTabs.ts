// The Urdu messages of the content forms' language tabs (issue 35), spread into ./dashboard.ts.
import type { dashboardContentTabs } from '../en/dashboardContentTabs.ts';

export const dashboardContentTabsUr: Record<keyof typeof dashboardContentTabs, string> = {
  'dashboardContentTabs.written': 'لکھی ہوئی',
  'dashboardContentTabs.required': 'لازمی',
  'dashboardContentTabs.empty': 'اختیاری، خالی',
  'dashboardContentTabs.hint': 'اختیاری: خالی چھوڑا گیا خانہ انگریزی تحریر دکھاتا ہے۔',
};
