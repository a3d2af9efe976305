import styles from '../../components/admin.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardVendors.ts';

/** An error alert that stays until replaced or dismissed with its × button. */
export function DismissibleError({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  const t = useT(messages);
  if (!message) return null;
  return (
    <p role="alert" className={styles.error}>
      {message}
      <button type="button" className={styles.dismiss} aria-label={t('dashboardVendors.dismiss')} onClick={onDismiss}>
        ×
      </button>
    </p>
  );
}
