import { useState } from 'react';
import { FieldGroup } from '../../components/form/FieldGroup.tsx';
import { FormShell, SubmitButton, type FormNote } from '../../components/form/FormShell.tsx';
import { useForm } from '../../components/form/useForm.ts';
import { CURRENCY_CODES } from '@rules/money.ts';
import { useAdjustBalance } from './useMoneyAdminMutations.ts';
import buttons from '../../components/Button.module.css';
import styles from './Money.module.css';
import { useServerText, useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardMoneyAdmin.ts';
import type { Translate } from '../../lib/i18n/translator.ts';

interface Values {
  vendor: string;
  currency: (typeof CURRENCY_CODES)[number];
  amount: string;
  reason: string;
}

// The amount's format is the server's rule (its message is shown); here only what is missing.
const validate = (t: Translate<keyof typeof messages>) => (values: Values) => ({
  vendor: values.vendor ? undefined : t('dashboardMoneyAdmin.pickVendorRequired'),
  amount: values.amount.trim() ? undefined : t('dashboardMoneyAdmin.amountRequired'),
  reason: values.reason.trim() ? undefined : t('dashboardMoneyAdmin.reasonRequired'),
});

/** A manual adjustment of one vendor's balance in one currency, with the reason its ledger shows. */
export function AdjustBalanceForm({ vendors, onSaved }: { vendors: readonly { id: string; storeName: string }[]; onSaved: () => void }) {
  const t = useT(messages);
  const serverText = useServerText();
  const form = useForm<Values>({ initial: { vendor: '', currency: 'USD', amount: '', reason: '' }, validate: validate(t) });
  const [adjust, saving] = useAdjustBalance();
  const [note, setNote] = useState<FormNote | null>(null);
  function submit() {
    if (!form.check()) return;
    const { vendor, currency, amount, reason } = form.values;
    adjust(
      { vendor, currency, amount: amount.trim(), reason: reason.trim() },
      {
        onDone: () => {
          setNote({ text: t('dashboardMoneyAdmin.adjustmentRecorded'), ok: true });
          form.reset({ vendor, currency, amount: '', reason: '' });
          onSaved();
        },
        onFailure: (message) => setNote({ text: serverText(message), ok: false }),
      },
    );
  }
  const classes = { field: styles.field, error: styles.error };
  return (
    <FormShell className={styles.form} onSubmit={submit} aria-label={t('dashboardMoneyAdmin.adjustHeading')} busy={saving} note={note} noteClass={{ error: styles.error }} submit={<SubmitButton busy={saving} label={t('dashboardMoneyAdmin.recordAdjustment')} busyLabel={t('dashboardMoneyAdmin.recording')} className={buttons.primary} />}>
      <FieldGroup label={t('dashboardMoneyAdmin.vendor')} error={form.errors.vendor} classes={classes} render={(props) => (
        <select {...props} ref={form.ref('vendor')} name="vendor" value={form.values.vendor} onChange={form.change}>
          <option value="">{t('dashboardMoneyAdmin.pickVendor')}</option>
          {vendors.map((vendor) => <option key={vendor.id} value={vendor.id}>{vendor.storeName}</option>)}
        </select>
      )} />
      <FieldGroup label={t('dashboardMoneyAdmin.currency')} classes={classes} render={(props) => (
        <select {...props} name="currency" value={form.values.currency} onChange={form.change}>
          {CURRENCY_CODES.map((code) => <option key={code} value={code}>{code}</option>)}
        </select>
      )} />
      <FieldGroup label={t('dashboardMoneyAdmin.adjustAmount')} error={form.errors.amount} classes={classes} render={(props) => <input {...props} ref={form.ref('amount')} name="amount" inputMode="decimal" value={form.values.amount} onChange={form.change} />} />
      <FieldGroup label={t('dashboardMoneyAdmin.reason')} error={form.errors.reason} classes={classes} render={(props) => <input {...props} ref={form.ref('reason')} name="reason" value={form.values.reason} onChange={form.change} maxLength={500} />} />
    </FormShell>
  );
}
