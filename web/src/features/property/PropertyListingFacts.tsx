import type { CompletionStatusName } from '@rules/listing.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages as rulesMessages } from '../../lib/i18n/compiled/en/rules.ts';
import { areaUnitLabel, completionTextIn, purposeLabel } from '../../lib/rule-labels.ts';
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
  const rules = useT(rulesMessages);
  const perArea = (['sqft', 'sqm'] as const)
    .filter((unit) => pricePerArea?.[unit])
    .map((unit) => rules('rules.perArea', { price: pricePerArea?.[unit] ?? '', unit: areaUnitLabel(rules, unit === 'sqft' ? 'SQFT' : 'SQM') }));
  return (
    <div className={styles.facts}>
      {locationLabel && (
        <p className={styles.location} data-testid="property-location">
          {locationLabel}
        </p>
      )}
      <ul className={styles.tags} aria-label={rules('rules.listingTags')}>
        <li className={styles.purpose} data-testid="property-purpose">
          {purposeLabel(rules, purpose)}
        </li>
        <li className={styles.tag} data-testid="property-completion">
          {completionTextIn(rules, completionStatus as CompletionStatusName, handoverDate)}
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
