import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { ForgotPasswordFlowRequestMutation } from '../../__generated__/ForgotPasswordFlowRequestMutation.graphql.ts';
import type { ForgotPasswordFlowVerifyMutation } from '../../__generated__/ForgotPasswordFlowVerifyMutation.graphql.ts';
import type { ForgotPasswordFlowResetMutation } from '../../__generated__/ForgotPasswordFlowResetMutation.graphql.ts';
import { FormShell, SubmitButton, type FormNote } from '../../components/form/FormShell.tsx';
import { Field } from './Field.tsx';
import { errorOf } from '../../lib/mutation-result.ts';
import styles from '../../components/AccountForms.module.css';
import { usePageForm } from '../../components/context/page-form.tsx';
import { PAGE_FORM_FIELD, PAGE_FORM_PATHS, type PasswordResetStep } from '@rules/index.ts';
import { useLocalizedPath, useT, useServerText } from '../../components/context/locale.tsx';
import { messages as accountMessages } from '../../lib/i18n/compiled/en/account.ts';

type Step = PasswordResetStep;

export interface ForgotPasswordFlowProps {
  /** After the reset: back to the login form with the server's message. */
  onDone: (message: string) => void;
  onBack: () => void;
}

const SUBMIT_LABELS = { email: 'account.sendOtp', otp: 'account.verifyOtp', reset: 'account.resetPassword' } as const satisfies Record<Step, keyof typeof accountMessages>;

/**
 * docs/spec/vendor-admin.md §2/§4: email, then the mailed code, then the new password. Each step shows the server's
 * message, else the spec's fallback (Something went wrong!, Invalid OTP!, Failed to reset password!).
 * Before the script has run, each step posts to the login page (form=forgot-password) and the
 * server answers with the next step (http/page-forms.ts); the step, the email and the reset token
 * travel in hidden fields, never in an address.
 */
export function ForgotPasswordFlow({ onDone, onBack }: ForgotPasswordFlowProps) {
  const answered = usePageForm('forgot-password');
  const t = useT(accountMessages);
  const formText = useServerText();
  const localized = useLocalizedPath();
  const [step, setStep] = useState<Step>(answered?.resetStep ?? 'email');
  const [email, setEmail] = useState(answered?.values.email ?? '');
  const [otp, setOtp] = useState('');
  const [newPassword, setNewPassword] = useState('');
  // Handed out by the verified code; the reset must carry it (knowing the e-mail is not enough).
  const [resetToken, setResetToken] = useState(answered?.resetToken ?? '');
  const [error, setError] = useState<string | null>(answered?.message && !answered.message.ok ? answered.message.text : null);
  const [info, setInfo] = useState<string | null>(answered?.message?.ok ? answered.message.text : null);
  const [send, busy] = usePasswordResetSteps({ setError, setInfo, setStep, setResetToken, onDone });
  const note: FormNote | null = error ? { text: formText(error), ok: false } : info ? { text: formText(info), ok: true } : null;

  const submitButton = (
    <>
      <SubmitButton className={styles.submit} busy={busy} label={t(SUBMIT_LABELS[step])} busyLabel={t(SUBMIT_LABELS[step])} />
      <a
        href={localized(PAGE_FORM_PATHS.login)}
        role="button"
        className={styles.linkButton}
        onClick={(event) => {
          event.preventDefault();
          onBack();
        }}
      >
        {t('account.backToLogin')}
      </a>
    </>
  );
  return (
    <FormShell action={localized(PAGE_FORM_PATHS['forgot-password'])} className={styles.form} onSubmit={() => send(step, { email: email.trim(), otp: otp.trim(), newPassword, resetToken })} busy={busy} note={note} noteClass={{ error: styles.alert, ok: styles.banner }} submit={submitButton}>
      <input type="hidden" name={PAGE_FORM_FIELD} value="forgot-password" />
      <input type="hidden" name="resetStep" value={step} />
      {step !== 'email' && <input type="hidden" name="email" value={email} />}
      {step === 'reset' && <input type="hidden" name="resetToken" value={resetToken} />}
      {step === 'email' && <Field label={t('account.email')} render={(props) => <input {...props} type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />} />}
      {step === 'otp' && (
        <Field label={t('account.otp')} render={(props) => <input {...props} name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={otp} onChange={(e) => setOtp(e.target.value)} autoFocus />} />
      )}
      {step === 'reset' && (
        <Field label={t('account.newPassword')} render={(props) => <input {...props} type="password" name="newPassword" autoComplete="new-password" value={newPassword} onChange={(e) => setNewPassword(e.target.value)} autoFocus />} />
      )}
    </FormShell>
  );
}

interface StepOutcomes {
  setError: (message: string | null) => void;
  setInfo: (message: string | null) => void;
  setStep: (step: Step) => void;
  setResetToken: (token: string) => void;
  onDone: (message: string) => void;
}

/** The three steps' mutations: each answer shows its message (or the spec's fallback) and moves to the next step. */
function usePasswordResetSteps({ setError, setInfo, setStep, setResetToken, onDone }: StepOutcomes): [(step: Step, typed: { email: string; otp: string; newPassword: string; resetToken: string }) => void, boolean] {
  const [request, requesting] = useMutation<ForgotPasswordFlowRequestMutation>(graphql`
    mutation ForgotPasswordFlowRequestMutation($input: RequestPasswordResetInput!) {
      requestPasswordReset(input: $input) {
        __typename
        ... on PasswordResetRequested {
          message
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [verify, verifying] = useMutation<ForgotPasswordFlowVerifyMutation>(graphql`
    mutation ForgotPasswordFlowVerifyMutation($input: VerifyEmailCodeInput!) {
      verifyEmailCode(input: $input) {
        __typename
        ... on EmailCodeVerified {
          message
          resetToken
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [reset, resetting] = useMutation<ForgotPasswordFlowResetMutation>(graphql`
    mutation ForgotPasswordFlowResetMutation($input: ResetPasswordInput!) {
      resetPassword(input: $input) {
        __typename
        ... on PasswordResetDone {
          message
        }
        ... on Error {
          message
        }
      }
    }
  `);

  function send(step: Step, { email, otp, newPassword, resetToken }: { email: string; otp: string; newPassword: string; resetToken: string }) {
    setError(null);
    if (step === 'email') {
      request({
        variables: { input: { email } },
        onCompleted: ({ requestPasswordReset: result }) => {
          const failure = errorOf(result, 'PasswordResetRequested');
          if (failure) return setError(failure.message);
          setInfo(result.message ?? null);
          setStep('otp');
        },
        onError: () => setError('Something went wrong!'),
      });
    } else if (step === 'otp') {
      verify({
        variables: { input: { email, code: otp, purpose: 'PASSWORD_RESET' } },
        onCompleted: ({ verifyEmailCode: result }) => {
          const failure = errorOf(result, 'EmailCodeVerified');
          if (failure) return setError(failure.message || 'Invalid OTP!');
          setInfo(result.message ?? null);
          setResetToken(result.resetToken ?? '');
          setStep('reset');
        },
        onError: () => setError('Invalid OTP!'),
      });
    } else {
      reset({
        variables: { input: { email: email, newPassword, resetToken } },
        onCompleted: ({ resetPassword: result }) => {
          const failure = errorOf(result, 'PasswordResetDone');
          if (failure) return setError(failure.message || 'Failed to reset password!');
          onDone(result.message ?? 'Password has been reset.');
        },
        onError: () => setError('Failed to reset password!'),
      });
    }
  }

  return [send, requesting || verifying || resetting];
}
