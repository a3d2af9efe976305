import { StarIcon } from '../../components/Icons.tsx';
import styles from './RatingDisplay.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages as socialMessages } from '../../lib/i18n/compiled/en/social.ts';

/** "4.5/5 (12 ratings)", or "N/A" without an average. Rating buttons come with the rating work. */
export function RatingDisplay({ average, count }: { average: number | null | undefined; count: number }) {
  const t = useT(socialMessages);
  return (
    <p className={styles.rating}>
      <StarIcon size={20} filled className={styles.star} />
      {average == null ? (
        <span className={styles.value}>{t('social.notRated')}</span>
      ) : (
        <>
          <span className={styles.value}>{average.toFixed(1)}/5</span>
          <span className={styles.count}>{t('social.ratingCount', { count })}</span>
        </>
      )}
    </p>
  );
}
