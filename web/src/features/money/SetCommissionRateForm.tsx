import { useState } from 'react';
import { FieldGroup } from '../../components/form/FieldGroup.tsx';
import { FormShell, SubmitButton } from '../../components/form/FormShell.tsx';
import { useForm } from '../../components/form/useForm.ts';
import type { FormNote } from '../../components/form/FormShell.tsx';
import { useSetCommissionRate } from './useMoneyAdminMutations.ts';
import buttons from '../../components/Button.module.css';
import styles from './Money.module.css';
import { useServerText, useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardMoneyAdmin.ts';
import type { Translate } from '../../lib/i18n/translator.ts';

/** The brand types a default rate is set for (their names are messages: dashboardMoneyAdmin.everyVendorOfType). */
export const RATE_BRAND_TYPES = ['REAL_ESTATE', 'HOME_PRODUCTS', 'ELECTRONICS'] as const;
type BrandType = (typeof RATE_BRAND_TYPES)[number];

interface Values {
  /** `brand:REAL_ESTATE` for a brand type's default, or a vendor's global id for its override. */
  target: string;
  percent: string;
  bookingFee: string;
  validFrom: string;
}

// The server checks the figures (one place for the rule) and its message is shown under the form.
const validate = (t: Translate<keyof typeof messages>) => (values: Values) => ({ percent: values.percent.trim() ? undefined : t('dashboardMoneyAdmin.percentRequired') });

/** A new commission rate from a date on: a brand type's default or one vendor's override. Earlier rates stay as they were. */
export function SetCommissionRateForm({ vendors, onSaved }: { vendors: readonly { id: string; storeName: string }[]; onSaved: () => void }) {
  const t = useT(messages);
  const serverText = useServerText();
  const form = useForm<Values>({ initial: { target: 'brand:REAL_ESTATE', percent: '', bookingFee: '', validFrom: '' }, validate: validate(t) });
  const [save, saving] = useSetCommissionRate();
  const [note, setNote] = useState<FormNote | null>(null);
  function submit() {
    if (!form.check()) return;
    const { target, percent, bookingFee, validFrom } = form.values;
    const who = target.startsWith('brand:') ? { brandType: target.slice('brand:'.length) as BrandType } : { vendor: target };
    save(
      { ...who, percent: percent.trim(), bookingFee: bookingFee.trim() || null, validFrom: validFrom || null },
      {
        onDone: () => {
          setNote({ text: t('dashboardMoneyAdmin.rateSaved'), ok: true });
          form.reset({ target, percent: '', bookingFee: '', validFrom: '' });
          onSaved();
        },
        onFailure: (message) => setNote({ text: serverText(message), ok: false }),
      },
    );
  }
  const classes = { field: styles.field, error: styles.error };
  return (
    <FormShell className={styles.form} onSubmit={submit} aria-label={t('dashboardMoneyAdmin.setRate')} busy={saving} note={note} noteClass={{ error: styles.error }} submit={<SubmitButton busy={saving} label={t('dashboardMoneyAdmin.saveRate')} busyLabel={t('dashboardMoneyAdmin.saving')} className={buttons.primary} />}>
      <FieldGroup label={t('dashboardMoneyAdmin.appliesTo')} classes={classes} render={(props) => (
        <select {...props} name="target" value={form.values.target} onChange={form.change}>
          {RATE_BRAND_TYPES.map((type) => <option key={type} value={`brand:${type}`}>{t('dashboardMoneyAdmin.everyVendorOfTypeDefault', { type })}</option>)}
          {vendors.map((vendor) => <option key={vendor.id} value={vendor.id}>{t('dashboardMoneyAdmin.storeOnly', { store: vendor.storeName })}</option>)}
        </select>
      )} />
      <FieldGroup label={t('dashboardMoneyAdmin.percent')} error={form.errors.percent} classes={classes} render={(props) => <input {...props} ref={form.ref('percent')} name="percent" inputMode="decimal" value={form.values.percent} onChange={form.change} />} />
      <FieldGroup label={t('dashboardMoneyAdmin.bookingFeeField')} error={form.errors.bookingFee} classes={classes} render={(props) => <input {...props} ref={form.ref('bookingFee')} name="bookingFee" inputMode="decimal" value={form.values.bookingFee} onChange={form.change} />} />
      <FieldGroup label={t('dashboardMoneyAdmin.validFromField')} classes={classes} render={(props) => <input {...props} type="date" name="validFrom" value={form.values.validFrom} onChange={form.change} />} />
    </FormShell>
  );
}
