import { useState } from 'react';
import { FieldGroup } from '../../components/form/FieldGroup.tsx';
import { FormShell, SubmitButton, type FormNote } from '../../components/form/FormShell.tsx';
import { useForm } from '../../components/form/useForm.ts';
import { CURRENCY_CODES } from '@rules/money.ts';
import { useAdjustBalance } from './useMoneyAdminMutations.ts';
import buttons from '../../components/Button.module.css';
import styles from './Money.module.css';

interface Values {
  vendor: string;
  currency: (typeof CURRENCY_CODES)[number];
  amount: string;
  reason: string;
}

// The amount's format is the server's rule (its message is shown); here only what is missing.
const validate = (values: Values) => ({
  vendor: values.vendor ? undefined : 'Please pick the vendor',
  amount: values.amount.trim() ? undefined : 'Please give the amount, such as 20.00 or -20.00',
  reason: values.reason.trim() ? undefined : 'Please say why (the vendor sees it in the ledger)',
});

/** A manual adjustment of one vendor's balance in one currency, with the reason its ledger shows. */
export function AdjustBalanceForm({ vendors, onSaved }: { vendors: readonly { id: string; storeName: string }[]; onSaved: () => void }) {
  const form = useForm<Values>({ initial: { vendor: '', currency: 'USD', amount: '', reason: '' }, validate });
  const [adjust, saving] = useAdjustBalance();
  const [note, setNote] = useState<FormNote | null>(null);
  function submit() {
    if (!form.check()) return;
    const { vendor, currency, amount, reason } = form.values;
    adjust(
      { vendor, currency, amount: amount.trim(), reason: reason.trim() },
      {
        onDone: () => {
          setNote({ text: 'The adjustment is recorded.', ok: true });
          form.reset({ vendor, currency, amount: '', reason: '' });
          onSaved();
        },
        onFailure: (message) => setNote({ text: message, ok: false }),
      },
    );
  }
  const classes = { field: styles.field, error: styles.error };
  return (
    <FormShell className={styles.form} onSubmit={submit} aria-label="Adjust a balance" busy={saving} note={note} noteClass={{ error: styles.error }} submit={<SubmitButton busy={saving} label="Record adjustment" busyLabel="Recording..." className={buttons.primary} />}>
      <FieldGroup label="Vendor" error={form.errors.vendor} classes={classes} render={(props) => (
        <select {...props} ref={form.ref('vendor')} name="vendor" value={form.values.vendor} onChange={form.change}>
          <option value="">Pick a vendor</option>
          {vendors.map((vendor) => <option key={vendor.id} value={vendor.id}>{vendor.storeName}</option>)}
        </select>
      )} />
      <FieldGroup label="Currency" classes={classes} render={(props) => (
        <select {...props} name="currency" value={form.values.currency} onChange={form.change}>
          {CURRENCY_CODES.map((code) => <option key={code} value={code}>{code}</option>)}
        </select>
      )} />
      <FieldGroup label="Amount (negative takes money away)" error={form.errors.amount} classes={classes} render={(props) => <input {...props} ref={form.ref('amount')} name="amount" inputMode="decimal" value={form.values.amount} onChange={form.change} />} />
      <FieldGroup label="Reason" error={form.errors.reason} classes={classes} render={(props) => <input {...props} ref={form.ref('reason')} name="reason" value={form.values.reason} onChange={form.change} maxLength={500} />} />
    </FormShell>
  );
}
