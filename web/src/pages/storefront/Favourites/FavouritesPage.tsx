import { useEffect, useState, useTransition } from 'react';
import { Link } from 'react-router-dom';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CurrencyCode, FavouritesPageQuery } from '../../../__generated__/FavouritesPageQuery.graphql.ts';
import { PageShell } from '../../../components/PageShell.tsx';
import { BrowserOnly } from '../../../components/BrowserOnly.tsx';
import { LoadingText } from '../../../components/StatusText.tsx';
import { SectionBoundary } from '../../../components/SectionBoundary.tsx';
import { Select } from '../../../components/ui/Select.tsx';
import buttons from '../../../components/Button.module.css';
import { ProductCard } from '../../../components/cards/ProductCard.tsx';
import { CARD_GRID_IMAGE_SIZES, CardGrid } from '../../../components/cards/CardGrid.tsx';
import { useFavourites } from '../../../components/favourites/useFavourites.ts';
import { CURRENCY_CODES } from '../../../lib/price.ts';
import type { Favourite } from '../../../lib/favourites.ts';
import { CATALOGUE_LABELS } from '@rules/index.ts';
import styles from './FavouritesPage.module.css';

/** The browser's own list: kept out of search results (and out of the sitemap; robots.txt disallows it). */
const FAVOURITES_META = { description: 'The homes and home products you saved, at their current prices.', noindex: true };

export const LISTING_GONE_TEXT = 'This listing is no longer available';

const CURRENCY_OPTIONS = CURRENCY_CODES.map((code) => ({ value: code as CurrencyCode, label: code }));

/**
 * /favourites: the listings this browser saved, loaded by their global ids at their current prices
 * in the chosen currency. The server renders the page's frame; the list is the browser's and
 * loads after hydration.
 */
export default function FavouritesPage() {
  return (
    <PageShell heading="Favourites" meta={FAVOURITES_META}>
      <BrowserOnly fallback={<LoadingText>Loading your favourites...</LoadingText>}>
        <SavedListings />
      </BrowserOnly>
    </PageShell>
  );
}

function SavedListings() {
  const { entries, remove, clear } = useFavourites();
  const [currency, setCurrency] = useState<CurrencyCode>('USD');
  // The ids asked for: those saved when the page opened, and again whenever one is added (another
  // tab, a heart here). A removal needs no request: the answer already has the rest.
  const [requested, setRequested] = useState(() => entries.map((entry) => entry.id));
  const [retries, setRetries] = useState(0);
  const [isPending, startTransition] = useTransition();
  useEffect(() => {
    if (entries.some((entry) => !requested.includes(entry.id))) startTransition(() => setRequested(entries.map((entry) => entry.id)));
  }, [entries, requested]);

  if (!entries.length) return <EmptyFavourites />;
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count}>{entries.length === 1 ? '1 saved listing' : `${entries.length} saved listings`}</p>
        <Select label="Currency" value={currency} options={CURRENCY_OPTIONS} onValueChange={(next) => startTransition(() => setCurrency(next))} />
        <button type="button" className={buttons.secondary} onClick={clear}>
          Clear all
        </button>
      </div>
      <SectionBoundary message="Failed to fetch your favourites" onRetry={() => setRetries((n) => n + 1)} resetKey={retries} loading={<LoadingText>Loading your favourites...</LoadingText>}>
        <div aria-busy={isPending} className={styles.results}>
          <FavouriteListings entries={entries} ids={requested} currency={currency} fetchKey={retries} onRemove={remove} />
        </div>
      </SectionBoundary>
    </>
  );
}

function FavouriteListings({ entries, ids, currency, fetchKey, onRemove }: { entries: readonly Favourite[]; ids: string[]; currency: CurrencyCode; fetchKey: number; onRemove: (id: string) => void }) {
  const { nodes } = useLazyLoadQuery<FavouritesPageQuery>(
    graphql`
      query FavouritesPageQuery($ids: [ID!]!, $currency: CurrencyCode!) {
        nodes(ids: $ids) {
          id
          ...ProductCard_product @arguments(currency: $currency) @alias(as: "card")
        }
      }
    `,
    { ids, currency },
    // Prices change: what the store holds shows at once, and the server's answer replaces it.
    { fetchPolicy: fetchKey ? 'network-only' : 'store-and-network', fetchKey },
  );
  // `nodes` answers in the order asked, null for a listing that is gone or off the storefront.
  const found = new Map(ids.map((id, index) => [id, nodes[index]]));
  const shown = entries.filter((entry) => found.has(entry.id));
  return (
    <CardGrid columns="three">
      {shown.map((entry) => {
        const node = found.get(entry.id);
        return (
          <li key={entry.id}>
            {node?.card ? <ProductCard product={node.card} imageSizes={CARD_GRID_IMAGE_SIZES.three} /> : <GoneListing entry={entry} onRemove={() => onRemove(entry.id)} />}
          </li>
        );
      })}
    </CardGrid>
  );
}

/** A favourite no longer on the storefront (deleted, or its store closed): its saved name and a way out. */
function GoneListing({ entry, onRemove }: { entry: Favourite; onRemove: () => void }) {
  return (
    <article className={styles.gone} aria-label={entry.name}>
      <h3 className={styles.goneName}>{entry.name}</h3>
      <p className={styles.goneText}>{LISTING_GONE_TEXT}</p>
      <button type="button" className={buttons.secondary} onClick={onRemove} aria-label={`Remove ${entry.name} from favourites`}>
        Remove
      </button>
    </article>
  );
}

function EmptyFavourites() {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyText}>You have not saved any listings yet. Tap the heart on a listing to keep it here.</p>
      <div className={styles.emptyLinks}>
        <Link to="/real-estate" className={buttons.primary}>
          Browse {CATALOGUE_LABELS.REAL_ESTATE}
        </Link>
        <Link to="/home-products" className={buttons.secondary}>
          Browse {CATALOGUE_LABELS.HOME_PRODUCTS}
        </Link>
      </div>
    </div>
  );
}
