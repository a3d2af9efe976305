import { BANK_TRANSFER_NOTES } from '@rules/index.ts';
import { useSiteSettings } from '../../components/SiteSettings.tsx';
import styles from './Checkout.module.css';

/** The company bank details (the admin's site settings, as the confirmation mail gives them) and the notes of docs/spec/storefront.md §9. */
export function BankDetails() {
  const bank = useSiteSettings()?.bank;
  const rows = bank
    ? ([
        ['Account name', bank.accountName],
        ['Bank', bank.bank],
        ['Account number', bank.accountNumber],
        ['IBAN', bank.iban],
        ['SWIFT', bank.swift],
        ['Reference', 'Your order id'],
      ] as const).filter(([, value]) => value)
    : [];
  return (
    <div className={styles.bank} aria-label="Bank details">
      <dl className={styles.bankList}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.bankRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {bank?.note ? <p className={styles.notes}>{bank.note}</p> : null}
      <ul className={styles.notes}>
        {BANK_TRANSFER_NOTES.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}
