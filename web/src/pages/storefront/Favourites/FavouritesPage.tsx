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
import { useT } from '../../../components/context/locale.tsx';
import { brandTypeLabelIn } from '../../../lib/rule-labels.ts';
import { messages as favouritesMessages } from '../../../lib/i18n/compiled/en/favourites.ts';
import { messages as brandsMessages } from '../../../lib/i18n/compiled/en/brands.ts';
import styles from './FavouritesPage.module.css';

const CURRENCY_OPTIONS = CURRENCY_CODES.map((code) => ({ value: code as CurrencyCode, label: code }));

/**
 * /favourites: the listings this browser saved, loaded by their global ids at their current prices
 * in the chosen currency. The server renders the page's frame; the list is the browser's and
 * loads after hydration.
 */
export default function FavouritesPage() {
  const t = useT(favouritesMessages);
  return (
    // The browser's own list: kept out of search results (and out of the sitemap; robots.txt disallows it).
    <PageShell heading={t('favourites.heading')} meta={{ description: t('favourites.description'), noindex: true }}>
      <BrowserOnly fallback={<LoadingText>{t('favourites.loading')}</LoadingText>}>
        <SavedListings />
      </BrowserOnly>
    </PageShell>
  );
}

function SavedListings() {
  const { entries, remove, clear } = useFavourites();
  const t = useT(favouritesMessages);
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
        <p className={styles.count}>{t('favourites.count', { count: entries.length })}</p>
        <Select label={t('favourites.currency')} value={currency} options={CURRENCY_OPTIONS} onValueChange={(next) => startTransition(() => setCurrency(next))} />
        <button type="button" className={buttons.secondary} onClick={clear}>
          {t('favourites.clearAll')}
        </button>
      </div>
      <SectionBoundary message={t('favourites.failed')} onRetry={() => setRetries((n) => n + 1)} resetKey={retries} loading={<LoadingText>{t('favourites.loading')}</LoadingText>}>
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
  const t = useT(favouritesMessages);
  return (
    <article className={styles.gone} aria-label={entry.name}>
      <h3 className={styles.goneName} data-content>
        {entry.name}
      </h3>
      <p className={styles.goneText}>{t('favourites.gone')}</p>
      <button type="button" className={buttons.secondary} onClick={onRemove} aria-label={t('favourites.removeNamed', { name: entry.name })}>
        {t('favourites.remove')}
      </button>
    </article>
  );
}

function EmptyFavourites() {
  const t = useT(favouritesMessages);
  const tBrands = useT(brandsMessages);
  return (
    <div className={styles.empty}>
      <p className={styles.emptyText}>{t('favourites.empty')}</p>
      <div className={styles.emptyLinks}>
        <Link to="/real-estate" className={buttons.primary}>
          {t('favourites.browse', { catalogue: brandTypeLabelIn(tBrands, 'REAL_ESTATE') })}
        </Link>
        <Link to="/home-products" className={buttons.secondary}>
          {t('favourites.browse', { catalogue: brandTypeLabelIn(tBrands, 'HOME_PRODUCTS') })}
        </Link>
      </div>
    </div>
  );
}
