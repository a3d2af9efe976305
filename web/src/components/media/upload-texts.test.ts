// The upload form (UploadForm.tsx) says why an upload failed in the dashboard's language by finding
// the English reason, by value, among the dashboardMediaUpload messages (hooks/useServerTextIn.ts).
// A reason written in the browser and changed on one side only would reach an Arabic or Urdu page
// in English: this case catches it, with the texts the upload itself writes.
import { describe, expect, it } from 'vitest';
import { UPLOAD_CANCELLED, UPLOAD_NETWORK_ERROR } from '../../lib/relay-environment.ts';
import { UPLOAD_ALREADY_RUNNING } from './useUploadMedia.ts';
import { messages as english } from '../../lib/i18n/compiled/en/dashboardMediaUpload.ts';
import { messages as arabic } from '../../lib/i18n/compiled/dashboard-ar.ts';
import { messages as urdu } from '../../lib/i18n/compiled/dashboard-ur.ts';
import { formatMessage } from '../../lib/i18n/format.ts';
import { matchIn, patternsOf } from '../../lib/i18n/text-patterns.ts';

describe("the upload's failures in Arabic and Urdu", () => {
  it('finds every reason the browser writes', () => {
    const said = [UPLOAD_NETWORK_ERROR, UPLOAD_CANCELLED, UPLOAD_ALREADY_RUNNING].map((text) => {
      const found = matchIn(patternsOf(english), text);
      return found && [formatMessage('ar', arabic[found.id]!, found.values), formatMessage('ur', urdu[found.id]!, found.values)];
    });
    expect(said).toEqual([
      ['خطأ في الشبكة: لم يصل الرفع إلى الخادم.', 'نیٹ ورک کی خرابی: اپ لوڈ سرور تک نہیں پہنچا۔'],
      ['أُلغي الرفع.', 'اپ لوڈ منسوخ کر دیا گیا۔'],
      ['هناك عملية رفع جارية بالفعل.', 'ایک اپ لوڈ پہلے سے جاری ہے۔'],
    ]);
  });
});
