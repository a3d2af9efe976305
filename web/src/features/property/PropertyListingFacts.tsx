import { AREA_UNIT_LABELS, completionText, PURPOSE_LABELS, type CompletionStatusName, type ListingPurposeName } from '@rules/listing.ts';
import styles from './PropertyListingFacts.module.css';

export interface PropertyListingFactsProps {
  purpose: string;
  completionStatus: string;
  handoverDate: string | null;
  /** "Dubai Marina, Dubai". */
  locationLabel: string | null;
  /** In the page's currency; null without an area. */
  pricePerArea: { sqft: string | null; sqm: string | null } | null;
}

/** What a property listing says beyond beds and baths: where, for sale or rent, completion, and its price per area. */
export function PropertyListingFacts({ purpose, completionStatus, handoverDate, locationLabel, pricePerArea }: PropertyListingFactsProps) {
  const perArea = (['sqft', 'sqm'] as const)
    .filter((unit) => pricePerArea?.[unit])
    .map((unit) => `${pricePerArea?.[unit]} per ${AREA_UNIT_LABELS[unit === 'sqft' ? 'SQFT' : 'SQM']}`);
  return (
    <div className={styles.facts}>
      {locationLabel && (
        <p className={styles.location} data-testid="property-location">
          {locationLabel}
        </p>
      )}
      <ul className={styles.tags} aria-label="Listing">
        <li className={styles.purpose} data-testid="property-purpose">
          {PURPOSE_LABELS[purpose as ListingPurposeName] ?? purpose}
        </li>
        <li className={styles.tag} data-testid="property-completion">
          {completionText(completionStatus as CompletionStatusName, handoverDate)}
        </li>
      </ul>
      {perArea.length > 0 && (
        <p className={styles.perArea} data-testid="property-price-per-area">
          {perArea.join(' · ')}
        </p>
      )}
    </div>
  );
}
