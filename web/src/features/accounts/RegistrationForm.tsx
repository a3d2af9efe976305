import { useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { RegistrationFormMutation } from '../../__generated__/RegistrationFormMutation.graphql.ts';
import {
  ACCOUNT_MESSAGES,
  BRAND_TYPE_LABEL_LIST,
  brandTypeFromText,
  firstError,
  normalizeStoreId,
  PASSWORD_MAX_LENGTH,
  REGISTRATION_FIELDS,
  storeIdAsTyped,
  validateRegistration,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationValues,
} from '@rules/index.ts';
import { commonCountryNames } from '../../lib/countries.ts';
import { Field } from './Field.tsx';
import { EmailCodeControls, type CodeState } from './EmailCodeControls.tsx';
import { isEmailAvailable, isStoreIdAvailable } from './availability.ts';
import styles from '../../components/AccountForms.module.css';
import { usePageForm } from '../../components/context/page-form.tsx';
import { PAGE_FORM_PATHS } from '@rules/index.ts';

const EMPTY = Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, ''])) as RegistrationValues;
export const REGISTERED_MESSAGE = ACCOUNT_MESSAGES.registered;

/** The registration's own fields among what the server sent back. */
const pick = (values: Record<string, string> | undefined): Partial<RegistrationValues> =>
  Object.fromEntries(REGISTRATION_FIELDS.filter((field) => typeof values?.[field] === 'string').map((field) => [field, values![field]]));

type Availability = { ok: boolean; text: string } | null;

/**
 * The vendor registration form of spec §2 and §5, with the email code step. Before the script has
 * run its three buttons post to the server (http/page-forms.ts), which renders the form again with
 * what was typed (never the password), the code's progress and its messages.
 */
export function RegistrationForm() {
  const answered = usePageForm('registration');
  const [values, setValues] = useState<RegistrationValues>(() => ({ ...EMPTY, ...pick(answered?.values) }));
  const [errors, setErrors] = useState<RegistrationErrors>(() => ({ ...answered?.errors }));
  const [storeIdCheck, setStoreIdCheck] = useState<Availability>(null);
  const [emailCheck, setEmailCheck] = useState<Availability>(null);
  const [codeState, setCodeState] = useState<CodeState>(answered?.codeState ?? 'idle');
  const [formError, setFormError] = useState<string | null>(answered?.message?.text ?? null);
  const countries = useMemo(() => commonCountryNames(), []);
  const controls = useRef<Partial<Record<RegistrationField, HTMLElement | null>>>({});
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const registerHintId = useId();
  // Issue 32: Register waits for the email's code (the server refuses an unverified email anyway),
  // and says so where a screen reader reads the button.
  const needsCode = codeState !== 'verified';
  const [commit, submitting] = useMutation<RegistrationFormMutation>(graphql`
    mutation RegistrationFormMutation($input: RegisterVendorInput!) {
      registerVendor(input: $input) {
        __typename
        ... on VendorRegistered {
          storeId
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          field
        }
        ... on ConflictError {
          field
        }
      }
    }
  `);

  function change(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
    const field = event.target.name as RegistrationField;
    const value = field === 'storeId' ? storeIdAsTyped(event.target.value) : event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (field === 'storeId') setStoreIdCheck(null);
    if (field === 'email') {
      setEmailCheck(null);
      // A code proves one address: a changed email needs a new one.
      setCodeState('idle');
    }
  }

  /** Spec §5: on blur and before submit. Answers whether the id is free (false when unknown). */
  async function checkStoreId(): Promise<boolean> {
    const storeId = normalizeStoreId(values.storeId);
    if (!storeId) return false;
    if (storeId !== values.storeId) setValues((current) => ({ ...current, storeId }));
    try {
      const free = await isStoreIdAvailable(environment, storeId);
      setStoreIdCheck(free ? { ok: true, text: 'Store ID is available' } : { ok: false, text: ACCOUNT_MESSAGES.storeIdTaken });
      return free;
    } catch {
      setStoreIdCheck({ ok: false, text: 'Failed to validate Store ID.' });
      return false;
    }
  }

  async function checkEmail(): Promise<void> {
    const email = values.email.trim();
    if (!email || validateRegistration({ ...values, email }).email) return;
    try {
      const free = await isEmailAvailable(environment, email);
      setEmailCheck(free ? { ok: true, text: 'Email is available' } : { ok: false, text: ACCOUNT_MESSAGES.emailTaken });
    } catch {
      setEmailCheck({ ok: false, text: 'Failed to validate email' });
    }
  }

  function focus(field: RegistrationField) {
    controls.current[field]?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = validateRegistration(values);
    setErrors(found);
    const first = firstError(found);
    if (first) return focus(first[0]);
    if (!(await checkStoreId())) return focus('storeId');
    if (codeState !== 'verified') {
      setFormError(ACCOUNT_MESSAGES.emailNotVerified);
      return;
    }
    const { brandType, ...rest } = values;
    commit({
      variables: { input: { ...rest, storeId: normalizeStoreId(values.storeId), brandType: brandTypeFromText(brandType)! } },
      onCompleted: ({ registerVendor: result }) => {
        if (result.__typename === 'VendorRegistered') {
          navigate('/login', { state: { message: REGISTERED_MESSAGE } });
          return;
        }
        const message = ('message' in result && result.message) || 'Registration failed.';
        const field = 'field' in result ? (result.field as RegistrationField | null | undefined) : null;
        setFormError(`Error: ${message}`);
        if (field && (REGISTRATION_FIELDS as readonly string[]).includes(field)) {
          setErrors((current) => ({ ...current, [field]: message }));
          focus(field);
        }
      },
      onError: () => setFormError('Failed to connect to the server. Please try again later.'),
    });
  }

  const ref = (field: RegistrationField) => (el: HTMLElement | null) => {
    controls.current[field] = el;
  };
  const text = (field: RegistrationField, label: string, extra: { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'email'; optional?: boolean; full?: boolean; onBlur?: () => void; note?: Availability } = {}) => (
    <Field
      label={label}
      optional={extra.optional}
      className={extra.full ? styles.full : undefined}
      error={errors[field] ?? (extra.note && !extra.note.ok ? extra.note.text : undefined)}
      note={extra.note?.ok ? extra.note.text : undefined}
      render={(props) => (
        <input
          {...props}
          ref={ref(field)}
          name={field}
          type={extra.type ?? 'text'}
          autoComplete={extra.autoComplete}
          inputMode={extra.inputMode}
          maxLength={field === 'password' || field === 'confirmPassword' ? PASSWORD_MAX_LENGTH : undefined}
          value={values[field]}
          onChange={change}
          onBlur={extra.onBlur}
        />
      )}
    />
  );

  return (
    <form method="post" action={PAGE_FORM_PATHS.registration} className={styles.form} onSubmit={submit} noValidate aria-busy={submitting}>
      {formError && (
        <p className={styles.alert} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.grid}>
        {text('firstName', 'First Name', { autoComplete: 'given-name' })}
        {text('lastName', 'Last Name', { autoComplete: 'family-name' })}
        {text('storeName', 'Store Name', { autoComplete: 'organization' })}
        {text('storeId', 'Store ID', { onBlur: () => void checkStoreId(), note: storeIdCheck })}
        {text('address1', 'Address 1', { autoComplete: 'address-line1' })}
        {text('address2', 'Address 2', { autoComplete: 'address-line2', optional: true })}
        {text('city', 'City', { autoComplete: 'address-level2' })}
        {text('state', 'State/County', { autoComplete: 'address-level1' })}
        <Field
          label="Country"
          error={errors.country}
          render={(props) => (
            <select {...props} ref={ref('country')} name="country" autoComplete="country-name" value={values.country} onChange={change}>
              <option value="">Select Country</option>
              {countries.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        />
        {text('postcode', 'Postcode/ZIP', { autoComplete: 'postal-code' })}
        {text('phone', 'Store Phone', { type: 'tel', autoComplete: 'tel', inputMode: 'numeric' })}
        <Field
          label="Brand Type"
          error={errors.brandType}
          render={(props) => (
            <select {...props} ref={ref('brandType')} name="brandType" value={values.brandType} onChange={change}>
              <option value="">Select Brand Type</option>
              {BRAND_TYPE_LABEL_LIST.map((label) => (
                <option key={label} value={label}>
                  {label}
                </option>
              ))}
            </select>
          )}
        />
        {text('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email', onBlur: () => void checkEmail(), note: emailCheck })}
        <EmailCodeControls
          email={values.email}
          state={codeState}
          onStateChange={setCodeState}
          initialOtp={answered?.values.otp}
          initialMessage={answered?.codeMessage}
        />
        {text('password', 'Password', { type: 'password', autoComplete: 'new-password' })}
        {text('confirmPassword', 'Confirm Password', { type: 'password', autoComplete: 'new-password' })}
        <Field
          label="Description"
          optional
          className={styles.full}
          error={errors.description}
          render={(props) => <textarea {...props} ref={ref('description')} className={`${props.className} ${styles.textarea}`} name="description" value={values.description} onChange={change} />}
        />
      </div>
      {needsCode && (
        <p id={registerHintId} className={styles.hint}>
          {ACCOUNT_MESSAGES.emailNotVerified}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={submitting || needsCode} aria-describedby={needsCode ? registerHintId : undefined}>
        {submitting ? 'Registering...' : 'Register'}
      </button>
    </form>
  );
}
