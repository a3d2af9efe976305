import styles from './LoadMoreButton.module.css';

export function LoadMoreButton({ loading, onClick, label = 'Load more' }: { loading: boolean; onClick: () => void; label?: string }) {
  return (
    <div className={styles.row}>
      <button type="button" className={styles.button} onClick={onClick} disabled={loading} aria-busy={loading}>
        {loading ? 'Loading…' : label}
      </button>
    </div>
  );
}
