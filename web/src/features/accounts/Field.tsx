import { useId, type ReactNode } from 'react';
import styles from '../../components/AccountForms.module.css';

export interface FieldProps {
  label: string;
  /** The field's control; gets id, aria-invalid and aria-describedby from render(). */
  render: (props: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string; className: string }) => ReactNode;
  error?: string | null;
  /** A positive note under the field ("Store ID is available"). */
  note?: string | null;
  optional?: boolean;
  className?: string;
}

/** A labelled form field with its error (announced) and note, linked by aria-describedby. */
export function Field({ label, render, error, note, optional, className }: FieldProps) {
  const id = useId();
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      {render({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': `${id}-error ${id}-note`, className: styles.control })}
      <p id={`${id}-error`} className={styles.error} aria-live="polite">
        {error ?? ''}
      </p>
      <p id={`${id}-note`} className={styles.note} aria-live="polite">
        {!error && note ? note : ''}
      </p>
    </div>
  );
}
