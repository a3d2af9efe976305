import type { ReactNode } from 'react';
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
 */
export function ConfirmDialog({ open, onOpenChange, title, description, onConfirm, busy, error, confirmLabel = 'Delete', busyLabel = 'Deleting...', danger = true, children, confirmDisabled }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialog.overlay} />
        <AlertDialog.Content className={dialog.content}>
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
              Cancel
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
