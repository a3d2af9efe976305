import { useState } from 'react';
import { FieldGroup } from '../../components/form/FieldGroup.tsx';
import { FormShell, SubmitButton, type FormNote } from '../../components/form/FormShell.tsx';
import { useForm } from '../../components/form/useForm.ts';
import { useUpdatePaymentSettings } from './useMoneyAdminMutations.ts';
import buttons from '../../components/Button.module.css';
import styles from './Money.module.css';

interface Values {
  holdingDays: string;
  bankTransferDays: string;
}

const wholeDays = (text: string) => (/^\d+$/.test(text.trim()) ? undefined : 'Please give a whole number of days');
const validate = (values: Values) => ({ holdingDays: wholeDays(values.holdingDays), bankTransferDays: wholeDays(values.bankTransferDays) });

/** The two day-settings: how long money is held after delivery, and how long a shopper has to pay by bank transfer. */
export function PaymentSettingsForm({ settings }: { settings: { holdingDays: number; bankTransferDays: number } }) {
  const form = useForm<Values>({ initial: { holdingDays: String(settings.holdingDays), bankTransferDays: String(settings.bankTransferDays) }, validate });
  const [save, saving] = useUpdatePaymentSettings();
  const [note, setNote] = useState<FormNote | null>(null);
  function submit() {
    if (!form.check()) return;
    save(
      { holdingDays: Number(form.values.holdingDays), bankTransferDays: Number(form.values.bankTransferDays) },
      { onDone: () => setNote({ text: 'The payment settings are saved.', ok: true }), onFailure: (message) => setNote({ text: message, ok: false }) },
    );
  }
  const classes = { field: styles.field, error: styles.error };
  return (
    <FormShell className={styles.form} onSubmit={submit} aria-label="Payment settings" busy={saving} note={note} noteClass={{ error: styles.error }} submit={<SubmitButton busy={saving} label="Save settings" busyLabel="Saving..." className={buttons.primary} />}>
      <FieldGroup label="Holding days after delivery" error={form.errors.holdingDays} classes={classes} render={(props) => <input {...props} ref={form.ref('holdingDays')} name="holdingDays" inputMode="numeric" value={form.values.holdingDays} onChange={form.change} />} />
      <FieldGroup label="Days to pay by bank transfer" error={form.errors.bankTransferDays} classes={classes} render={(props) => <input {...props} ref={form.ref('bankTransferDays')} name="bankTransferDays" inputMode="numeric" value={form.values.bankTransferDays} onChange={form.change} />} />
    </FormShell>
  );
}
