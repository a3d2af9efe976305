import { CheckIcon } from '../../components/Icons.tsx';
import styles from './AmenitiesList.module.css';

export function AmenitiesList({ amenities }: { amenities: readonly string[] }) {
  const items = amenities.map((a) => a.trim()).filter(Boolean);
  if (!items.length) return null;
  return (
    <section aria-labelledby="amenities-heading" className={styles.section}>
      <h2 id="amenities-heading" className={styles.heading}>
        Amenities
      </h2>
      <ul className={styles.list}>
        {items.map((amenity) => (
          <li key={amenity} className={styles.item}>
            <CheckIcon size={18} className={styles.icon} />
            {amenity}
          </li>
        ))}
      </ul>
    </section>
  );
}
