import { useId, useState, type ReactNode } from 'react';
import { SITE_SETTINGS_MESSAGES, SOCIAL_NETWORKS, SOCIAL_NETWORK_LABELS, validateSiteSettings, type SiteSettingsErrors, type SocialNetwork } from '@rules/site-settings.ts';
import type { SiteSettingsData } from '../../components/SiteSettings.tsx';
import { useFlashMessage } from '../../hooks/useFlashMessage.ts';
import { useUpdateSiteSettingsMutation } from './useUpdateSiteSettingsMutation.ts';
import buttons from '../../components/Button.module.css';
import styles from './SiteSettingsForm.module.css';

interface OfficeRow {
  key: number;
  label: string;
  /** One address line per line of the text box. */
  lines: string;
  city: string;
  country: string;
}
interface SocialRow {
  key: number;
  network: SocialNetwork | '';
  url: string;
}
interface Values {
  businessName: string;
  phone: string;
  email: string;
  offices: OfficeRow[];
  socialLinks: SocialRow[];
  aboutText: string;
  founder: { name: string; title: string; text: string };
  privacyEmail: string;
  bank: { accountName: string; bank: string; accountNumber: string; iban: string; swift: string; note: string };
}

let nextKey = 1;

function valuesFrom(s: SiteSettingsData): Values {
  return {
    businessName: s.businessName,
    phone: s.phone,
    email: s.email,
    offices: s.offices.map((o) => ({ key: nextKey++, label: o.label, lines: o.lines.join('\n'), city: o.city, country: o.country })),
    socialLinks: s.socialLinks.map((l) => ({ key: nextKey++, network: l.network as SocialNetwork, url: l.url })),
    aboutText: s.aboutText,
    founder: { ...s.founder },
    privacyEmail: s.privacyEmail,
    bank: { ...s.bank },
  };
}

function inputFrom(v: Values) {
  return {
    ...v,
    offices: v.offices.map(({ label, lines, city, country }) => ({ label, lines: lines.split('\n'), city, country })),
    socialLinks: v.socialLinks.map(({ network, url }) => ({ network: network as SocialNetwork, url })),
  };
}

function Field({ name, label, errors, children }: { name: string; label: string; errors: SiteSettingsErrors; children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode }) {
  const id = useId();
  const error = errors[name];
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), ...(error ? { 'aria-describedby': `${id}-error` } : {}) })}
      {error ? (
        <p id={`${id}-error`} className={styles.error} data-field={name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The admin's Site Settings: every field at once, errors beside each, a saved message. */
export function SiteSettingsForm({ settings }: { settings: SiteSettingsData }) {
  const [values, setValues] = useState<Values>(() => valuesFrom(settings));
  const [errors, setErrors] = useState<SiteSettingsErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, flashSaved] = useFlashMessage();
  const [save, saving] = useUpdateSiteSettingsMutation();

  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const setOffice = (i: number, patch: Partial<OfficeRow>) => set({ offices: values.offices.map((o, n) => (n === i ? { ...o, ...patch } : o)) });
  const setSocial = (i: number, patch: Partial<SocialRow>) => set({ socialLinks: values.socialLinks.map((l, n) => (n === i ? { ...l, ...patch } : l)) });

  function focusFirstError(found: SiteSettingsErrors) {
    const first = Object.keys(found)[0];
    if (!first) return;
    requestAnimationFrame(() => {
      const message = document.querySelector(`[data-field="${CSS.escape(first)}"]`);
      const input = message?.parentElement?.querySelector<HTMLElement>('input, textarea, select');
      input?.scrollIntoView({ block: 'center' });
      input?.focus();
    });
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const input = inputFrom(values);
    const found = validateSiteSettings(input).errors;
    setErrors(found);
    if (Object.keys(found).length) return focusFirstError(found);
    save(input, (outcome) => {
      if (outcome.kind === 'saved') flashSaved(SITE_SETTINGS_MESSAGES.saved);
      else if (outcome.kind === 'invalid' && outcome.field) {
        const server = { [outcome.field]: outcome.message };
        setErrors(server);
        focusFirstError(server);
      } else setFailure(outcome.message);
    });
  }

  const text = (name: string, label: string, value: string, onChange: (value: string) => void, type = 'text') => (
    <Field name={name} label={label} errors={errors}>
      {(props) => <input {...props} type={type} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
  const area = (name: string, label: string, value: string, onChange: (value: string) => void) => (
    <Field name={name} label={label} errors={errors}>
      {(props) => <textarea {...props} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );

  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate aria-label="Site settings">
      <fieldset className={styles.section}>
        <legend>Business and contact</legend>
        <div className={styles.grid}>
          {text('businessName', 'Business name', values.businessName, (businessName) => set({ businessName }))}
          {text('phone', 'Phone', values.phone, (phone) => set({ phone }), 'tel')}
          {text('email', 'Email', values.email, (email) => set({ email }), 'email')}
          {text('privacyEmail', 'Privacy contact email', values.privacyEmail, (privacyEmail) => set({ privacyEmail }), 'email')}
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>Offices</legend>
        {errors.offices ? <p className={styles.error}>{errors.offices}</p> : null}
        {values.offices.map((office, i) => (
          <div key={office.key} className={styles.row} role="group" aria-label={`Office ${i + 1}`}>
            <div className={styles.rowHead}>
              <strong>{i === 0 ? 'Head office' : `Office ${i + 1}`}</strong>
              <button type="button" className={buttons.secondary} onClick={() => set({ offices: values.offices.filter((_, n) => n !== i) })}>
                Remove office
              </button>
            </div>
            <div className={styles.grid}>
              {text(`offices.${i}.label`, 'Label', office.label, (label) => setOffice(i, { label }))}
              {text(`offices.${i}.city`, 'City', office.city, (city) => setOffice(i, { city }))}
              {text(`offices.${i}.country`, 'Country', office.country, (country) => setOffice(i, { country }))}
            </div>
            {area(`offices.${i}.lines`, 'Address lines (one per line)', office.lines, (lines) => setOffice(i, { lines }))}
          </div>
        ))}
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={() => set({ offices: [...values.offices, { key: nextKey++, label: '', lines: '', city: '', country: '' }] })}>
            Add office
          </button>
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>Social links</legend>
        {errors.socialLinks ? <p className={styles.error}>{errors.socialLinks}</p> : null}
        {values.socialLinks.map((link, i) => (
          <div key={link.key} className={styles.row} role="group" aria-label={`Social link ${i + 1}`}>
            <div className={styles.grid}>
              <Field name={`socialLinks.${i}.network`} label="Network" errors={errors}>
                {(props) => (
                  <select {...props} value={link.network} onChange={(e) => setSocial(i, { network: e.target.value as SocialNetwork })}>
                    <option value="">Choose…</option>
                    {SOCIAL_NETWORKS.map((network) => (
                      <option key={network} value={network}>
                        {SOCIAL_NETWORK_LABELS[network]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {text(`socialLinks.${i}.url`, 'Page address (https://…)', link.url, (url) => setSocial(i, { url }), 'url')}
            </div>
            <div className={styles.actions}>
              <button type="button" className={buttons.secondary} onClick={() => set({ socialLinks: values.socialLinks.filter((_, n) => n !== i) })}>
                Remove link
              </button>
            </div>
          </div>
        ))}
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={() => set({ socialLinks: [...values.socialLinks, { key: nextKey++, network: '', url: '' }] })}>
            Add social link
          </button>
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>About and founder</legend>
        {area('aboutText', 'About text (footer and About page)', values.aboutText, (aboutText) => set({ aboutText }))}
        <div className={styles.grid}>
          {text('founder.name', "Founder's name", values.founder.name, (name) => set({ founder: { ...values.founder, name } }))}
          {text('founder.title', "Founder's title", values.founder.title, (title) => set({ founder: { ...values.founder, title } }))}
        </div>
        {area('founder.text', "Founder's story or quote (blank line between paragraphs)", values.founder.text, (t) => set({ founder: { ...values.founder, text: t } }))}
      </fieldset>

      <fieldset className={styles.section}>
        <legend>Bank transfer details</legend>
        <p>Shown at checkout for Bank Transfer and in the order confirmation mail.</p>
        <div className={styles.grid}>
          {text('bank.accountName', 'Account name', values.bank.accountName, (accountName) => set({ bank: { ...values.bank, accountName } }))}
          {text('bank.bank', 'Bank', values.bank.bank, (bank) => set({ bank: { ...values.bank, bank } }))}
          {text('bank.accountNumber', 'Account number', values.bank.accountNumber, (accountNumber) => set({ bank: { ...values.bank, accountNumber } }))}
          {text('bank.iban', 'IBAN', values.bank.iban, (iban) => set({ bank: { ...values.bank, iban } }))}
          {text('bank.swift', 'SWIFT / BIC', values.bank.swift, (swift) => set({ bank: { ...values.bank, swift } }))}
        </div>
        {area('bank.note', 'Note for the payer', values.bank.note, (note) => set({ bank: { ...values.bank, note } }))}
      </fieldset>

      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={saving}>
          {saving ? 'Saving…' : 'Save settings'}
        </button>
        <p className={styles.saved} role="status">
          {saved}
        </p>
      </div>
    </form>
  );
}
