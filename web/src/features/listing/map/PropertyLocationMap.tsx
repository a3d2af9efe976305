import { useEffect, useRef } from 'react';
import { useSite } from '../../../components/context/site.tsx';
import { loadMapEngine } from './loadMapEngine.ts';
import styles from './ListingMap.module.css';
import { useT } from '../../../components/context/locale.tsx';
import { messages as detailMessages } from '../../../lib/i18n/compiled/en/detail.ts';

export interface PropertyLocationProps {
  label?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

/**
 * The property page's Location section: the place as text (rendered by the server), and a small
 * map in a box of fixed shape that loads its code only when scrolled near the screen.
 */
export function PropertyLocationSection({ label, latitude, longitude }: PropertyLocationProps) {
  const located = latitude != null && longitude != null;
  const t = useT(detailMessages);
  if (!label && !located) return null;
  return (
    <section aria-labelledby="location-heading" className={styles.locationSection}>
      <h2 id="location-heading" className={styles.locationHeading}>
        {t('detail.location')}
      </h2>
      {label && (
        <p className={styles.locationLabel} data-content>
          {label}
        </p>
      )}
      {located && <LocationFrame latitude={latitude} longitude={longitude} label={label ?? t('detail.theProperty')} />}
    </section>
  );
}

function LocationFrame({ latitude, longitude, label }: { latitude: number; longitude: number; label: string }) {
  const { mapTiles } = useSite();
  const frame = useRef<HTMLDivElement>(null);
  const t = useT(detailMessages);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let map: { destroy(): void } | null = null;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        loadMapEngine()
          .then((engine) => engine.createLocationMap(element, { latitude, longitude, label }, mapTiles))
          .then((created) => (cancelled ? created.destroy() : (map = created)))
          .catch(() => element.setAttribute('data-map-failed', ''));
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      map?.destroy();
    };
  }, [latitude, longitude, label, mapTiles]);

  return <div ref={frame} className={styles.locationFrame} role="region" aria-label={t('detail.locationOf', { label })} />;
}
