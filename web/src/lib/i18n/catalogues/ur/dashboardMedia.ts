// The Urdu messages of the media library page (issue 35), spread into ./dashboard.ts.
import type { dashboardMedia } from '../en/dashboardMedia.ts';

export const dashboardMediaUr: Record<keyof typeof dashboardMedia, string> = {
  'dashboardMedia.heading': 'میڈیا لائبریری',
  'dashboardMedia.failed': 'تصاویر لوڈ نہیں ہو سکیں: {reason}',
  'dashboardMedia.loading': 'تصاویر لوڈ ہو رہی ہیں...',
  'dashboardMedia.empty': 'ابھی کوئی تصویر نہیں۔',
  'dashboardMedia.add': 'میڈیا شامل کریں',
};
