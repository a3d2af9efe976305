import { useId, useState, type ChangeEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { RegistrationFormMutation } from '../../__generated__/RegistrationFormMutation.graphql.ts';
import {
  ACCOUNT_MESSAGES,
  brandTypeFromText,
  normalizeStoreId,
  REGISTRATION_FIELDS,
  storeIdAsTyped,
  validateRegistration,
  type RegistrationField,
  type RegistrationValues,
} from '@rules/index.ts';
import { FormShell, SubmitButton } from '../../components/form/FormShell.tsx';
import { useForm, type Form } from '../../components/form/useForm.ts';
import { EmailCodeControls, type CodeState } from './EmailCodeControls.tsx';
import { RegistrationFields } from './RegistrationFields.tsx';
import { useAvailabilityChecks } from './useAvailabilityChecks.ts';
import styles from '../../components/AccountForms.module.css';
import { usePageForm } from '../../components/context/page-form.tsx';
import { PAGE_FORM_PATHS } from '@rules/index.ts';
import { useServerText, useT } from '../../components/context/locale.tsx';
import { messages as registrationMessages } from '../../lib/i18n/compiled/en/registration.ts';
import type { Translate } from '../../lib/i18n/translator.ts';

const EMPTY = Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, ''])) as RegistrationValues;
export const REGISTERED_MESSAGE = ACCOUNT_MESSAGES.registered;

/** The registration's own fields among what the server sent back. */
const pick = (values: Record<string, string> | undefined): Partial<RegistrationValues> =>
  Object.fromEntries(REGISTRATION_FIELDS.filter((field) => typeof values?.[field] === 'string').map((field) => [field, values![field]]));

/**
 * The vendor registration form of docs/spec/vendor-admin.md §2 and §5, with the email code step. Before the script has
 * run its three buttons post to the server (http/page-forms.ts), which renders the form again with
 * what was typed (never the password), the code's progress and its messages.
 */
export function RegistrationForm() {
  const answered = usePageForm('registration');
  const t = useT(registrationMessages);
  const formText = useServerText();
  const form = useForm<RegistrationValues>({
    initial: () => ({ ...EMPTY, ...pick(answered?.values) }),
    initialErrors: answered?.errors,
    validate: validateRegistration,
    order: REGISTRATION_FIELDS,
    normalize: (field, text) => (field === 'storeId' ? storeIdAsTyped(text) : text),
  });
  const checks = useAvailabilityChecks(form);
  const [codeState, setCodeState] = useState<CodeState>(answered?.codeState ?? 'idle');
  const [formError, setFormError] = useState<string | null>(answered?.message?.text ?? null);
  const [register, submitting] = useRegisterVendor(form, setFormError, t);
  const registerHintId = useId();
  // Issue 32: Register waits for the email's code (the server refuses an unverified email anyway),
  // and says so where a screen reader reads the button.
  const needsCode = codeState !== 'verified';

  function change(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
    form.change(event);
    if (event.target.name === 'storeId') checks.forgetStoreId();
    if (event.target.name === 'email') {
      checks.forgetEmail();
      // A code proves one address: a changed email needs a new one.
      setCodeState('idle');
    }
  }

  async function submit() {
    setFormError(null);
    if (!form.check()) return;
    if (!(await checks.checkStoreId())) return form.focus('storeId');
    if (needsCode) return setFormError(ACCOUNT_MESSAGES.emailNotVerified);
    register(form.values);
  }

  const emailCode = <EmailCodeControls email={form.values.email} state={codeState} onStateChange={setCodeState} initialOtp={answered?.values.otp} initialMessage={answered?.codeMessage} />;
  const submitButton = (
    <>
      {needsCode && (
        <p id={registerHintId} className={styles.hint}>
          {formText(ACCOUNT_MESSAGES.emailNotVerified)}
        </p>
      )}
      <SubmitButton className={styles.submit} busy={submitting} disabled={needsCode} describedBy={needsCode ? registerHintId : undefined} label={t('registration.register')} busyLabel={t('registration.registering')} />
    </>
  );
  return (
    <FormShell action={PAGE_FORM_PATHS.registration} className={styles.form} onSubmit={submit} busy={submitting} note={formError ? { text: formText(formError), ok: false } : null} noteClass={{ error: styles.alert }} submit={submitButton}>
      <RegistrationFields form={form} change={change} checks={checks} emailCode={emailCode} />
    </FormShell>
  );
}

/** Sends the registration; on success, the login page with its message, else the server's error on its field. */
function useRegisterVendor(form: Form<RegistrationValues>, setFormError: (message: string) => void, t: Translate<keyof typeof registrationMessages>): [(values: RegistrationValues) => void, boolean] {
  const navigate = useNavigate();
  const formText = useServerText();
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
  const register = ({ brandType, ...rest }: RegistrationValues) =>
    commit({
      variables: { input: { ...rest, storeId: normalizeStoreId(rest.storeId), brandType: brandTypeFromText(brandType)! } },
      onCompleted: ({ registerVendor: result }) => {
        if (result.__typename === 'VendorRegistered') {
          navigate('/login', { state: { message: REGISTERED_MESSAGE } });
          return;
        }
        const message = ('message' in result && result.message) || t('registration.failed');
        const field = 'field' in result ? (result.field as RegistrationField | null | undefined) : null;
        setFormError(t('registration.error', { message: formText(message) }));
        if (field && (REGISTRATION_FIELDS as readonly string[]).includes(field)) form.fail(field, message);
      },
      onError: () => setFormError(t('registration.offline')),
    });
  return [register, submitting];
}
