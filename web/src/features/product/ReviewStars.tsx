import { StarIcon } from '../../components/Icons.tsx';
import styles from './ReviewStars.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages as detailMessages } from '../../lib/i18n/compiled/en/detail.ts';

/** How much of each of the five stars is filled for an average, to the nearest half star. */
export function starFills(average: number | null | undefined): number[] {
  const halves = Math.round(Math.min(Math.max(average ?? 0, 0), 5) * 2);
  return Array.from({ length: 5 }, (_, i) => Math.min(Math.max(halves - 2 * i, 0), 2) / 2);
}

/**
 * Review stars: the average rating to the nearest half star, with the number of reviews beside
 * them (the spec's numberOfReviews). The spec's client filled one star per review, so 20 ratings
 * averaging 3.5 showed five full stars (docs/decisions/review-stars-show-average-typed.md).
 */
export function ReviewStars({ average, count }: { average: number | null | undefined; count: number }) {
  const t = useT(detailMessages);
  const reviews = t('detail.reviews', { count });
  const label = average == null || count === 0 ? t('detail.noRatings', { reviews }) : t('detail.rated', { average: average.toFixed(1), reviews });
  return (
    <p className={styles.stars}>
      <span role="img" aria-label={label} className={styles.icons}>
        {starFills(count === 0 ? null : average).map((fill, i) => (
          <span key={i} className={styles.star} data-fill={fill}>
            <StarIcon size={18} className={styles.off} />
            {fill > 0 && (
              <span className={styles.fill} style={{ width: `${fill * 100}%` }}>
                <StarIcon size={18} filled className={styles.on} />
              </span>
            )}
          </span>
        ))}
      </span>
      <span className={styles.count} aria-hidden>
        ({reviews})
      </span>
    </p>
  );
}
