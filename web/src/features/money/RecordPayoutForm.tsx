import { FieldGroup } from '../../components/form/FieldGroup.tsx';
import { FormShell, SubmitButton } from '../../components/form/FormShell.tsx';
import { useForm } from '../../components/form/useForm.ts';
import { CURRENCY_CODES } from '@rules/money.ts';
import { useRecordPayoutsMutation, type PayoutInput } from './useRecordPayoutsMutation.ts';
import buttons from '../../components/Button.module.css';
import styles from './Money.module.css';
import { useState } from 'react';
import { useServerText, useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardMoneyAdmin.ts';
import type { Translate } from '../../lib/i18n/translator.ts';
import { formatCount } from '../../lib/number-format.ts';

interface Values {
  vendor: string;
  currency: PayoutInput['currency'];
  bankReference: string;
}

const validate = (t: Translate<keyof typeof messages>) => (values: Values) => ({ bankReference: values.bankReference.trim() ? undefined : t('dashboardMoneyAdmin.bankReferenceRequired') });

/** The admin records a payout: one vendor (or every vendor) is paid its available balance in a currency. */
export function RecordPayoutForm({ vendors, onRecorded }: { vendors: readonly { id: string; storeName: string }[]; onRecorded: () => void }) {
  const t = useT(messages);
  const serverText = useServerText();
  const form = useForm<Values>({ initial: { vendor: '', currency: 'USD', bankReference: '' }, validate: validate(t) });
  const [record, saving] = useRecordPayoutsMutation();
  const [note, setNote] = useState<{ text: string; ok: boolean } | null>(null);
  function submit() {
    if (!form.check()) return;
    const { vendor, currency, bankReference } = form.values;
    record(
      { vendor: vendor || null, currency, bankReference: bankReference.trim() },
      {
        onDone: (count) => {
          setNote({ text: count ? t('dashboardMoneyAdmin.payoutsRecorded', { count, shown: formatCount(count) }) : t('dashboardMoneyAdmin.nothingToPay', { currency }), ok: true });
          form.reset({ vendor, currency, bankReference: '' });
          onRecorded();
        },
        onFailure: (message) => setNote({ text: serverText(message), ok: false }),
      },
    );
  }
  const classes = { field: styles.field, error: styles.error };
  return (
    <FormShell className={styles.form} onSubmit={submit} aria-label={t('dashboardMoneyAdmin.recordPayoutHeading')} busy={saving} note={note} noteClass={{ error: styles.error }} submit={<SubmitButton busy={saving} label={t('dashboardMoneyAdmin.recordPayout')} busyLabel={t('dashboardMoneyAdmin.recording')} className={buttons.primary} />}>
      <FieldGroup label={t('dashboardMoneyAdmin.vendor')} classes={classes} render={(props) => (
        <select {...props} name="vendor" value={form.values.vendor} onChange={form.change}>
          <option value="">{t('dashboardMoneyAdmin.everyVendorAvailable')}</option>
          {vendors.map((vendor) => <option key={vendor.id} value={vendor.id}>{vendor.storeName}</option>)}
        </select>
      )} />
      <FieldGroup label={t('dashboardMoneyAdmin.currency')} classes={classes} render={(props) => (
        <select {...props} name="currency" value={form.values.currency} onChange={form.change}>
          {CURRENCY_CODES.map((code) => <option key={code} value={code}>{code}</option>)}
        </select>
      )} />
      <FieldGroup label={t('dashboardMoneyAdmin.bankReference')} error={form.errors.bankReference} classes={classes} render={(props) => <input {...props} ref={form.ref('bankReference')} name="bankReference" value={form.values.bankReference} onChange={form.change} maxLength={100} />} />
    </FormShell>
  );
}
