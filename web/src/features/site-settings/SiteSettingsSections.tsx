import { useId, type ReactNode } from 'react';
import { SOCIAL_NETWORKS, SOCIAL_NETWORK_LABELS, type SiteSettingsErrors, type SocialNetwork } from '@rules/site-settings.ts';
import buttons from '../../components/Button.module.css';
import styles from './SiteSettingsForm.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardSiteSettings.ts';

export interface OfficeRow {
  key: number;
  label: string;
  /** One address line per line of the text box. */
  lines: string;
  city: string;
  country: string;
}
export interface SocialRow {
  key: number;
  network: SocialNetwork | '';
  url: string;
}
export interface Values {
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
/** A new row's React key (rows are added and removed in place). */
export const newRowKey = () => nextKey++;

export interface SectionProps {
  values: Values;
  set: (patch: Partial<Values>) => void;
  errors: SiteSettingsErrors;
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

/** A text field and a text box of the form, by their error's path ("offices.0.city"). */
function fieldsOf(errors: SiteSettingsErrors) {
  return {
    text: (name: string, label: string, value: string, onChange: (value: string) => void, type = 'text') => (
      <Field name={name} label={label} errors={errors}>
        {(props) => <input {...props} type={type} value={value} onChange={(e) => onChange(e.target.value)} />}
      </Field>
    ),
    area: (name: string, label: string, value: string, onChange: (value: string) => void) => (
      <Field name={name} label={label} errors={errors}>
        {(props) => <textarea {...props} value={value} onChange={(e) => onChange(e.target.value)} />}
      </Field>
    ),
  };
}

/** Business name, phone and the emails. */
export function ContactSection({ values, set, errors }: SectionProps) {
  const t = useT(messages);
  const { text } = fieldsOf(errors);
  return (
    <fieldset className={styles.section}>
      <legend>{t('dashboardSiteSettings.contact')}</legend>
      <div className={styles.grid}>
        {text('businessName', t('dashboardSiteSettings.businessName'), values.businessName, (businessName) => set({ businessName }))}
        {text('phone', t('dashboardSiteSettings.phone'), values.phone, (phone) => set({ phone }), 'tel')}
        {text('email', t('dashboardSiteSettings.email'), values.email, (email) => set({ email }), 'email')}
        {text('privacyEmail', t('dashboardSiteSettings.privacyEmail'), values.privacyEmail, (privacyEmail) => set({ privacyEmail }), 'email')}
      </div>
    </fieldset>
  );
}

/** The offices, the head office first: add, edit, remove. */
export function OfficesSection({ values, set, errors }: SectionProps) {
  const t = useT(messages);
  const { text, area } = fieldsOf(errors);
  const setOffice = (i: number, patch: Partial<OfficeRow>) => set({ offices: values.offices.map((o, n) => (n === i ? { ...o, ...patch } : o)) });
  return (
    <fieldset className={styles.section}>
      <legend>{t('dashboardSiteSettings.offices')}</legend>
      {errors.offices ? <p className={styles.error}>{errors.offices}</p> : null}
      {values.offices.map((office, i) => (
        <div key={office.key} className={styles.row} role="group" aria-label={t('dashboardSiteSettings.officeN', { number: i + 1 })}>
          <div className={styles.rowHead}>
            <strong>{i === 0 ? t('dashboardSiteSettings.headOffice') : t('dashboardSiteSettings.officeN', { number: i + 1 })}</strong>
            <button type="button" className={buttons.secondary} onClick={() => set({ offices: values.offices.filter((_, n) => n !== i) })}>
              {t('dashboardSiteSettings.removeOffice')}
            </button>
          </div>
          <div className={styles.grid}>
            {text(`offices.${i}.label`, t('dashboardSiteSettings.label'), office.label, (label) => setOffice(i, { label }))}
            {text(`offices.${i}.city`, t('dashboardSiteSettings.city'), office.city, (city) => setOffice(i, { city }))}
            {text(`offices.${i}.country`, t('dashboardSiteSettings.country'), office.country, (country) => setOffice(i, { country }))}
          </div>
          {area(`offices.${i}.lines`, t('dashboardSiteSettings.lines'), office.lines, (lines) => setOffice(i, { lines }))}
        </div>
      ))}
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={() => set({ offices: [...values.offices, { key: newRowKey(), label: '', lines: '', city: '', country: '' }] })}>
          {t('dashboardSiteSettings.addOffice')}
        </button>
      </div>
    </fieldset>
  );
}

/** The social links: a network and its page address each. */
export function SocialLinksSection({ values, set, errors }: SectionProps) {
  const t = useT(messages);
  const { text } = fieldsOf(errors);
  const setSocial = (i: number, patch: Partial<SocialRow>) => set({ socialLinks: values.socialLinks.map((l, n) => (n === i ? { ...l, ...patch } : l)) });
  return (
    <fieldset className={styles.section}>
      <legend>{t('dashboardSiteSettings.socialLinks')}</legend>
      {errors.socialLinks ? <p className={styles.error}>{errors.socialLinks}</p> : null}
      {values.socialLinks.map((link, i) => (
        <div key={link.key} className={styles.row} role="group" aria-label={t('dashboardSiteSettings.socialLinkN', { number: i + 1 })}>
          <div className={styles.grid}>
            <Field name={`socialLinks.${i}.network`} label={t('dashboardSiteSettings.network')} errors={errors}>
              {(props) => (
                <select {...props} value={link.network} onChange={(e) => setSocial(i, { network: e.target.value as SocialNetwork })}>
                  <option value="">{t('dashboardSiteSettings.choose')}</option>
                  {SOCIAL_NETWORKS.map((network) => (
                    <option key={network} value={network}>
                      {SOCIAL_NETWORK_LABELS[network]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {text(`socialLinks.${i}.url`, t('dashboardSiteSettings.pageAddress'), link.url, (url) => setSocial(i, { url }), 'url')}
          </div>
          <div className={styles.actions}>
            <button type="button" className={buttons.secondary} onClick={() => set({ socialLinks: values.socialLinks.filter((_, n) => n !== i) })}>
              {t('dashboardSiteSettings.removeLink')}
            </button>
          </div>
        </div>
      ))}
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={() => set({ socialLinks: [...values.socialLinks, { key: newRowKey(), network: '', url: '' }] })}>
          {t('dashboardSiteSettings.addLink')}
        </button>
      </div>
    </fieldset>
  );
}

/** The About text and the founder's card. */
export function AboutSection({ values, set, errors }: SectionProps) {
  const t = useT(messages);
  const { text, area } = fieldsOf(errors);
  return (
    <fieldset className={styles.section}>
      <legend>{t('dashboardSiteSettings.about')}</legend>
      {area('aboutText', t('dashboardSiteSettings.aboutText'), values.aboutText, (aboutText) => set({ aboutText }))}
      <div className={styles.grid}>
        {text('founder.name', t('dashboardSiteSettings.founderName'), values.founder.name, (name) => set({ founder: { ...values.founder, name } }))}
        {text('founder.title', t('dashboardSiteSettings.founderTitle'), values.founder.title, (title) => set({ founder: { ...values.founder, title } }))}
      </div>
      {area('founder.text', t('dashboardSiteSettings.founderText'), values.founder.text, (story) => set({ founder: { ...values.founder, text: story } }))}
    </fieldset>
  );
}

/** The bank details shown for Bank Transfer. */
export function BankSection({ values, set, errors }: SectionProps) {
  const t = useT(messages);
  const { text, area } = fieldsOf(errors);
  return (
    <fieldset className={styles.section}>
      <legend>{t('dashboardSiteSettings.bank')}</legend>
      <p>{t('dashboardSiteSettings.bankIntro')}</p>
      <div className={styles.grid}>
        {text('bank.accountName', t('dashboardSiteSettings.accountName'), values.bank.accountName, (accountName) => set({ bank: { ...values.bank, accountName } }))}
        {text('bank.bank', t('dashboardSiteSettings.bankName'), values.bank.bank, (bank) => set({ bank: { ...values.bank, bank } }))}
        {text('bank.accountNumber', t('dashboardSiteSettings.accountNumber'), values.bank.accountNumber, (accountNumber) => set({ bank: { ...values.bank, accountNumber } }))}
        {text('bank.iban', t('dashboardSiteSettings.iban'), values.bank.iban, (iban) => set({ bank: { ...values.bank, iban } }))}
        {text('bank.swift', t('dashboardSiteSettings.swift'), values.bank.swift, (swift) => set({ bank: { ...values.bank, swift } }))}
      </div>
      {area('bank.note', t('dashboardSiteSettings.note'), values.bank.note, (note) => set({ bank: { ...values.bank, note } }))}
    </fieldset>
  );
}
