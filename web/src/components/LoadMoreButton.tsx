import styles from './LoadMoreButton.module.css';
import { useT } from '../components/context/locale.tsx';
import { messages as commonMessages } from '../lib/i18n/compiled/en/common.ts';

export function LoadMoreButton({ loading, onClick, label }: { loading: boolean; onClick: () => void; label?: string }) {
  const t = useT(commonMessages);
  return (
    <div className={styles.row}>
      <button type="button" className={styles.button} onClick={onClick} disabled={loading} aria-busy={loading}>
        {loading ? t('common.loadingMore') : (label ?? t('common.loadMore'))}
      </button>
    </div>
  );
}
