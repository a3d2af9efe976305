import { useState, type FormEvent } from 'react';
import { localDateString } from '../../lib/admin-dates.ts';
import { clampDiscount, cleanCode, emptyPromoForm, promoFormError, type PromoForm } from '../../lib/promo-form.ts';
import { useCreatePromoCodeMutation } from './useCreatePromoCodeMutation.ts';
import buttons from '../../components/Button.module.css';
import styles from './PromoCodes.module.css';
import { MAX_DISCOUNT_PERCENT, MIN_DISCOUNT_PERCENT, PROMO_CODE_MAX_LENGTH, PROMO_CODE_MIN_LENGTH, PROMO_CODE_PATTERN } from '@rules/index.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardPromoCodes.ts';

/** The Add Promo Code form: checked here first, then by the server; cleared once the code exists. */
export function AddPromoCodeForm({ onError }: { onError: (message: string | null) => void }) {
  const t = useT(messages);
  const today = localDateString(new Date());
  const [form, setForm] = useState<PromoForm>(() => emptyPromoForm(today));
  const [create, saving] = useCreatePromoCodeMutation();

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = promoFormError(form, today);
    if (problem) {
      onError(problem);
      return;
    }
    onError(null);
    create(form, { onCreated: () => setForm(emptyPromoForm(today)), onFailure: onError });
  }

  const set = (patch: Partial<PromoForm>) => setForm((current) => ({ ...current, ...patch }));
  return (
    <form method="post" className={styles.form} onSubmit={submit} aria-label={t('dashboardPromoCodes.addForm')} noValidate>
      <label className={styles.field}>
        {t('dashboardPromoCodes.code')}
        <input value={form.code} onChange={(e) => set({ code: cleanCode(e.target.value) })} required minLength={PROMO_CODE_MIN_LENGTH} maxLength={PROMO_CODE_MAX_LENGTH} pattern={PROMO_CODE_PATTERN.source} placeholder={t('dashboardPromoCodes.codePlaceholder')} />
      </label>
      <label className={styles.field}>
        {t('dashboardPromoCodes.discountField')}
        <input type="number" min={MIN_DISCOUNT_PERCENT} max={MAX_DISCOUNT_PERCENT} step={1} value={form.discountPercentage} onChange={(e) => set({ discountPercentage: clampDiscount(e.target.value) })} required />
      </label>
      <label className={styles.field}>
        {t('dashboardPromoCodes.startDate')}
        <input type="date" min={today} value={form.startDate} onChange={(e) => set({ startDate: e.target.value })} required />
      </label>
      <label className={styles.field}>
        {t('dashboardPromoCodes.endDate')}
        <input type="date" min={form.startDate || today} value={form.endDate} onChange={(e) => set({ endDate: e.target.value })} required />
      </label>
      <button type="submit" className={buttons.primary} disabled={saving} aria-busy={saving}>
        {t(saving ? 'dashboardPromoCodes.adding' : 'dashboardPromoCodes.add')}
      </button>
    </form>
  );
}
