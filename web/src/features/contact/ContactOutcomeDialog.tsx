import { AlertDialog } from 'radix-ui';
import styles from './ContactForm.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages as contactMessages } from '../../lib/i18n/compiled/en/contact.ts';

export type Outcome = 'success' | 'failure';

// The success text is rules/contact.ts CONTACT_MESSAGES.sent, which the no-script answer shows too (forms.messageSent).
const OUTCOME_TEXT = {
  success: { title: 'contact.success', description: 'contact.sent' },
  failure: { title: 'contact.oops', description: 'contact.failed' },
} as const satisfies Record<Outcome, { title: keyof typeof contactMessages; description: keyof typeof contactMessages }>;

/** docs/spec/storefront.md §5: Success! or Oops... after the contact form is sent, closed with OK. */
export function ContactOutcomeDialog({ open, onOpenChange, outcome, returnFocusTo }: { open: boolean; onOpenChange: (open: boolean) => void; outcome: Outcome; returnFocusTo: () => HTMLElement | null }) {
  const t = useT(contactMessages);
  const text = OUTCOME_TEXT[outcome];
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content
          className={styles.dialog}
          data-outcome={outcome}
          onCloseAutoFocus={(event) => {
            // No trigger button to return to: go back to the form.
            event.preventDefault();
            returnFocusTo()?.focus();
          }}
        >
          <span className={`${styles.dialogIcon} ${outcome === 'success' ? styles.dialogIconSuccess : styles.dialogIconFailure}`}>
            {outcome === 'success' ? (
              <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            ) : (
              <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M12 7v6M12 16.5v.5" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
              </svg>
            )}
          </span>
          <AlertDialog.Title className={styles.dialogTitle}>{t(text.title)}</AlertDialog.Title>
          <AlertDialog.Description className={styles.dialogText}>{t(text.description)}</AlertDialog.Description>
          {/* Cancel, not Action: AlertDialog moves focus to its Cancel button when it opens. */}
          <AlertDialog.Cancel className={styles.dialogButton}>{t('contact.ok')}</AlertDialog.Cancel>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
