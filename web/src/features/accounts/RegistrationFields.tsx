import { useMemo, type ChangeEvent, type ReactNode } from 'react';
import { BRAND_TYPE_LABEL_LIST, PASSWORD_MAX_LENGTH, type RegistrationField, type RegistrationValues } from '@rules/index.ts';
import type { Form } from '../../components/form/useForm.ts';
import { commonCountryNames } from '../../lib/countries.ts';
import { Field } from './Field.tsx';
import type { Availability, AvailabilityChecks } from './useAvailabilityChecks.ts';
import styles from '../../components/AccountForms.module.css';

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
  return (
    <Field
      label={label}
      optional={options.optional}
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

/** A menu of the registration: an empty first choice, then the options. */
function SelectField({ form, change, field, label, empty, options, autoComplete }: { form: Form<RegistrationValues>; change: Change; field: RegistrationField; label: string; empty: string; options: readonly string[]; autoComplete?: string }) {
  return (
    <Field
      label={label}
      error={form.errors[field]}
      render={(props) => (
        <select {...props} ref={form.ref(field)} name={field} autoComplete={autoComplete} value={form.values[field]} onChange={change}>
          <option value="">{empty}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** The registration's fields in the order of docs/spec/vendor-admin.md §2, the email code step after the email. */
export function RegistrationFields({ form, change, checks, emailCode }: { form: Form<RegistrationValues>; change: Change; checks: AvailabilityChecks; emailCode: ReactNode }) {
  const countries = useMemo(() => commonCountryNames(), []);
  const text = (field: RegistrationField, label: string, options?: TextOptions) => <TextField form={form} change={change} field={field} label={label} options={options} />;
  return (
    <div className={styles.grid}>
      {text('firstName', 'First Name', { autoComplete: 'given-name' })}
      {text('lastName', 'Last Name', { autoComplete: 'family-name' })}
      {text('storeName', 'Store Name', { autoComplete: 'organization' })}
      {text('storeId', 'Store ID', { onBlur: () => void checks.checkStoreId(), note: checks.storeIdCheck })}
      {text('address1', 'Address 1', { autoComplete: 'address-line1' })}
      {text('address2', 'Address 2', { autoComplete: 'address-line2', optional: true })}
      {text('city', 'City', { autoComplete: 'address-level2' })}
      {text('state', 'State/County', { autoComplete: 'address-level1' })}
      <SelectField form={form} change={change} field="country" label="Country" empty="Select Country" options={countries} autoComplete="country-name" />
      {text('postcode', 'Postcode/ZIP', { autoComplete: 'postal-code' })}
      {text('phone', 'Store Phone', { type: 'tel', autoComplete: 'tel', inputMode: 'numeric' })}
      <SelectField form={form} change={change} field="brandType" label="Brand Type" empty="Select Brand Type" options={BRAND_TYPE_LABEL_LIST} />
      {text('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email', onBlur: () => void checks.checkEmail(), note: checks.emailCheck })}
      {emailCode}
      {text('password', 'Password', { type: 'password', autoComplete: 'new-password' })}
      {text('confirmPassword', 'Confirm Password', { type: 'password', autoComplete: 'new-password' })}
      <Field
        label="Description"
        optional
        className={styles.full}
        error={form.errors.description}
        render={(props) => <textarea {...props} ref={form.ref('description')} className={`${props.className} ${styles.textarea}`} name="description" value={form.values.description} onChange={change} />}
      />
    </div>
  );
}
