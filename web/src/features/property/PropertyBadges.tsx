import { AreaIcon, BathIcon, BedIcon } from '../../components/Icons.tsx';
import styles from './PropertyBadges.module.css';
import { formatCount } from '../../lib/number-format.ts';

/** Beds, baths and area (in SQFT), each shown only when greater than 0. */
export function PropertyBadges({ beds, baths, areaSqft }: { beds: number; baths: number; areaSqft: number }) {
  const badges = [
    beds > 0 && { key: 'beds', Icon: BedIcon, text: `${beds} ${beds === 1 ? 'Bed' : 'Beds'}` },
    baths > 0 && { key: 'baths', Icon: BathIcon, text: `${baths} ${baths === 1 ? 'Bath' : 'Baths'}` },
    areaSqft > 0 && { key: 'area', Icon: AreaIcon, text: `${formatCount(areaSqft)} SQFT` },
  ].filter((badge) => badge !== false);
  if (!badges.length) return null;
  return (
    <ul className={styles.badges} aria-label="Property facts">
      {badges.map(({ key, Icon, text }) => (
        <li key={key} className={styles.badge} data-testid={`badge-${key}`}>
          <Icon size={18} />
          {text}
        </li>
      ))}
    </ul>
  );
}
