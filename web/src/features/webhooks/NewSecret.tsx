import { useState } from 'react';
import buttons from '../../components/Button.module.css';
import styles from './Webhooks.module.css';

/** A new signing secret, shown once (the server never lists it), until the owner says it is kept. */
export function NewSecret({ secret, onClose, onError }: { secret: string; onClose: () => void; onError: (message: string | null) => void }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      onError('Copying was refused by the browser: select the secret and copy it by hand.');
    }
  }
  return (
    <section className={styles.secret} aria-label="Signing secret">
      <p>
        <strong>Signing secret</strong>: shown this once. Keep it in your receiver to verify the <code>webhook-signature</code> header.
      </p>
      <code data-testid="webhook-secret">{secret}</code>
      <div className={styles.secretActions}>
        <button type="button" className={buttons.primary} onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy secret'}
        </button>
        <button type="button" className={buttons.secondary} onClick={onClose}>
          Done, I have kept it
        </button>
      </div>
    </section>
  );
}
