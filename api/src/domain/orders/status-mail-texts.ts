// The texts of the mails an order part's steps send (issue 35), in each language: the shopper's
// mail in the language the order was placed in (orders.language), the vendor's cancellation notice
// in the vendor's (vendors.language). Only template text lives here; names, amounts, dates and ids
// are filled in (and escaped by mail/compose.ts). Dates are YYYY-MM-DD and amounts "USD 12.50" in
// every language: Latin digits, as the storefront writes them (docs/decisions/i18n-digits.md).
import type { ContentLanguage } from '@rules/content-languages.ts';
import { arabicDays } from '../mail/arabic-counts.ts';
import { STATUS_LABELS, type OrderPartStatus } from './lifecycle.ts';

/** Who cancelled a part, as the vendor's notice names them (the vendor's own cancellation sends none). */
export type Canceller = 'SHOPPER' | 'MARKETPLACE';

export interface StatusMailTexts {
  statusLabels: Record<OrderPartStatus, string>;
  subject: (orderId: string, status: string, store: string) => string;
  heading: (status: string, orderId: string) => string;
  dear: (name: string) => string;
  /** "Your order … from <store>: <what happened>." */
  yourOrder: (orderId: string, store: string, happened: string) => string;
  note: (note: string) => string;
  viewingItem: (product: string) => string;
  item: (product: string, quantity: number) => string;
  contact: (phone: string) => string;
  follow: string;
  /** What happened, in the shopper's words (the end of `yourOrder`). */
  happened: {
    confirmed: string;
    viewingConfirmed: (date: string | null) => string;
    rescheduled: (date: string) => string;
    shipped: string;
    delivered: string;
    completed: string;
    cancelled: string;
    viewingCancelled: string;
    other: (status: string) => string;
  };
  /** The reason the system gives when a bank transfer never arrived (money-ledger/bank-transfer-expiry.ts). */
  bankTransferExpired: (days: number) => string;
  refundSubject: (orderId: string, amount: string, store: string) => string;
  refundHeading: (orderId: string) => string;
  refunded: (amount: string) => string;
  vendorCancelSubject: (orderId: string, by: Canceller) => string;
  vendorCancelled: (who: string, store: string, orderId: string) => string;
  marketplaceTeam: string;
  reason: (note: string) => string;
  items: string;
  openOrders: string;
  /** A shipped part's carrier, tracking number and the carrier's tracking page. */
  carrier: (name: string) => string;
  trackingNumber: (number: string) => string;
  trackParcel: (url: string) => string;
  /** The mail of a shipped part's new or removed tracking details. */
  shipmentSubject: (orderId: string, store: string) => string;
  shipmentHeading: (orderId: string) => string;
  shipmentChanged: (removed: boolean) => string;
  /** The vendor's notice of a viewing the shopper or the marketplace moved. */
  vendorMovedSubject: (orderId: string, by: Canceller) => string;
  vendorMoved: (who: string, orderId: string, when: string) => string;
  /** The day-before reminder of a viewing (`when`: its time in the store's zone, or its date). */
  reminderSubject: (when: string, orderId: string) => string;
  reminderHeading: (when: string) => string;
  reminder: (when: string, rescheduled: boolean, store: string) => string;
}

const ENGLISH: StatusMailTexts = {
  statusLabels: STATUS_LABELS,
  subject: (id, status, store) => `Order ${id}: ${status} by ${store}`,
  heading: (status, id) => `${status}: your order ${id}`,
  dear: (name) => `Dear ${name},`,
  yourOrder: (id, store, happened) => `Your order ${id} from ${store}: ${happened}.`,
  note: (note) => `Note: ${note}`,
  viewingItem: (product) => `- Viewing of ${product}`,
  item: (product, quantity) => `- ${product} × ${quantity}`,
  contact: (phone) => `Contact: ${phone}`,
  follow: 'Follow your order',
  happened: {
    confirmed: 'has been confirmed',
    viewingConfirmed: (date) => `your viewing is confirmed${date ? ` for ${date}` : ''}`,
    rescheduled: (date) => `your viewing has been moved to ${date}`,
    shipped: 'has been shipped',
    delivered: 'has been delivered',
    completed: 'your viewing is completed',
    cancelled: 'has been cancelled',
    viewingCancelled: 'your viewing has been cancelled',
    other: (status) => `is now ${status.toLowerCase()}`,
  },
  bankTransferExpired: (days) => `The bank transfer did not arrive within ${days} day${days === 1 ? '' : 's'}.`,
  refundSubject: (id, amount, store) => `Order ${id}: ${amount} refunded by ${store}`,
  refundHeading: (id) => `A refund on your order ${id}`,
  refunded: (amount) => `${amount} has been refunded to you`,
  vendorCancelSubject: (id, by) => `Order ${id} was cancelled by ${by === 'SHOPPER' ? 'the shopper' : 'the marketplace'}`,
  vendorCancelled: (who, store, id) => `${who} cancelled ${store}'s part of order ${id}.`,
  marketplaceTeam: 'The marketplace team',
  reason: (note) => `Reason: ${note}`,
  items: 'Items',
  openOrders: 'Open your orders',
  carrier: (name) => `Carrier: ${name}`,
  trackingNumber: (number) => `Tracking number: ${number}`,
  trackParcel: (url) => `Track the parcel: ${url}`,
  shipmentSubject: (id, store) => `Order ${id}: tracking details from ${store}`,
  shipmentHeading: (id) => `Tracking details: your order ${id}`,
  shipmentChanged: (removed) => (removed ? 'the shipment details were removed' : 'the shipment details are now as below'),
  vendorMovedSubject: (id, by) => `Order ${id}: the viewing was moved by ${by === 'SHOPPER' ? 'the shopper' : 'the marketplace'}`,
  vendorMoved: (who, id, when) => `${who} moved the viewing of order ${id} to ${when}.`,
  reminderSubject: (when, id) => `Reminder: your viewing on ${when} (order ${id})`,
  reminderHeading: (when) => `Your viewing is on ${when}`,
  reminder: (when, rescheduled, store) => `your ${rescheduled ? 'rescheduled ' : ''}viewing is on ${when}. Call ${store} if you can no longer come`,
};

const ARABIC: StatusMailTexts = {
  statusLabels: { PLACED: 'تم الطلب', REQUESTED: 'بانتظار التأكيد', CONFIRMED: 'تم التأكيد', RESCHEDULED: 'تم تغيير الموعد', SHIPPED: 'تم الشحن', DELIVERED: 'تم التسليم', COMPLETED: 'اكتملت', CANCELLED: 'تم الإلغاء' },
  subject: (id, status, store) => `الطلب ${id}: ${status} من ${store}`,
  heading: (status, id) => `${status}: طلبك ${id}`,
  dear: (name) => `عزيزي/عزيزتي ${name}،`,
  yourOrder: (id, store, happened) => `طلبك ${id} من ${store}: ${happened}.`,
  note: (note) => `ملاحظة: ${note}`,
  viewingItem: (product) => `- معاينة ${product}`,
  item: (product, quantity) => `- ${product} × ${quantity}`,
  contact: (phone) => `للتواصل: ${phone}`,
  follow: 'تتبّع طلبك',
  happened: {
    confirmed: 'تم تأكيده',
    viewingConfirmed: (date) => `تم تأكيد موعد المعاينة${date ? ` بتاريخ ${date}` : ''}`,
    rescheduled: (date) => `تم نقل موعد المعاينة إلى ${date}`,
    shipped: 'تم شحنه',
    delivered: 'تم تسليمه',
    completed: 'اكتملت المعاينة',
    cancelled: 'تم إلغاؤه',
    viewingCancelled: 'تم إلغاء موعد المعاينة',
    other: (status) => `حالته الآن: ${status}`,
  },
  bankTransferExpired: (days) => `لم يصل التحويل البنكي خلال ${arabicDays(days)}.`,
  refundSubject: (id, amount, store) => `الطلب ${id}: استرداد ${amount} من ${store}`,
  refundHeading: (id) => `استرداد مبلغ من طلبك ${id}`,
  refunded: (amount) => `تم ردّ ${amount} إليك`,
  vendorCancelSubject: (id, by) => `ألغى ${by === 'SHOPPER' ? 'المتسوق' : 'فريق السوق'} الطلب ${id}`,
  vendorCancelled: (who, store, id) => `ألغى ${who} الجزء الخاص بـ${store} من الطلب ${id}.`,
  marketplaceTeam: 'فريق السوق',
  reason: (note) => `السبب: ${note}`,
  items: 'المنتجات',
  openOrders: 'افتح طلباتك',
  carrier: (name) => `شركة الشحن: ${name}`,
  trackingNumber: (number) => `رقم التتبع: ${number}`,
  trackParcel: (url) => `تتبّع الشحنة: ${url}`,
  shipmentSubject: (id, store) => `الطلب ${id}: بيانات تتبّع الشحنة من ${store}`,
  shipmentHeading: (id) => `بيانات تتبّع الشحنة: طلبك ${id}`,
  shipmentChanged: (removed) => (removed ? 'أُزيلت بيانات الشحنة' : 'أصبحت بيانات الشحنة كما يلي'),
  vendorMovedSubject: (id, by) => `الطلب ${id}: نقل ${by === 'SHOPPER' ? 'المتسوق' : 'فريق السوق'} موعد المعاينة`,
  vendorMoved: (who, id, when) => `نقل ${who} موعد معاينة الطلب ${id} إلى ${when}.`,
  reminderSubject: (when, id) => `تذكير: موعد معاينتك ${when} (الطلب ${id})`,
  reminderHeading: (when) => `موعد معاينتك ${when}`,
  reminder: (when, rescheduled, store) => `موعد معاينتك${rescheduled ? ' الجديد' : ''} ${when}. اتصل بـ${store} إن لم تعد تستطيع الحضور`,
};

const URDU: StatusMailTexts = {
  statusLabels: { PLACED: 'آرڈر موصول', REQUESTED: 'درخواست موصول', CONFIRMED: 'تصدیق شدہ', RESCHEDULED: 'وقت تبدیل', SHIPPED: 'روانہ', DELIVERED: 'موصول', COMPLETED: 'مکمل', CANCELLED: 'منسوخ' },
  subject: (id, status, store) => `آرڈر ${id}: ${store} کی جانب سے ${status}`,
  heading: (status, id) => `${status}: آپ کا آرڈر ${id}`,
  dear: (name) => `محترم/محترمہ ${name}،`,
  yourOrder: (id, store, happened) => `${store} سے آپ کا آرڈر ${id}: ${happened}۔`,
  note: (note) => `نوٹ: ${note}`,
  viewingItem: (product) => `- ${product} کا معائنہ`,
  item: (product, quantity) => `- ${product} × ${quantity}`,
  contact: (phone) => `رابطہ: ${phone}`,
  follow: 'اپنا آرڈر دیکھیں',
  happened: {
    confirmed: 'اس کی تصدیق ہو گئی ہے',
    viewingConfirmed: (date) => `آپ کے معائنے کی تصدیق ہو گئی ہے${date ? `، بتاریخ ${date}` : ''}`,
    rescheduled: (date) => `آپ کا معائنہ ${date} پر منتقل کر دیا گیا ہے`,
    shipped: 'روانہ کر دیا گیا ہے',
    delivered: 'پہنچا دیا گیا ہے',
    completed: 'آپ کا معائنہ مکمل ہو گیا ہے',
    cancelled: 'منسوخ کر دیا گیا ہے',
    viewingCancelled: 'آپ کا معائنہ منسوخ کر دیا گیا ہے',
    other: (status) => `اب اس کی حالت: ${status}`,
  },
  bankTransferExpired: (days) => `بینک ٹرانسفر ${days} دن کے اندر موصول نہیں ہوا۔`,
  refundSubject: (id, amount, store) => `آرڈر ${id}: ${store} نے ${amount} واپس کر دیے`,
  refundHeading: (id) => `آپ کے آرڈر ${id} پر رقم کی واپسی`,
  refunded: (amount) => `${amount} آپ کو واپس کر دیے گئے ہیں`,
  vendorCancelSubject: (id, by) => `آرڈر ${id} ${by === 'SHOPPER' ? 'خریدار' : 'مارکیٹ پلیس'} نے منسوخ کر دیا`,
  vendorCancelled: (who, store, id) => `${who} نے آرڈر ${id} میں ${store} کا حصہ منسوخ کر دیا۔`,
  marketplaceTeam: 'مارکیٹ پلیس کی ٹیم',
  reason: (note) => `وجہ: ${note}`,
  items: 'اشیاء',
  openOrders: 'اپنے آرڈر کھولیں',
  carrier: (name) => `کوریئر: ${name}`,
  trackingNumber: (number) => `ٹریکنگ نمبر: ${number}`,
  trackParcel: (url) => `پارسل ٹریک کریں: ${url}`,
  shipmentSubject: (id, store) => `آرڈر ${id}: ${store} کی جانب سے ٹریکنگ کی تفصیلات`,
  shipmentHeading: (id) => `ٹریکنگ کی تفصیلات: آپ کا آرڈر ${id}`,
  shipmentChanged: (removed) => (removed ? 'ترسیل کی تفصیلات ہٹا دی گئی ہیں' : 'ترسیل کی تفصیلات اب درج ذیل ہیں'),
  vendorMovedSubject: (id, by) => `آرڈر ${id}: ${by === 'SHOPPER' ? 'خریدار' : 'مارکیٹ پلیس'} نے معائنے کا وقت تبدیل کر دیا`,
  vendorMoved: (who, id, when) => `${who} نے آرڈر ${id} کا معائنہ ${when} پر منتقل کر دیا۔`,
  reminderSubject: (when, id) => `یاد دہانی: آپ کا معائنہ ${when} کو ہے (آرڈر ${id})`,
  reminderHeading: (when) => `آپ کا معائنہ ${when} کو ہے`,
  reminder: (when, rescheduled, store) => `آپ کا${rescheduled ? ' نیا' : ''} معائنہ ${when} کو ہے۔ اگر آپ نہ آ سکیں تو ${store} کو کال کریں`,
};

export const STATUS_MAIL_TEXTS: Record<ContentLanguage, StatusMailTexts> = { en: ENGLISH, ar: ARABIC, ur: URDU };
