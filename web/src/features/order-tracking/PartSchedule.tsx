import { graphql, useFragment } from 'react-relay';
import type { PartSchedule_part$key } from '../../__generated__/PartSchedule_part.graphql.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages as trackingMessages } from '../../lib/i18n/compiled/en/tracking.ts';
import styles from '../../components/orders/OrderTracking.module.css';

/**
 * When and how a part reaches the shopper: a viewing's time on the store's clock with its zone
 * said (issue 37 part 3), or its date; a shipped part's carrier and number, linked to the
 * carrier's own tracking page where one is known (issue 37 part 4).
 */
export function PartSchedule({ part }: { part: PartSchedule_part$key }) {
  const t = useT(trackingMessages);
  const { viewingDate, viewingTime, viewingTimeZone, shipment } = useFragment(
    graphql`
      fragment PartSchedule_part on OrderPart {
        viewingDate
        viewingTime
        viewingTimeZone
        shipment {
          carrier
          trackingNumber
          trackingUrl
        }
      }
    `,
    part,
  );
  const date = viewingDate ? String(viewingDate) : null;
  return (
    <>
      {date && <p className={styles.contact}>{viewingTime && viewingTimeZone ? t('tracking.viewingAt', { date, time: viewingTime, zone: viewingTimeZone }) : t('tracking.viewingOn', { date })}</p>}
      {shipment && (
        <p className={styles.contact} data-testid="part-shipment">
          {[shipment.carrier && t('tracking.carrier', { carrier: shipment.carrier }), shipment.trackingNumber && t('tracking.trackingNumber', { number: shipment.trackingNumber })].filter(Boolean).join(' · ')}
          {shipment.trackingUrl && (
            <>
              {' · '}
              <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                {t('tracking.trackParcel')}
              </a>
            </>
          )}
        </p>
      )}
    </>
  );
}
