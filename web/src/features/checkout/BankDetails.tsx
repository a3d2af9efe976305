import { BANK_TRANSFER_NOTES } from '@rules/index.ts';
import { useSiteSettings } from '../../components/SiteSettings.tsx';
import { useT } from '../../components/context/locale.tsx';
import { useLtrRun } from '../../hooks/useLtrRun.ts';
import { messages as checkoutMessages } from '../../lib/i18n/compiled/en/checkout.ts';
import styles from './Checkout.module.css';

type CheckoutId = keyof typeof checkoutMessages;

/** The notes of docs/spec/storefront.md §9 (rules/payment.ts, which the confirmation mail writes too), by their message. */
const NOTE_IDS = {
  'Property booking amounts are paid to the developer or owner directly.': 'checkout.noteProperty',
  'Home products ship via cash on delivery, or once the transferred funds have cleared.': 'checkout.noteGoods',
  'International payments via PayPal, Wise or crypto on request.': 'checkout.noteInternational',
  'Accepted currencies: AED, PKR, USD.': 'checkout.noteCurrencies',
} as const satisfies Record<(typeof BANK_TRANSFER_NOTES)[number], CheckoutId>;

/** The company bank details (the admin's site settings, as the confirmation mail gives them) and the notes of docs/spec/storefront.md §9. */
export function BankDetails() {
  const bank = useSiteSettings()?.bank;
  const t = useT(checkoutMessages);
  // Account numbers and IBANs are read in their own order: grouped digits would swap places in right-to-left text.
  const ltr = useLtrRun();
  const rows = bank
    ? ([
        ['checkout.accountName', bank.accountName],
        ['checkout.bank', bank.bank],
        ['checkout.accountNumber', bank.accountNumber && ltr(bank.accountNumber)],
        ['checkout.iban', bank.iban && ltr(bank.iban)],
        ['checkout.swift', bank.swift && ltr(bank.swift)],
        ['checkout.reference', t('checkout.yourOrderId')],
      ] as const).filter(([, value]) => value)
    : [];
  return (
    <div className={styles.bank} aria-label={t('checkout.bankDetails')}>
      <dl className={styles.bankList}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.bankRow}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {bank?.note ? <p className={styles.notes}>{bank.note}</p> : null}
      <ul className={styles.notes}>
        {BANK_TRANSFER_NOTES.map((note) => (
          <li key={note}>{t(NOTE_IDS[note])}</li>
        ))}
      </ul>
    </div>
  );
}
