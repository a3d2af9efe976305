import { BANK_DETAILS, BANK_TRANSFER_NOTES } from '../../../../rules/index.ts';
import styles from './Checkout.module.css';

/** The company bank details and notes of spec §9 (the same text the confirmation mail carries). */
export function BankDetails() {
  return (
    <div className={styles.bank} aria-label="Bank details">
      <dl className={styles.bankList}>
        <dt>Account name</dt>
        <dd>{BANK_DETAILS.accountName}</dd>
        <dt>Bank</dt>
        <dd>{BANK_DETAILS.bank}</dd>
        <dt>Account number</dt>
        <dd>{BANK_DETAILS.accountNumber}</dd>
        <dt>IBAN</dt>
        <dd>{BANK_DETAILS.iban}</dd>
        <dt>SWIFT</dt>
        <dd>{BANK_DETAILS.swift}</dd>
        <dt>Reference</dt>
        <dd>{BANK_DETAILS.reference}</dd>
      </dl>
      <ul className={styles.notes}>
        {BANK_TRANSFER_NOTES.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}
