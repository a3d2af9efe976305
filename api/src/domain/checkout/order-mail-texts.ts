// The order mails' texts in each language (issue 35): the shopper's mail in the language the order
// was placed in, each vendor's in the language the vendor chose. Only template text lives here;
// names, amounts and ids are filled in (and escaped by compose.ts), as in English.
import type { ContentLanguage } from '@rules/content-languages.ts';
import { BANK_TRANSFER_NOTES, NO_PAYMENT_DUE, PAYMENT_METHODS, type PaymentMethodCode } from '@rules/payment.ts';
import type { BankTransferDetails } from '@rules/site-settings.ts';
import { bankDetailsText } from '@rules/site-settings.ts';

export interface OrderMailTexts {
  customerSubject: (orderId: string) => string;
  customerHeading: (orderId: string) => string;
  dear: (name: string) => string;
  thanks: (orderId: string) => string;
  from: (store: string) => string;
  viewingLine: (product: string, date: string, price: string) => string;
  itemLine: (product: string, quantity: number, unit: string, total: string) => string;
  promo: (code: string, percent: number) => string;
  subtotal: string;
  total: string;
  payment: string;
  bankTitle: string;
  bankLines: (bank: BankTransferDetails) => string[];
  follow: string;
  customerFooter: string;
  vendorSubject: (orderId: string) => string;
  vendorHeading: (orderId: string, store: string) => string;
  vendorViewing: string;
  vendorGoods: string;
  items: string;
  yourPart: string;
  customer: string;
  openOrders: string;
  /** The payment line: the method's label, or that nothing is due. */
  paymentLabel: (method: PaymentMethodCode | null) => string;
}

const ENGLISH: OrderMailTexts = {
  customerSubject: (id) => `Your order ${id}`,
  customerHeading: (id) => `Thank you for your order ${id}`,
  dear: (name) => `Dear ${name},`,
  thanks: (id) => `Thank you! We'll start processing your order ${id}. Please keep this order id for tracking.`,
  from: (store) => `From ${store}`,
  viewingLine: (product, date, price) => `- Viewing of ${product} on ${date} (listed at ${price}; no payment due)`,
  itemLine: (product, quantity, unit, total) => `- ${product} × ${quantity} at ${unit} = ${total}`,
  promo: (code, percent) => ` (promo ${code}, ${percent}% off)`,
  subtotal: 'Subtotal',
  total: 'Total',
  payment: 'Payment',
  bankTitle: 'Bank details',
  bankLines: (bank) => [...bankDetailsText(bank), '', ...BANK_TRANSFER_NOTES],
  follow: 'Follow your order',
  customerFooter: 'Each vendor ships and handles returns and refunds themselves; they will contact you.',
  vendorSubject: (id) => `New order ${id}`,
  vendorHeading: (id, store) => `New order ${id} for ${store}`,
  vendorViewing: 'A shopper asks to view your listing. Confirm or reschedule the viewing from your dashboard.',
  vendorGoods: 'Confirm the order from your dashboard, then mark it shipped and delivered as it goes.',
  items: 'Items',
  yourPart: 'Your part',
  customer: 'Customer',
  openOrders: 'Open your orders',
  paymentLabel: (method) => (method ? PAYMENT_METHODS[method].label : NO_PAYMENT_DUE),
};

/** Bank details with labels in the mail's language; the values (numbers, IBAN) as written. */
function bankLines(labels: { accountName: string; bank: string; accountNumber: string; reference: string; yourOrderId: string }, notes: string[]) {
  return (bank: BankTransferDetails) =>
    [
      [labels.accountName, bank.accountName],
      [labels.bank, bank.bank],
      [labels.accountNumber, bank.accountNumber],
      ['IBAN', bank.iban],
      ['SWIFT', bank.swift],
      [labels.reference, labels.yourOrderId],
    ]
      .filter(([, value]) => value)
      .map(([label, value]) => `${label}: ${value}`)
      .concat(bank.note ? [bank.note] : [], ['', ...notes]);
}

const ARABIC: OrderMailTexts = {
  customerSubject: (id) => `طلبك ${id}`,
  customerHeading: (id) => `شكراً لطلبك ${id}`,
  dear: (name) => `عزيزي/عزيزتي ${name}،`,
  thanks: (id) => `شكراً لك! سنبدأ بتجهيز طلبك ${id}. يُرجى الاحتفاظ برقم الطلب هذا لتتبّعه.`,
  from: (store) => `من ${store}`,
  viewingLine: (product, date, price) => `- معاينة ${product} بتاريخ ${date} (السعر المعلن ${price}؛ لا يلزم أي دفع)`,
  itemLine: (product, quantity, unit, total) => `- ${product} × ${quantity} بسعر ${unit} = ${total}`,
  promo: (code, percent) => ` (رمز الخصم ${code}، خصم ${percent}%)`,
  subtotal: 'المجموع الفرعي',
  total: 'الإجمالي',
  payment: 'طريقة الدفع',
  bankTitle: 'بيانات الحساب البنكي',
  bankLines: bankLines({ accountName: 'اسم الحساب', bank: 'البنك', accountNumber: 'رقم الحساب', reference: 'المرجع', yourOrderId: 'رقم طلبك' }, [
    'تُدفع مبالغ حجز العقارات مباشرةً إلى المطوّر أو المالك.',
    'تُشحن مستلزمات المنزل بالدفع عند الاستلام، أو بعد تأكيد وصول المبلغ المحوَّل.',
    'الدفع الدولي عبر PayPal أو Wise أو العملات الرقمية عند الطلب.',
    'العملات المقبولة: درهم إماراتي، روبية باكستانية، دولار أمريكي.',
  ]),
  follow: 'تتبّع طلبك',
  customerFooter: 'يتولى كل بائع الشحن والإرجاع واسترداد المبالغ بنفسه، وسيتواصل معك مباشرةً.',
  vendorSubject: (id) => `طلب جديد ${id}`,
  vendorHeading: (id, store) => `طلب جديد ${id} لدى ${store}`,
  vendorViewing: 'يطلب أحد المتسوقين معاينة عقارك. أكّد موعد المعاينة أو غيّره من لوحة التحكم.',
  vendorGoods: 'أكّد الطلب من لوحة التحكم، ثم حدّث حالته عند الشحن والتسليم.',
  items: 'المنتجات',
  yourPart: 'حصتك',
  customer: 'العميل',
  openOrders: 'افتح طلباتك',
  paymentLabel: (method) => (method === 'CASH_ON_DELIVERY' ? 'الدفع عند الاستلام' : method === 'BANK_TRANSFER' ? 'تحويل بنكي' : 'لا يلزم أي دفع'),
};

const URDU: OrderMailTexts = {
  customerSubject: (id) => `آپ کا آرڈر ${id}`,
  customerHeading: (id) => `آپ کے آرڈر ${id} کا شکریہ`,
  dear: (name) => `محترم/محترمہ ${name}،`,
  thanks: (id) => `شکریہ! ہم آپ کے آرڈر ${id} پر کارروائی شروع کر رہے ہیں۔ براہِ کرم ٹریکنگ کے لیے یہ آرڈر نمبر محفوظ رکھیں۔`,
  from: (store) => `${store} کی جانب سے`,
  viewingLine: (product, date, price) => `- ${product} کا معائنہ بتاریخ ${date} (درج قیمت ${price}؛ کوئی ادائیگی نہیں)`,
  itemLine: (product, quantity, unit, total) => `- ${product} × ${quantity} فی عدد ${unit} = ${total}`,
  promo: (code, percent) => ` (پرومو کوڈ ${code}، ${percent}% رعایت)`,
  subtotal: 'ذیلی میزان',
  total: 'کل رقم',
  payment: 'ادائیگی',
  bankTitle: 'بینک کی تفصیلات',
  bankLines: bankLines({ accountName: 'اکاؤنٹ کا نام', bank: 'بینک', accountNumber: 'اکاؤنٹ نمبر', reference: 'حوالہ', yourOrderId: 'آپ کا آرڈر نمبر' }, [
    'پراپرٹی کی بکنگ کی رقم براہِ راست ڈویلپر یا مالک کو ادا کی جاتی ہے۔',
    'گھریلو مصنوعات کیش آن ڈیلیوری پر، یا منتقل شدہ رقم کی تصدیق کے بعد بھیجی جاتی ہیں۔',
    'بین الاقوامی ادائیگی درخواست پر PayPal، Wise یا کرپٹو کے ذریعے۔',
    'قابلِ قبول کرنسیاں: درہم، پاکستانی روپیہ، امریکی ڈالر۔',
  ]),
  follow: 'اپنا آرڈر دیکھیں',
  customerFooter: 'ہر فروخت کنندہ ترسیل، واپسی اور رقم کی واپسی خود سنبھالتا ہے؛ وہ آپ سے رابطہ کرے گا۔',
  vendorSubject: (id) => `نیا آرڈر ${id}`,
  vendorHeading: (id, store) => `${store} کے لیے نیا آرڈر ${id}`,
  vendorViewing: 'ایک خریدار آپ کی پراپرٹی دیکھنا چاہتا ہے۔ ڈیش بورڈ سے معائنے کی تصدیق کریں یا وقت تبدیل کریں۔',
  vendorGoods: 'ڈیش بورڈ سے آرڈر کی تصدیق کریں، پھر ترسیل اور وصولی پر اس کی حالت تازہ کریں۔',
  items: 'اشیاء',
  yourPart: 'آپ کا حصہ',
  customer: 'خریدار',
  openOrders: 'اپنے آرڈر کھولیں',
  paymentLabel: (method) => (method === 'CASH_ON_DELIVERY' ? 'کیش آن ڈیلیوری' : method === 'BANK_TRANSFER' ? 'بینک ٹرانسفر' : 'کوئی ادائیگی نہیں'),
};

export const ORDER_MAIL_TEXTS: Record<ContentLanguage, OrderMailTexts> = { en: ENGLISH, ar: ARABIC, ur: URDU };
