import { useId, useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { ConfirmEmailChangeMutation } from '../../__generated__/ConfirmEmailChangeMutation.graphql.ts';
import { errorOf } from '../../lib/mutation-result.ts';
import buttons from '../../components/Button.module.css';
import styles from '../../components/AccountForms.module.css';
import { ACCOUNT_MESSAGES } from '@rules/index.ts';
import { useServerText, useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardProfile.ts';
import { textAround } from '../../lib/i18n/around.ts';

export interface ConfirmEmailChangeProps {
  /** The new address the code was mailed to. */
  pendingEmail: string;
  onConfirmed: (email: string) => void;
}

/**
 * A new e-mail takes effect only with the code mailed to it (so a typo or a stolen session cannot
 * move the account to another mailbox); until then the old address stays.
 */
export function ConfirmEmailChange({ pendingEmail, onConfirmed }: ConfirmEmailChangeProps) {
  const t = useT(messages);
  const serverText = useServerText();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirm, confirming] = useMutation<ConfirmEmailChangeMutation>(graphql`
    mutation ConfirmEmailChangeMutation($input: ConfirmEmailChangeInput!) {
      confirmEmailChange(input: $input) {
        __typename
        ... on ConfirmEmailChangeSuccess {
          message
          vendor {
            id
            email
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!code.trim()) return setError(serverText(ACCOUNT_MESSAGES.codeRequired));
    confirm({
      variables: { input: { code: code.trim() } },
      onCompleted: ({ confirmEmailChange: result }) => {
        const failure = errorOf(result, 'ConfirmEmailChangeSuccess');
        if (failure) return setError(serverText(failure.message));
        onConfirmed(result.vendor?.email ?? pendingEmail);
      },
      onError: () => setError(t('dashboardProfile.codeFailed')),
    });
  }

  const [beforeEmail, afterEmail] = textAround((mark) => t('dashboardProfile.codeSent', { email: mark }));
  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate aria-busy={confirming}>
      <p role="status">
        {beforeEmail}
        <strong dir="ltr">{pendingEmail}</strong>
        {afterEmail}
      </p>
      <label htmlFor={id}>{t('dashboardProfile.code')}</label>
      <input id={id} name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
      {error && <p role="alert">{error}</p>}
      <button type="submit" className={buttons.primary} disabled={confirming}>
        {t('dashboardProfile.confirmEmail')}
      </button>
    </form>
  );
}
