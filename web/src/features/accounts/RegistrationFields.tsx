import type { ChangeEvent, ReactNode } from 'react';
import { BRAND_TYPE_LABEL_LIST, BRAND_TYPE_LABELS, PASSWORD_MAX_LENGTH, type BrandTypeLabel, type RegistrationField, type RegistrationValues } from '@rules/index.ts';
import type { Form } from '../../components/form/useForm.ts';
import { COUNTRY_NAMES } from '../../lib/countries.ts';
import { Field } from './Field.tsx';
import type { Availability, AvailabilityChecks } from './useAvailabilityChecks.ts';
import styles from '../../components/AccountForms.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages as registrationMessages } from '../../lib/i18n/compiled/en/registration.ts';

/** Each brand type's label (the value the form sends, the spec's English) with its message. */
const BRAND_TYPE_IDS = {
  [BRAND_TYPE_LABELS.REAL_ESTATE]: 'registration.realEstate',
  [BRAND_TYPE_LABELS.HOME_PRODUCTS]: 'registration.homeProducts',
  [BRAND_TYPE_LABELS.ELECTRONICS]: 'registration.electronics',
} as const satisfies Record<BrandTypeLabel, keyof typeof registrationMessages>;

type Change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;

interface TextOptions {
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email';
  optional?: boolean;
  onBlur?: () => void;
  note?: Availability;
}

/** One text field of the registration: its error, or the server's answer about it (taken, available). */
function TextField({ form, change, field, label, options = {} }: { form: Form<RegistrationValues>; change: Change; field: RegistrationField; label: string; options?: TextOptions }) {
  const { note } = options;
  const t = useT(registrationMessages);
  return (
    <Field
      label={label}
      optional={options.optional}
      optionalText={t('registration.optional')}
      error={form.errors[field] ?? (note && !note.ok ? note.text : undefined)}
      note={note?.ok ? note.text : undefined}
      render={(props) => (
        <input
          {...props}
          ref={form.ref(field)}
          name={field}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          inputMode={options.inputMode}
          maxLength={field === 'password' || field === 'confirmPassword' ? PASSWORD_MAX_LENGTH : undefined}
          value={form.values[field]}
          onChange={change}
          onBlur={options.onBlur}
        />
      )}
    />
  );
}

/**
 * A menu of the registration: an empty first choice, then the options, each sent as its English
 * value and shown as `optionLabel` names it; without one (the countries, stored and shown as
 * written in every language) the options are content (`data-content`).
 */
function SelectField(props: { form: Form<RegistrationValues>; change: Change; field: RegistrationField; label: string; empty: string; options: readonly string[]; optionLabel?: (option: string) => string; autoComplete?: string }) {
  const { form, change, field, label, empty, options, optionLabel, autoComplete } = props;
  return (
    <Field
      label={label}
      error={form.errors[field]}
      render={(props) => (
        <select {...props} ref={form.ref(field)} name={field} autoComplete={autoComplete} value={form.values[field]} onChange={change}>
          <option value="">{empty}</option>
          {options.map((option) => (
            <option key={option} value={option} data-content={optionLabel ? undefined : true}>
              {optionLabel ? optionLabel(option) : option}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** The registration's fields in the order of docs/spec/vendor-admin.md §2, the email code step after the email. */
export function RegistrationFields({ form, change, checks, emailCode }: { form: Form<RegistrationValues>; change: Change; checks: AvailabilityChecks; emailCode: ReactNode }) {
  const t = useT(registrationMessages);
  const text = (field: RegistrationField, label: string, options?: TextOptions) => <TextField form={form} change={change} field={field} label={label} options={options} />;
  return (
    <div className={styles.grid}>
      {text('firstName', t('registration.firstName'), { autoComplete: 'given-name' })}
      {text('lastName', t('registration.lastName'), { autoComplete: 'family-name' })}
      {text('storeName', t('registration.storeName'), { autoComplete: 'organization' })}
      {text('storeId', t('registration.storeId'), { onBlur: () => void checks.checkStoreId(), note: checks.storeIdCheck })}
      {text('address1', t('registration.address1'), { autoComplete: 'address-line1' })}
      {text('address2', t('registration.address2'), { autoComplete: 'address-line2', optional: true })}
      {text('city', t('registration.city'), { autoComplete: 'address-level2' })}
      {text('state', t('registration.state'), { autoComplete: 'address-level1' })}
      <SelectField form={form} change={change} field="country" label={t('registration.country')} empty={t('registration.selectCountry')} options={COUNTRY_NAMES} autoComplete="country-name" />
      {text('postcode', t('registration.postcode'), { autoComplete: 'postal-code' })}
      {text('phone', t('registration.phone'), { type: 'tel', autoComplete: 'tel', inputMode: 'numeric' })}
      <SelectField form={form} change={change} field="brandType" label={t('registration.brandType')} empty={t('registration.selectBrandType')} options={BRAND_TYPE_LABEL_LIST} optionLabel={(label) => t(BRAND_TYPE_IDS[label as BrandTypeLabel])} />
      {text('email', t('registration.email'), { type: 'email', autoComplete: 'email', inputMode: 'email', onBlur: () => void checks.checkEmail(), note: checks.emailCheck })}
      {emailCode}
      {text('password', t('registration.password'), { type: 'password', autoComplete: 'new-password' })}
      {text('confirmPassword', t('registration.confirmPassword'), { type: 'password', autoComplete: 'new-password' })}
      <Field
        label={t('registration.descriptionField')}
        optional
        optionalText={t('registration.optional')}
        className={styles.full}
        error={form.errors.description}
        render={(props) => <textarea {...props} ref={form.ref('description')} className={`${props.className} ${styles.textarea}`} name="description" value={form.values.description} onChange={change} />}
      />
    </div>
  );
}
