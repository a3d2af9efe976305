import { useId, useState, type MouseEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { EmailCodeControlsSendMutation } from '../../__generated__/EmailCodeControlsSendMutation.graphql.ts';
import type { EmailCodeControlsVerifyMutation } from '../../__generated__/EmailCodeControlsVerifyMutation.graphql.ts';
import { errorOf } from '../../lib/mutation-result.ts';
import styles from '../../components/AccountForms.module.css';
import { ACCOUNT_MESSAGES, REGISTRATION_STEPS } from '@rules/index.ts';
import { useHydrated } from '../../hooks/useHydrated.ts';
import { useServerText, useT } from '../../components/context/locale.tsx';
import { messages as registrationMessages } from '../../lib/i18n/compiled/en/registration.ts';

/** docs/spec/vendor-admin.md §4: not sent, sent (button disabled, reads OTP Sent), verified (reads OTP Verified). */
export type CodeState = 'idle' | 'sent' | 'verified';

export interface EmailCodeControlsProps {
  email: string;
  state: CodeState;
  onStateChange: (state: CodeState) => void;
  /** The code and the step's message as the server answered a post made before the script ran. */
  initialOtp?: string;
  initialMessage?: { text: string; ok: boolean };
}

/**
 * The registration's email code: Send OTP, then the code and Verify OTP, with the docs/spec/vendor-admin.md §8 messages.
 * Until the page is hydrated both buttons submit the form with their step (`step=send-code`,
 * `step=verify-code`) and the server answers them (http/page-forms.ts); after, they are plain
 * buttons that call the API, so Enter in a field still means Register (the form's first submit
 * button would otherwise be Send OTP).
 */
export function EmailCodeControls({ email, state, onStateChange, initialOtp = '', initialMessage }: EmailCodeControlsProps) {
  const id = useId();
  const t = useT(registrationMessages);
  const formText = useServerText();
  const hydrated = useHydrated();
  const stepButton = (step: string) => (hydrated ? ({ type: 'button' } as const) : ({ type: 'submit', name: 'step', value: step, formNoValidate: true } as const));
  const [otp, setOtp] = useState(initialOtp);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(initialMessage ?? null);
  const { sendCode, verifyCode, sending, verifying } = useEmailCode({ email, otp, onStateChange, setMessage, emailForCode: t('registration.emailForCode'), verifyFailed: t('registration.verifyFailed') });

  return (
    <div className={styles.field} role="group" aria-labelledby={`${id}-title`}>
      <span id={`${id}-title`} className={styles.label}>
        {t('registration.emailVerification')}
      </span>
      <div className={styles.inline}>
        {/* What the server shows: the code's progress travels with a post made before the script ran. */}
        <input type="hidden" name="codeState" value={state} />
        <button {...stepButton(REGISTRATION_STEPS.sendCode)} className={styles.small} onClick={sendCode} disabled={state !== 'idle' || sending} data-done={state !== 'idle'}>
          {state === 'idle' ? (sending ? t('registration.sending') : t('registration.sendOtp')) : t('registration.otpSent')}
        </button>
      </div>
      {state !== 'idle' && (
        <>
          <label className={styles.label} htmlFor={`${id}-otp`}>
            {t('registration.otp')}
          </label>
          <div className={styles.inline}>
            <input
              id={`${id}-otp`}
              className={styles.control}
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={otp}
              onChange={(e) => setOtp(e.target.value)}
              disabled={state === 'verified'}
            />
            <button {...stepButton(REGISTRATION_STEPS.verifyCode)} className={styles.small} onClick={verifyCode} disabled={state === 'verified' || verifying} data-done={state === 'verified'}>
              {state === 'verified' ? t('registration.otpVerified') : verifying ? t('registration.verifying') : t('registration.verifyOtp')}
            </button>
          </div>
          {state === 'sent' && (
            // The spec keeps Send OTP disabled once sent; a code can still expire or be used up.
            <button type="button" className={styles.linkButton} onClick={() => { onStateChange('idle'); setOtp(''); setMessage(null); }}>
              {t('registration.newCode')}
            </button>
          )}
        </>
      )}
      <p className={message?.ok ? styles.note : styles.error} role={message?.ok ? 'status' : 'alert'}>
        {message ? formText(message.text) : ''}
      </p>
    </div>
  );
}

/** Send OTP and Verify OTP over the API, with the docs/spec/vendor-admin.md §8 messages. */
function useEmailCode(props: { email: string; otp: string; onStateChange: (state: CodeState) => void; setMessage: (message: { text: string; ok: boolean } | null) => void; emailForCode: string; verifyFailed: string }) {
  const { email, otp, onStateChange, setMessage, emailForCode, verifyFailed } = props;
  const [send, sending] = useMutation<EmailCodeControlsSendMutation>(graphql`
    mutation EmailCodeControlsSendMutation($input: SendRegistrationCodeInput!) {
      sendRegistrationCode(input: $input) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const [verify, verifying] = useMutation<EmailCodeControlsVerifyMutation>(graphql`
    mutation EmailCodeControlsVerifyMutation($input: VerifyEmailCodeInput!) {
      verifyEmailCode(input: $input) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);

  function sendCode(event: MouseEvent) {
    // A tap while the page hydrates: the script answers it, not a post.
    event.preventDefault();
    if (!email.trim()) return setMessage({ text: emailForCode, ok: false });
    setMessage(null);
    send({
      variables: { input: { email: email.trim() } },
      onCompleted: ({ sendRegistrationCode: result }) => {
        const failure = errorOf(result, 'EmailCodeSent');
        if (failure) return setMessage({ text: failure.message || ACCOUNT_MESSAGES.codeNotSent, ok: false });
        onStateChange('sent');
        setMessage({ text: ACCOUNT_MESSAGES.codeSent, ok: true });
      },
      onError: () => setMessage({ text: ACCOUNT_MESSAGES.codeNotSent, ok: false }),
    });
  }

  function verifyCode(event: MouseEvent) {
    event.preventDefault();
    if (!otp.trim()) return setMessage({ text: ACCOUNT_MESSAGES.codeRequired, ok: false });
    setMessage(null);
    verify({
      variables: { input: { email: email.trim(), code: otp.trim(), purpose: 'REGISTRATION' } },
      onCompleted: ({ verifyEmailCode: result }) => {
        const failure = errorOf(result, 'EmailCodeVerified');
        if (failure) return setMessage({ text: failure.message || ACCOUNT_MESSAGES.wrongCode, ok: false });
        onStateChange('verified');
        setMessage({ text: ACCOUNT_MESSAGES.codeVerified, ok: true });
      },
      onError: () => setMessage({ text: verifyFailed, ok: false }),
    });
  }

  return { sendCode, verifyCode, sending, verifying };
}
