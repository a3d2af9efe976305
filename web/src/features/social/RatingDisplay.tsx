import { StarIcon } from '../../components/Icons.tsx';
import styles from './RatingDisplay.module.css';

/** "4.5/5 (12 ratings)", or "N/A" without an average. Rating buttons come with the rating work. */
export function RatingDisplay({ average, count }: { average: number | null | undefined; count: number }) {
  return (
    <p className={styles.rating}>
      <StarIcon size={20} filled className={styles.star} />
      {average == null ? (
        <span className={styles.value}>N/A</span>
      ) : (
        <>
          <span className={styles.value}>{average.toFixed(1)}/5</span>
          <span className={styles.count}>
            ({count} {count === 1 ? 'rating' : 'ratings'})
          </span>
        </>
      )}
    </p>
  );
}
