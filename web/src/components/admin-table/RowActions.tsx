import { useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import styles from './AdminTable.module.css';
import { useDashboardConfirmLabels } from '../../hooks/useDashboardConfirmLabels.ts';

/** The last cell of an admin table's row: its buttons side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <td>
      <div className={styles.actions}>{children}</div>
    </td>
  );
}

/** A row's button; `danger` for one that deletes or revokes. */
export function RowButton({ danger = false, className, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { danger?: boolean }) {
  return <button type="button" {...props} className={`${styles.action} ${danger ? styles.danger : ''} ${className ?? ''}`} />;
}

/** What a confirmed action is told when it ends: `close` after success, `fail` keeps the dialog open with the reason. */
export interface ConfirmedRun {
  close: () => void;
  fail: (message: string) => void;
}

export interface ConfirmedRowActionProps {
  /** The row button's text, and its accessible name ("Delete SUMMER10"). */
  label: string;
  ariaLabel: string;
  title: string;
  description: string;
  run: (outcome: ConfirmedRun) => void;
  busy: boolean;
  /** The row button's and the dialog's texts while it runs. */
  busyLabel?: string;
  confirmLabel?: string;
  /** False hides the button (the action no longer applies, a key once revoked) while its dialog finishes closing. */
  offered?: boolean;
}

/**
 * A row's destructive action (Delete, Revoke): the button opens "Are you sure?" and the action
 * runs from there. Deletes and revokes of every admin table go through here.
 */
export function ConfirmedRowAction({ label, ariaLabel, title, description, run, busy, busyLabel, confirmLabel = label, offered = true }: ConfirmedRowActionProps) {
  const kit = useDashboardConfirmLabels();
  const runningLabel = busyLabel ?? kit.busyLabel;
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) setError(null);
  };
  return (
    <>
      {offered && (
        <RowButton danger onClick={() => setOpen(true)} disabled={busy} aria-label={ariaLabel}>
          {busy ? runningLabel : label}
        </RowButton>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={changeOpen}
        title={title}
        description={description}
        onConfirm={() => run({ close: () => changeOpen(false), fail: setError })}
        busy={busy}
        error={error}
        confirmLabel={confirmLabel}
        busyLabel={runningLabel}
        cancelLabel={kit.cancelLabel}
      />
    </>
  );
}
