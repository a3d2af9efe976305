import type { ReactNode } from 'react';
import { Dialog } from './Dialog.tsx';
import buttons from '../Button.module.css';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Runs the action; the caller closes the dialog when it is done. */
  onConfirm: () => void;
  /** While the action runs: both buttons disabled, and Escape or an outside click do not close. */
  busy: boolean;
  /** Why the last try failed, shown above the buttons. */
  error?: string | null;
  confirmLabel?: string;
  busyLabel?: string;
  /** The confirm button in the danger colour. */
  danger?: boolean;
  /** What the action needs asked first (a reason, a date), between the description and the buttons. */
  children?: ReactNode;
  /** The action cannot run yet (a required answer is missing). */
  confirmDisabled?: boolean;
}

/** "Are you sure?" before an action that cannot be undone: Cancel and the action's button. */
export function ConfirmDialog({ open, onOpenChange, title, description, onConfirm, busy, error, confirmLabel = 'Delete', busyLabel = 'Deleting...', danger, children, confirmDisabled }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={title} description={description}>
      {children}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={() => onOpenChange(false)} disabled={busy}>
          Cancel
        </button>
        <button type="button" className={danger ? `${buttons.primary} ${styles.danger}` : buttons.primary} onClick={onConfirm} disabled={busy || confirmDisabled} aria-busy={busy}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
