import { useState, type ReactNode } from 'react';
import buttons from './Button.module.css';
import styles from './SecretShownOnce.module.css';

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
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      onError('Copying was refused by the browser: select the text and copy it by hand.');
    }
  }
  return (
    <section className={styles.secret} aria-label={label}>
      <p>{children}</p>
      <code data-testid={testId}>{secret}</code>
      <div className={styles.actions}>
        <button type="button" className={buttons.primary} onClick={() => void copy()}>
          {copied ? 'Copied' : copyLabel}
        </button>
        <button type="button" className={buttons.secondary} onClick={onClose}>
          {doneLabel}
        </button>
      </div>
    </section>
  );
}
