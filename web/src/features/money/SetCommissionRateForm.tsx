import { useState } from 'react';
import { FieldGroup } from '../../components/form/FieldGroup.tsx';
import { FormShell, SubmitButton } from '../../components/form/FormShell.tsx';
import { useForm } from '../../components/form/useForm.ts';
import type { FormNote } from '../../components/form/FormShell.tsx';
import { useSetCommissionRate } from './useMoneyAdminMutations.ts';
import buttons from '../../components/Button.module.css';
import styles from './Money.module.css';

export const BRAND_TYPE_LABELS = { REAL_ESTATE: 'Real estate', HOME_PRODUCTS: 'Home products', ELECTRONICS: 'Electronics' } as const;
type BrandType = keyof typeof BRAND_TYPE_LABELS;

interface Values {
  /** `brand:REAL_ESTATE` for a brand type's default, or a vendor's global id for its override. */
  target: string;
  percent: string;
  bookingFee: string;
  validFrom: string;
}

// The server checks the figures (one place for the rule) and its message is shown under the form.
const validate = (values: Values) => ({ percent: values.percent.trim() ? undefined : 'Please give the commission as a percentage, such as 12.5' });

/** A new commission rate from a date on: a brand type's default or one vendor's override. Earlier rates stay as they were. */
export function SetCommissionRateForm({ vendors, onSaved }: { vendors: readonly { id: string; storeName: string }[]; onSaved: () => void }) {
  const form = useForm<Values>({ initial: { target: 'brand:REAL_ESTATE', percent: '', bookingFee: '', validFrom: '' }, validate });
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
          setNote({ text: 'The rate is saved.', ok: true });
          form.reset({ target, percent: '', bookingFee: '', validFrom: '' });
          onSaved();
        },
        onFailure: (message) => setNote({ text: message, ok: false }),
      },
    );
  }
  const classes = { field: styles.field, error: styles.error };
  return (
    <FormShell className={styles.form} onSubmit={submit} aria-label="Set a commission rate" busy={saving} note={note} noteClass={{ error: styles.error }} submit={<SubmitButton busy={saving} label="Save rate" busyLabel="Saving..." className={buttons.primary} />}>
      <FieldGroup label="Applies to" classes={classes} render={(props) => (
        <select {...props} name="target" value={form.values.target} onChange={form.change}>
          {Object.entries(BRAND_TYPE_LABELS).map(([type, label]) => <option key={type} value={`brand:${type}`}>Every {label.toLowerCase()} vendor (default)</option>)}
          {vendors.map((vendor) => <option key={vendor.id} value={vendor.id}>{vendor.storeName} only</option>)}
        </select>
      )} />
      <FieldGroup label="Commission (%)" error={form.errors.percent} classes={classes} render={(props) => <input {...props} ref={form.ref('percent')} name="percent" inputMode="decimal" value={form.values.percent} onChange={form.change} />} />
      <FieldGroup label="Booking fee (USD per viewing)" error={form.errors.bookingFee} classes={classes} render={(props) => <input {...props} ref={form.ref('bookingFee')} name="bookingFee" inputMode="decimal" value={form.values.bookingFee} onChange={form.change} />} />
      <FieldGroup label="Valid from (empty: now)" classes={classes} render={(props) => <input {...props} type="date" name="validFrom" value={form.values.validFrom} onChange={form.change} />} />
    </FormShell>
  );
}
