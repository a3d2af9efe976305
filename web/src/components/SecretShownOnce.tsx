import { useState, type ReactNode } from 'react';
import buttons from './Button.module.css';
import styles from './SecretShownOnce.module.css';
import { useT } from './context/locale.tsx';
import { messages } from '../lib/i18n/compiled/en/dashboardAdmin.ts';

export interface SecretShownOnceProps {
  /** The region's accessible name, e.g. "Signing secret". */
  label: string;
  /** What the secret is and why it is shown only now. */
  children: ReactNode;
  secret: string;
  testId: string;
  copyLabel: string;
  doneLabel: string;
  onClose: () => void;
  onError: (message: string | null) => void;
}

/**
 * A secret the server keeps no readable copy of for this screen again (an API key, a webhook's
 * signing secret): shown once with a copy button until the user says it is kept.
 */
export function SecretShownOnce({ label, children, secret, testId, copyLabel, doneLabel, onClose, onError }: SecretShownOnceProps) {
  const t = useT(messages);
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      onError(t('dashboardAdmin.copyRefused'));
    }
  }
  return (
    <section className={styles.secret} aria-label={label}>
      <p>{children}</p>
      <code data-testid={testId}>{secret}</code>
      <div className={styles.actions}>
        <button type="button" className={buttons.primary} onClick={() => void copy()}>
          {copied ? t('dashboardAdmin.copied') : copyLabel}
        </button>
        <button type="button" className={buttons.secondary} onClick={onClose}>
          {doneLabel}
        </button>
      </div>
    </section>
  );
}
