import { useState, type FormEvent } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { forgetPersonalData } from './forgetPersonalData.ts';
import { useNavigate } from 'react-router-dom';
import type { LoginFormMutation } from '../../__generated__/LoginFormMutation.graphql.ts';
import { ACCOUNT_MESSAGES, EMAIL_MESSAGES, EMAIL_PATTERN } from '@rules/index.ts';
import { saveToken } from '../../lib/browser-session.ts';
import { Field } from './Field.tsx';
import { errorOf } from '../../lib/mutation-result.ts';
import styles from '../../components/AccountForms.module.css';
import { usePageForm } from '../../components/context/page-form.tsx';
import { PAGE_FORM_FLAGS, PAGE_FORM_PATHS } from '@rules/index.ts';
import { DASHBOARD_ROOT } from '../../lib/dashboard-urls.ts';
import { useLocalizedPath, useT, useServerText } from '../../components/context/locale.tsx';
import { messages as accountMessages } from '../../lib/i18n/compiled/en/account.ts';

type Errors = { email?: string; password?: string; form?: string };

/** docs/spec/vendor-admin.md §5 Login: the client's checks before anything is sent. */
export function validateLogin(email: string, password: string): Errors {
  const errors: Errors = {};
  if (!email.trim()) errors.email = EMAIL_MESSAGES.required;
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = EMAIL_MESSAGES.invalid;
  if (!password) errors.password = ACCOUNT_MESSAGES.passwordRequired;
  return errors;
}

/**
 * Email and password; on success the token is stored and the dashboard opens. Posted before the
 * script has run, the server logs in (http/page-forms.ts) and answers with the same errors.
 */
export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const answered = usePageForm('login');
  const t = useT(accountMessages);
  const formText = useServerText();
  const localized = useLocalizedPath();
  const [email, setEmail] = useState(answered?.values.email ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>(() => ({ ...answered?.errors, form: answered?.message?.text }));
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const [commit, busy] = useMutation<LoginFormMutation>(graphql`
    mutation LoginFormMutation($input: LoginInput!) {
      login(input: $input) {
        __typename
        ... on LoginSession {
          token
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          field
        }
      }
    }
  `);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateLogin(email, password);
    setErrors(found);
    if (found.email || found.password) return;
    commit({
      variables: { input: { email: email.trim(), password } },
      onCompleted: ({ login }) => {
        if (login.__typename === 'LoginSession' && login.token) {
          saveToken(login.token);
          forgetPersonalData(environment);
          navigate(DASHBOARD_ROOT);
          return;
        }
        const failure = errorOf(login, 'LoginSession');
        setErrors(failure?.field === 'email' || failure?.field === 'password' ? { [failure.field]: failure.message } : { form: failure?.message });
      },
      onError: () => setErrors({ form: 'An error occurred during login.' }),
    });
  }

  return (
    <form method="post" action={localized(PAGE_FORM_PATHS.login)} className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      {errors.form && (
        <p className={styles.alert} role="alert">
          {formText(errors.form)}
        </p>
      )}
      <Field
        label={t('account.email')}
        error={errors.email}
        render={(props) => <input {...props} type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
      />
      <Field
        label={t('account.password')}
        error={errors.password}
        render={(props) => <input {...props} type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
      />
      <button type="submit" className={styles.submit} disabled={busy}>
        {busy ? t('account.loggingIn') : t('account.login')}
      </button>
      <ForgotPasswordLink onClick={onForgotPassword} />
    </form>
  );
}

/** A link, so it opens the forgot-password flow without the script too (?forgot=1); with it, the page switches in place. */
function ForgotPasswordLink({ onClick }: { onClick: () => void }) {
  const t = useT(accountMessages);
  const localized = useLocalizedPath();
  return (
    <a
      href={localized(`${PAGE_FORM_PATHS.login}?${PAGE_FORM_FLAGS.forgotPassword}=1`)}
      role="button"
      className={styles.linkButton}
      onClick={(event) => {
        event.preventDefault();
        onClick();
      }}
    >
      {t('account.forgotLink')}
    </a>
  );
}
