import { useState } from 'react';
import { FieldGroup } from '../../components/form/FieldGroup.tsx';
import { FormShell, SubmitButton, type FormNote } from '../../components/form/FormShell.tsx';
import { useForm } from '../../components/form/useForm.ts';
import { useUpdatePaymentSettings } from './useMoneyAdminMutations.ts';
import buttons from '../../components/Button.module.css';
import styles from './Money.module.css';
import { useServerText, useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardMoneyAdmin.ts';
import type { Translate } from '../../lib/i18n/translator.ts';

interface Values {
  holdingDays: string;
  bankTransferDays: string;
}

const validate = (t: Translate<keyof typeof messages>) => (values: Values) => {
  const wholeDays = (text: string) => (/^\d+$/.test(text.trim()) ? undefined : t('dashboardMoneyAdmin.wholeDays'));
  return { holdingDays: wholeDays(values.holdingDays), bankTransferDays: wholeDays(values.bankTransferDays) };
};

/** The two day-settings: how long money is held after delivery, and how long a shopper has to pay by bank transfer. */
export function PaymentSettingsForm({ settings }: { settings: { holdingDays: number; bankTransferDays: number } }) {
  const t = useT(messages);
  const serverText = useServerText();
  const form = useForm<Values>({ initial: { holdingDays: String(settings.holdingDays), bankTransferDays: String(settings.bankTransferDays) }, validate: validate(t) });
  const [save, saving] = useUpdatePaymentSettings();
  const [note, setNote] = useState<FormNote | null>(null);
  function submit() {
    if (!form.check()) return;
    save(
      { holdingDays: Number(form.values.holdingDays), bankTransferDays: Number(form.values.bankTransferDays) },
      { onDone: () => setNote({ text: t('dashboardMoneyAdmin.settingsSaved'), ok: true }), onFailure: (message) => setNote({ text: serverText(message), ok: false }) },
    );
  }
  const classes = { field: styles.field, error: styles.error };
  return (
    <FormShell className={styles.form} onSubmit={submit} aria-label={t('dashboardMoneyAdmin.paymentSettings')} busy={saving} note={note} noteClass={{ error: styles.error }} submit={<SubmitButton busy={saving} label={t('dashboardMoneyAdmin.saveSettings')} busyLabel={t('dashboardMoneyAdmin.saving')} className={buttons.primary} />}>
      <FieldGroup label={t('dashboardMoneyAdmin.holdingDays')} error={form.errors.holdingDays} classes={classes} render={(props) => <input {...props} ref={form.ref('holdingDays')} name="holdingDays" inputMode="numeric" value={form.values.holdingDays} onChange={form.change} />} />
      <FieldGroup label={t('dashboardMoneyAdmin.bankTransferDays')} error={form.errors.bankTransferDays} classes={classes} render={(props) => <input {...props} ref={form.ref('bankTransferDays')} name="bankTransferDays" inputMode="numeric" value={form.values.bankTransferDays} onChange={form.change} />} />
    </FormShell>
  );
}
