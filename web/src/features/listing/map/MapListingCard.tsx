import { Link } from 'react-router-dom';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CurrencyCode, MapListingCardQuery } from '../../../__generated__/MapListingCardQuery.graphql.ts';
import { FallbackImage } from '../../../components/FallbackImage.tsx';
import fallbackImage from '../../../assets/image-placeholder.svg';
import { rentSuffix, type ListingPurposeName, type RentPeriodName } from '@rules/listing.ts';
import styles from './ListingMap.module.css';
import { useT } from '../../../components/context/locale.tsx';
import { messages as mapMessages } from '../../../lib/i18n/compiled/en/map.ts';

/**
 * The card of the marker clicked: read when opened (node(id:)), so the map's points stay a few
 * numbers each, however many there are.
 */
export function MapListingCard({ id, currency, onClose }: { id: string; currency: CurrencyCode; onClose: () => void }) {
  const t = useT(mapMessages);
  const { node } = useLazyLoadQuery<MapListingCardQuery>(
    graphql`
      query MapListingCardQuery($id: ID!, $currency: CurrencyCode!) {
        node(id: $id) {
          ... on Product {
            name
            path
            featureImage {
              url(variant: CARD)
            }
            price(currency: $currency) {
              formatted
            }
            realEstateDetails {
              beds
              baths
              purpose
              rentPeriod
            }
            location {
              label
            }
          }
        }
      }
    `,
    { id, currency },
  );
  if (!node?.path) return null;
  const details = node.realEstateDetails;
  const facts = details ? [details.beds > 0 && t('map.beds', { count: details.beds }), details.baths > 0 && t('map.baths', { count: details.baths })].filter(Boolean).join(' · ') : '';
  return (
    <article className={styles.cardBody} aria-label={node.name ?? undefined}>
      <FallbackImage src={node.featureImage?.url ?? fallbackImage} fallbackSrc={fallbackImage} alt="" width={160} height={120} className={styles.cardImage} />
      <div className={styles.cardText}>
        <p className={styles.cardPrice}>
          {node.price?.formatted}
          {details && rentSuffix(details.purpose as ListingPurposeName, details.rentPeriod as RentPeriodName | null)}
        </p>
        <h3 className={styles.cardName} data-content>
          <Link to={node.path}>{node.name}</Link>
        </h3>
        {facts && <p className={styles.cardLine}>{facts}</p>}
        {node.location?.label && <p className={styles.cardLine}>{node.location.label}</p>}
      </div>
      <button type="button" className={styles.cardClose} onClick={onClose} aria-label={t('map.closeCard')}>
        ×
      </button>
    </article>
  );
}

export function MapListingCardLoading() {
  const t = useT(mapMessages);
  return (
    <p className={styles.cardBody} role="status">
      {t('map.cardLoading')}
    </p>
  );
}
