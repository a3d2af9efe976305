import { useState } from 'react';
import { fetchQuery, graphql, useFragment, useMutation, useRelayEnvironment } from 'react-relay';
import type { RatingWidget_product$data, RatingWidget_product$key } from '../../__generated__/RatingWidget_product.graphql.ts';
import type { RatingWidgetRateMutation } from '../../__generated__/RatingWidgetRateMutation.graphql.ts';
import type { RatingWidgetViewerRatingQuery } from '../../__generated__/RatingWidgetViewerRatingQuery.graphql.ts';
import { StarIcon } from '../../components/Icons.tsx';
import { RatingDisplay } from './RatingDisplay.tsx';
import { ratedValue, rememberRating } from '../../lib/rated-products.ts';
import { useHydrated } from '../../hooks/useHydrated.ts';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';
import styles from './RatingWidget.module.css';
import { useServerText, useT } from '../../components/context/locale.tsx';
import { messages as socialMessages } from '../../lib/i18n/compiled/en/social.ts';

/**
 * The rating widget (docs/spec/storefront.md §3, §4, §9): X.X/5 with the count (N/A without an average), the
 * count per star, and five buttons until this browser has rated; then "You rated this product"
 * with the value. The server keeps one rating per visitor and answers the new aggregates.
 * The page query leaves out the viewer's own rating (so it stays shareable in the server's
 * cache); browser storage answers at once, and the server is asked only after a refused repeat.
 */
export function RatingWidget({ product: key }: { product: RatingWidget_product$key }) {
  const product = useFragment(
    graphql`
      fragment RatingWidget_product on Product {
        id
        databaseId
        rating {
          average
          count
          perStar {
            stars
            count
          }
        }
      }
    `,
    key,
  );
  const { rate, rated, submitting, error } = useRateProduct(product);
  const t = useT(socialMessages);

  return (
    <section className={styles.widget} aria-label={t('social.rating')}>
      <RatingDisplay average={product.rating.average} count={product.rating.count} />
      <StarBreakdown rating={product.rating} />
      {rated != null ? (
        <p className={styles.rated} role="status">
          {t('social.youRated')} <strong>{rated}/5</strong>
        </p>
      ) : (
        <RateButtons disabled={submitting} onRate={rate} />
      )}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

type WidgetProduct = RatingWidget_product$data;

/**
 * Rates the product once: the answer's aggregates replace the old ones and this browser remembers
 * its rating. A refused repeat (ConflictError) asks the server what this visitor rated.
 */
function useRateProduct(product: WidgetProduct) {
  const t = useT(socialMessages);
  const serverText = useServerText();
  // The server's refusal in the page's language, else the page's own words.
  const failure = (message: string | null | undefined) => (message ? serverText(message) : t('social.rateFailed'));
  const [commit, submitting] = useMutation<RatingWidgetRateMutation>(graphql`
    mutation RatingWidgetRateMutation($input: RateProductInput!) {
      rateProduct(input: $input) {
        __typename
        ... on RateProductSuccess {
          rating
          product {
            ...RatingWidget_product
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [error, setError] = useState<string | null>(null);
  const [justRated, setJustRated] = useState<number | null>(null);
  const environment = useRelayEnvironment();
  // What this browser rated is known only after hydration (the server renders the buttons).
  const hydrated = useHydrated();
  const rated = justRated ?? (hydrated ? ratedValue(product.databaseId) : null);

  function remember(value: number) {
    rememberRating(product.databaseId, value);
    setJustRated(value);
  }

  /** Rated before from this browser, but its storage was cleared: show the rating it gave. */
  function recoverRating(message: string) {
    fetchQuery<RatingWidgetViewerRatingQuery>(environment, viewerRatingQuery, { id: product.id }).subscribe({
      next: (data) => {
        const value = data.node?.rating?.viewerRating;
        if (value != null) remember(value);
        else setError(message);
      },
      error: () => setError(message),
    });
  }

  function rate(value: number) {
    setError(null);
    commit({
      variables: { input: { productId: product.id, rating: value } },
      onCompleted: ({ rateProduct }) => {
        if (rateProduct.__typename === 'RateProductSuccess') {
          remember(value);
        } else if (rateProduct.__typename === 'ConflictError') {
          recoverRating(failure(typedErrorMessage(rateProduct)));
        } else {
          setError(failure(typedErrorMessage(rateProduct)));
        }
      },
      onError: () => setError(failure(null)),
    });
  }

  return { rate, rated, submitting, error };
}

/** The count per star, five to one, with a bar of its share. */
function StarBreakdown({ rating }: { rating: WidgetProduct['rating'] }) {
  const t = useT(socialMessages);
  return (
    <ul className={styles.breakdown} aria-label={t('social.ratingsPerStar')}>
      {[...rating.perStar].reverse().map(({ stars, count }) => (
        <li key={stars}>
          <span>
            {stars} <StarIcon size={12} filled className={styles.star} />
          </span>
          <span className={styles.bar} aria-hidden>
            <span style={{ width: `${rating.count ? (count / rating.count) * 100 : 0}%` }} />
          </span>
          <span className={styles.barCount}>
            {count}
            <span className="visually-hidden"> {t('social.starCount', { count, stars })}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function RateButtons({ disabled, onRate }: { disabled: boolean; onRate: (value: number) => void }) {
  const t = useT(socialMessages);
  return (
    <div className={styles.buttons} role="group" aria-label={t('social.rateThis')}>
      {[1, 2, 3, 4, 5].map((value) => (
        <button
          key={value}
          type="button"
          className={styles.rateButton}
          disabled={disabled}
          onClick={() => onRate(value)}
          aria-label={t('social.rateStars', { stars: value })}
        >
          <StarIcon size={22} />
        </button>
      ))}
    </div>
  );
}

const viewerRatingQuery = graphql`
  query RatingWidgetViewerRatingQuery($id: ID!) {
    node(id: $id) {
      ... on Product {
        rating {
          viewerRating
        }
      }
    }
  }
`;
