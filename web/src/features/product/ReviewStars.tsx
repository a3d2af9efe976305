import { StarIcon } from '../../components/Icons.tsx';
import styles from './ReviewStars.module.css';

/** Review stars: as many filled stars as reviews (up to 5), with the count in words. */
export function ReviewStars({ count }: { count: number }) {
  const filled = Math.min(Math.max(count, 0), 5);
  const label = `${count} ${count === 1 ? 'review' : 'reviews'}`;
  return (
    <p className={styles.stars}>
      <span role="img" aria-label={label} className={styles.icons}>
        {Array.from({ length: 5 }, (_, i) => (
          <StarIcon key={i} size={18} filled={i < filled} className={i < filled ? styles.on : styles.off} />
        ))}
      </span>
      <span className={styles.count} aria-hidden>
        ({label})
      </span>
    </p>
  );
}
