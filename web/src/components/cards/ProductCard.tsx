import { Link } from 'react-router-dom';
import { graphql, useFragment } from 'react-relay';
import { FallbackImage } from '../../components/FallbackImage.tsx';
import { IMAGE_SIZES } from '../../lib/responsive-image.ts';
import fallbackImage from '../../assets/image-placeholder.svg';
import type { ProductCard_product$data, ProductCard_product$key } from '../../__generated__/ProductCard_product.graphql.ts';
import { PriceTag, type PriceTagProps } from './PriceTag.tsx';
import { areaIn, type AreaUnitName, type CompletionStatusName, type ListingPurposeName, type RentPeriodName } from '@rules/listing.ts';
import { FavouriteButton } from '../favourites/FavouriteButton.tsx';
import { StockNote } from '../StockNote.tsx';
import styles from './ProductCard.module.css';
import { formatCount } from '../../lib/number-format.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages as commonMessages } from '../../lib/i18n/compiled/en/common.ts';
import { messages as rulesMessages } from '../../lib/i18n/compiled/en/rules.ts';
import { areaUnitLabel, cardAreaUnitLabel, completionTextIn, purposeLabel, rentSuffixIn } from '../../lib/rule-labels.ts';

export type ProductCardVariant = 'tile' | 'listing';

export interface ProductCardProps {
  product: ProductCard_product$key;
  /** tile: image, name, price (home, search, suggestions); listing: adds "Price: $" and "Category: " lines. */
  variant?: ProductCardVariant;
  /** The name's heading level: one below the heading of the list (h2 under a page's h1). */
  headingLevel?: 'h2' | 'h3';
  /** The image's `sizes`: the width the card takes in its grid (default: a four-column grid). */
  imageSizes?: string;
  /** Among the first cards of a listing at the top of its page: its image may be the LCP. */
  priority?: boolean;
  /** The unit a property's area is shown in (the fragment's `areaUnit` argument asks its price per area in it). */
  areaUnit?: AreaUnitName;
}

/** A product or property in a grid or slider, linking to its detail page. */
export function ProductCard({ product, variant = 'tile', headingLevel: Heading = 'h3', imageSizes = IMAGE_SIZES.gridFour, priority = false, areaUnit = 'SQFT' }: ProductCardProps) {
  const t = useT(commonMessages);
  const data = useFragment(
    graphql`
      fragment ProductCard_product on Product
      @argumentDefinitions(currency: { type: "CurrencyCode", defaultValue: USD }, areaUnit: { type: "AreaUnit", defaultValue: SQFT }) {
        id
        name
        path
        catalogue
        featureImage {
          url(variant: CARD)
          srcSet
        }
        price(currency: $currency) {
          amount
          currency
        }
        discountedPrice(currency: $currency) {
          amount
        }
        category {
          name
        }
        realEstateDetails {
          beds
          baths
          areaSqft
          purpose
          rentPeriod
          completionStatus
          handoverDate
          pricePerArea(currency: $currency, unit: $areaUnit) {
            formatted
          }
        }
        location {
          label
        }
        stock
        lowStockThreshold
      }
    `,
    product,
  );

  const details = data.realEstateDetails;
  const purpose = details?.purpose as ListingPurposeName | undefined;
  const rules = useT(rulesMessages);
  const per = rentSuffixIn(rules, purpose, details?.rentPeriod as RentPeriodName | null | undefined);
  return (
    <article className={`${styles.card} ${styles[variant]}`}>
      <Link to={data.path} className={styles.link}>
        <div className={styles.media}>
          <FallbackImage src={data.featureImage.url} srcSet={data.featureImage.srcSet} sizes={imageSizes} priority={priority} fallbackSrc={fallbackImage} alt={data.name} width={600} height={450} className={styles.image} />
          {variant === 'tile' && data.catalogue === 'REAL_ESTATE' && <span className={styles.tag}>{t('common.propertyTag')}</span>}
          {variant === 'listing' && details && <span className={styles.tag}>{purpose && purposeLabel(rules, purpose)}</span>}
        </div>
        <div className={styles.body}>
          <Heading className={styles.name} data-content>{data.name}</Heading>
          {variant === 'listing' ? (
            <>
              <p className={styles.line}>
                {t('common.price')} <CardPrice price={data.price} discountedAmount={data.discountedPrice?.amount} per={per} />
              </p>
              <p className={`${styles.line} ${styles.muted}`}>{t('common.category', { name: data.category.name })}</p>
            </>
          ) : (
            <p className={styles.line}>
              <CardPrice price={data.price} discountedAmount={data.discountedPrice?.amount} per={per} />
            </p>
          )}
          <StockNote stock={data.stock} lowStockThreshold={data.lowStockThreshold} />
          {details && variant === 'listing' && <ListingFacts details={details} locationLabel={data.location?.label} areaUnit={areaUnit} />}
        </div>
      </Link>
      <FavouriteButton listing={{ id: data.id, name: data.name, path: data.path }} />
    </article>
  );
}

/** The price (struck through when discounted) and a rent's period. */
function CardPrice({ price, discountedAmount, per }: { price: { amount: PriceTagProps['amount']; currency: string }; discountedAmount: PriceTagProps['discountedAmount']; per: string }) {
  // USD keeps the spec's "$1,234"; another currency (a listing's or the favourites page's choice) shows its code.
  const prefix = price.currency === 'USD' ? '$' : `${price.currency} `;
  return (
    <>
      <PriceTag amount={price.amount} discountedAmount={discountedAmount} prefix={prefix} />
      {per && <span className={styles.per}>{per}</span>}
    </>
  );
}

type CardDetails = NonNullable<ProductCard_product$data['realEstateDetails']>;

/** A property's lines on a listing page: beds, baths and area, place, completion and price per area. */
function ListingFacts({ details, locationLabel, areaUnit }: { details: CardDetails; locationLabel: string | null | undefined; areaUnit: AreaUnitName }) {
  const rules = useT(rulesMessages);
  return (
    <>
      <PropertyFacts beds={details.beds} baths={details.baths} area={areaIn(details.areaSqft, areaUnit)} unit={areaUnit} />
      {locationLabel && <p className={`${styles.line} ${styles.muted}`} data-testid="card-location" data-content>{locationLabel}</p>}
      <p className={`${styles.line} ${styles.muted}`}>
        {completionTextIn(rules, details.completionStatus as CompletionStatusName, details.handoverDate as string | null)}
        {details.pricePerArea && (
          <span data-testid="card-price-per-area">
            {' · '}
            {details.pricePerArea.formatted}/{areaUnitLabel(rules, areaUnit)}
          </span>
        )}
      </p>
    </>
  );
}

function PropertyFacts({ beds, baths, area, unit }: { beds: number; baths: number; area: number; unit: AreaUnitName }) {
  const rules = useT(rulesMessages);
  const facts = [beds > 0 && rules('rules.beds', { count: beds }), baths > 0 && rules('rules.baths', { count: baths }), area > 0 && `${formatCount(area)} ${cardAreaUnitLabel(rules, unit)}`].filter(Boolean);
  if (!facts.length) return null;
  return (
    <p className={`${styles.line} ${styles.muted}`} data-testid="card-facts">
      {facts.join(' · ')}
    </p>
  );
}
