import { CheckIcon } from '../../components/Icons.tsx';
import styles from './AmenitiesList.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages as propertyMessages } from '../../lib/i18n/compiled/en/property.ts';

export function AmenitiesList({ amenities }: { amenities: readonly string[] }) {
  const t = useT(propertyMessages);
  const items = amenities.map((a) => a.trim()).filter(Boolean);
  if (!items.length) return null;
  return (
    <section aria-labelledby="amenities-heading" className={styles.section}>
      <h2 id="amenities-heading" className={styles.heading}>
        {t('property.amenities')}
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
