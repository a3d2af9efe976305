import { AreaIcon, BathIcon, BedIcon } from '../../components/Icons.tsx';
import styles from './PropertyBadges.module.css';
import { formatCount } from '../../lib/number-format.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages as detailMessages } from '../../lib/i18n/compiled/en/detail.ts';

/** Beds, baths and area (in SQFT), each shown only when greater than 0. */
export function PropertyBadges({ beds, baths, areaSqft }: { beds: number; baths: number; areaSqft: number }) {
  const t = useT(detailMessages);
  const badges = [
    beds > 0 && { key: 'beds', Icon: BedIcon, text: t('detail.bedBadge', { count: beds }) },
    baths > 0 && { key: 'baths', Icon: BathIcon, text: t('detail.bathBadge', { count: baths }) },
    areaSqft > 0 && { key: 'area', Icon: AreaIcon, text: t('detail.areaBadge', { area: formatCount(areaSqft) }) },
  ].filter((badge) => badge !== false);
  if (!badges.length) return null;
  return (
    <ul className={styles.badges} aria-label={t('detail.propertyFacts')}>
      {badges.map(({ key, Icon, text }) => (
        <li key={key} className={styles.badge} data-testid={`badge-${key}`}>
          <Icon size={18} />
          {text}
        </li>
      ))}
    </ul>
  );
}
