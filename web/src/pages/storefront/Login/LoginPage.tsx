import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ACCOUNT_MESSAGES, PAGE_FORM_FLAGS } from '@rules/index.ts';
import { usePageForm } from '../../../components/context/page-form.tsx';
import { useFlashMessage } from '../../../hooks/useFlashMessage.ts';
import { PageShell } from '../../../components/PageShell.tsx';
import { useSuccessBanner } from '../../../hooks/useSuccessBanner.ts';
import { LoginForm } from '../../../features/accounts/LoginForm.tsx';
import styles from '../../../components/AccountForms.module.css';
import { useT, useServerText } from '../../../components/context/locale.tsx';
import { messages as accountMessages } from '../../../lib/i18n/compiled/en/account.ts';

// The forgot-password flow (and the form kit it is built with) is no part of the login page's first
// load (npm run budget:web): the server renders it when it is open (?forgot=1, or a step it answered),
// its HTML stays while its code arrives, fetched as soon as the login page's code runs.
const loadForgotPasswordFlow = () => import('../../../features/accounts/ForgotPasswordFlow.tsx');
const ForgotPasswordFlow = lazy(async () => ({ default: (await loadForgotPasswordFlow()).ForgotPasswordFlow }));
if (typeof window !== 'undefined') void loadForgotPasswordFlow();

/**
 * /login: the login form, or the forgot-password flow (docs/spec/vendor-admin.md §2); a banner for a passed message.
 * Without the script, /login?forgot=1 opens the flow, and a step the server answered shows it.
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  const t = useT(accountMessages);
  const formText = useServerText();
  const forgotAnswered = usePageForm('forgot-password');
  const [mode, setMode] = useState<'login' | 'forgot'>(() => (forgotAnswered || params.get(PAGE_FORM_FLAGS.forgotPassword) === '1' ? 'forgot' : 'login'));
  const passedMessage = useSuccessBanner();
  const [resetMessage, setResetMessage] = useFlashMessage();
  // A registration or a password reset posted without the script lands here with ?registered=1 or ?reset=1 (http/page-forms.ts).
  const answeredMessage =
    params.get(PAGE_FORM_FLAGS.registered) === '1' ? ACCOUNT_MESSAGES.registered : params.get(PAGE_FORM_FLAGS.passwordReset) === '1' ? ACCOUNT_MESSAGES.passwordResetDone : null;
  const banner = resetMessage ?? passedMessage ?? (mode === 'login' ? answeredMessage : null);
  const heading = mode === 'login' ? t('account.loginTitle') : t('account.forgotTitle');

  function resetDone(message: string) {
    setMode('login');
    setResetMessage(message);
  }

  return (
    <PageShell heading={heading} meta={{ description: t('account.loginDescription'), noindex: true }}>
      <div className={styles.card}>
        {banner && (
          <p className={styles.banner} role="status">
            {formText(banner)}
          </p>
        )}
        {mode === 'login' ? (
          <LoginForm onForgotPassword={() => setMode('forgot')} />
        ) : (
          <Suspense fallback={null}>
            <ForgotPasswordFlow onDone={resetDone} onBack={() => setMode('login')} />
          </Suspense>
        )}
      </div>
    </PageShell>
  );
}
