import { useRef, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import buttons from '../Button.module.css';
import dialog from './Dialog.module.css';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Says what will be deleted (or done), in words the reader recognises: a name, a count. */
  description: string;
  /** Runs the action; the caller closes the dialog when it is done. */
  onConfirm: () => void;
  /** While the action runs: both buttons disabled, and Escape does not close. */
  busy: boolean;
  /** Why the last try failed, shown above the buttons. */
  error?: string | null;
  confirmLabel?: string;
  busyLabel?: string;
  /** The safe button's text (a translated page passes its own). */
  cancelLabel?: string;
  /** The confirm button in the danger colour. Deletes are destructive unless said otherwise. */
  danger?: boolean;
  /** What the action needs asked first (a reason, a date), between the description and the buttons. */
  children?: ReactNode;
  /** The action cannot run yet (a required answer is missing). */
  confirmDisabled?: boolean;
}

/**
 * "Are you sure?" before an action that cannot be undone: radix's AlertDialog, so it is a modal
 * `alertdialog` an outside click never dismisses, focus starts on Cancel (the safe choice, as the
 * WAI-ARIA pattern asks) and returns to the button that opened it.
 *
 * It is opened from state, not from an AlertDialog.Trigger, so radix has no trigger to focus on
 * close and focus fell to the page (issue 32). The element focused when it opened is remembered
 * and focused again on close, without scrolling: a button at the end of a table that scrolls
 * sideways would otherwise pull the table's first columns out of sight.
 */
export function ConfirmDialogPanel({ open, onOpenChange, title, description, onConfirm, busy, error, confirmLabel = 'Delete', busyLabel = 'Deleting...', cancelLabel = 'Cancel', danger = true, children, confirmDisabled }: ConfirmDialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialog.overlay} />
        <AlertDialog.Content
          className={dialog.content}
          // Runs before radix moves focus into the dialog: the active element is still the opener.
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            // The opener may be gone (a step that is done removes its button): then focus stays put.
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus({ preventScroll: true });
            opener.current = null;
          }}
        >
          <AlertDialog.Title className={dialog.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={dialog.description}>{description}</AlertDialog.Description>
          {children}
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <AlertDialog.Cancel className={buttons.secondary} disabled={busy}>
              {cancelLabel}
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes at once, and the dialog stays while the action runs. */}
            <button type="button" className={danger ? `${buttons.primary} ${styles.danger}` : buttons.primary} onClick={onConfirm} disabled={busy || confirmDisabled} aria-busy={busy}>
              {busy ? busyLabel : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
