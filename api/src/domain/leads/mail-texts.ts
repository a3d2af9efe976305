// The lead mails' texts in each language (issue 35's rule, docs/decisions/mails-in-readers-language.md):
// the vendor's notice in the vendor's language, the reply in the language of the page the
// enquiry came from. Only template text lives here; the listing's and store's names and the
// vendor's reply are filled in (and escaped by mail/compose.ts).
import type { ContentLanguage } from '@rules/content-languages.ts';

export interface LeadMailTexts {
  noticeSubject: (listing: string) => string;
  noticeHeading: string;
  noticeBody: (listing: string) => string;
  noticeWhy: string;
  openLead: string;
  replySubject: (listing: string, store: string) => string;
  replyHeading: (store: string) => string;
  replyAbout: (listing: string) => string;
  replyFooter: (store: string) => string;
  viewListing: string;
}

const ENGLISH: LeadMailTexts = {
  noticeSubject: (listing) => `New enquiry about ${listing}`,
  noticeHeading: 'You have a new enquiry',
  noticeBody: (listing) => `A shopper sent an enquiry about ${listing}. Their message and contact details are in your Leads inbox.`,
  noticeWhy: 'You get this mail because a shopper used the enquiry form on one of your listings.',
  openLead: 'Open the enquiry',
  replySubject: (listing, store) => `${store} answered your enquiry about ${listing}`,
  replyHeading: (store) => `A reply from ${store}`,
  replyAbout: (listing) => `About your enquiry on ${listing}:`,
  replyFooter: (store) => `You get this mail because you sent an enquiry to ${store} on our marketplace. To answer, reply to this mail: your answer goes to ${store}.`,
  viewListing: 'View the listing',
};

const ARABIC: LeadMailTexts = {
  noticeSubject: (listing) => `استفسار جديد عن ${listing}`,
  noticeHeading: 'لديك استفسار جديد',
  noticeBody: (listing) => `أرسل أحد المتسوقين استفسارًا عن ${listing}. تجد رسالته وبيانات التواصل معه في صندوق العملاء المحتملين.`,
  noticeWhy: 'وصلتك هذه الرسالة لأن متسوقًا استخدم نموذج الاستفسار في أحد إعلاناتك.',
  openLead: 'افتح الاستفسار',
  replySubject: (listing, store) => `ردّ ${store} على استفسارك عن ${listing}`,
  replyHeading: (store) => `ردّ من ${store}`,
  replyAbout: (listing) => `بخصوص استفسارك عن ${listing}:`,
  replyFooter: (store) => `وصلتك هذه الرسالة لأنك أرسلت استفسارًا إلى ${store} في سوقنا. للرد، أجب على هذه الرسالة: يصل ردك إلى ${store}.`,
  viewListing: 'عرض الإعلان',
};

const URDU: LeadMailTexts = {
  noticeSubject: (listing) => `${listing} کے بارے میں نئی پوچھ گچھ`,
  noticeHeading: 'آپ کے پاس ایک نئی پوچھ گچھ ہے',
  noticeBody: (listing) => `ایک خریدار نے ${listing} کے بارے میں پوچھ گچھ بھیجی ہے۔ ان کا پیغام اور رابطے کی تفصیلات آپ کے لیڈز ان باکس میں ہیں۔`,
  noticeWhy: 'آپ کو یہ ای میل اس لیے ملی کہ ایک خریدار نے آپ کی کسی لسٹنگ پر پوچھ گچھ کا فارم استعمال کیا۔',
  openLead: 'پوچھ گچھ کھولیں',
  replySubject: (listing, store) => `${store} نے ${listing} کے بارے میں آپ کی پوچھ گچھ کا جواب دیا`,
  replyHeading: (store) => `${store} کی طرف سے جواب`,
  replyAbout: (listing) => `${listing} کے بارے میں آپ کی پوچھ گچھ:`,
  replyFooter: (store) => `آپ کو یہ ای میل اس لیے ملی کہ آپ نے ہماری مارکیٹ پلیس پر ${store} کو پوچھ گچھ بھیجی تھی۔ جواب دینے کے لیے اسی ای میل کا جواب دیں: آپ کا جواب ${store} تک پہنچے گا۔`,
  viewListing: 'لسٹنگ دیکھیں',
};

export const LEAD_MAIL_TEXTS: Record<ContentLanguage, LeadMailTexts> = { en: ENGLISH, ar: ARABIC, ur: URDU };
