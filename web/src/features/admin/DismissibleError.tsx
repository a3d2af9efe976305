import styles from '../../components/admin.module.css';

/** An error alert that stays until replaced or dismissed with its × button. */
export function DismissibleError({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.error}>
      {message}
      <button type="button" className={styles.dismiss} aria-label="Dismiss" onClick={onDismiss}>
        ×
      </button>
    </p>
  );
}
