import { useTransition, type ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import type { MediaGrid_query$key, MediaGrid_query$data } from '../../__generated__/MediaGrid_query.graphql.ts';
import { LoadMoreButton } from '../../components/LoadMoreButton.tsx';
import { useRefetchOnChange } from '../../hooks/useRefetchOnChange.ts';
import styles from './media.module.css';
import { useT } from '../context/locale.tsx';
import { messages as uploadMessages } from '../../lib/i18n/compiled/en/dashboardMediaUpload.ts';

export const MEDIA_PAGE_SIZE = 48;
export const MEDIA_CONNECTION_KEY = 'MediaGrid_myMedia';
/** The media library connection in the Relay store (for @deleteEdge / @prependNode). */
export const mediaConnectionId = () => ConnectionHandler.getConnectionID(ROOT_ID, MEDIA_CONNECTION_KEY);

export type MediaTile = MediaGrid_query$data['myMedia']['edges'][number]['node'];

export interface MediaGridProps {
  query: MediaGrid_query$key;
  /** Called when a tile's picture is clicked (open it, or pick it). */
  onOpen: (asset: MediaTile) => void;
  /** Shown before the tiles (the "Add Media" tile). */
  leading?: ReactNode;
  /** Marks picked tiles (aria-pressed) when the grid is used as a picker. */
  isSelected?: (asset: MediaTile) => boolean;
  /** Extra controls under a tile (e.g. Delete). */
  tileActions?: (asset: MediaTile) => ReactNode;
  /** Show the owner's store name (the admin sees every vendor's images). */
  showStore?: boolean;
  /** Shown when the library is empty and nothing leads the tiles (default: "No images yet."). */
  emptyText?: string;
  /** Change it (e.g. a counter) to reload the list from the server, newest first (after an upload). */
  reloadToken?: number;
}

/**
 * The media library as tiles, newest first (thumbnail variant), with Load more. Spread
 * `...MediaGrid_query` in a page query; reuse it as an image picker with `isSelected`.
 */
export function MediaGrid({ query, onOpen, leading, isSelected, tileActions, showStore, emptyText, reloadToken = 0 }: MediaGridProps) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment MediaGrid_query on Query
      @refetchable(queryName: "MediaGridRefetchQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 48 }, cursor: { type: "String" }) {
        myMedia(first: $count, after: $cursor) @connection(key: "MediaGrid_myMedia") {
          edges {
            node {
              id
              fileName
              originalName
              url
              createdAt
              image {
                thumb: url(variant: THUMB)
                card: url(variant: CARD)
              }
              vendor {
                storeName
              }
            }
          }
        }
      }
    `,
    query,
  );
  const [, startTransition] = useTransition();
  const t = useT(uploadMessages);
  useRefetchOnChange(reloadToken, () => refetch({ count: MEDIA_PAGE_SIZE, cursor: null }, { fetchPolicy: 'network-only' }));
  const edges = data.myMedia.edges;
  return (
    <>
      <ul className={styles.grid} aria-label={t('dashboardMediaUpload.library')}>
        {leading && <li className={styles.tile}>{leading}</li>}
        {edges.map(({ node }) => (
          <li key={node.id} className={styles.tile}>
            <button
              type="button"
              className={styles.tileButton}
              onClick={() => onOpen(node)}
              aria-pressed={isSelected ? isSelected(node) : undefined}
              aria-label={t('dashboardMediaUpload.open', { name: node.originalName })}
            >
              <img src={node.image.thumb} alt={node.originalName} loading="lazy" width={200} height={200} />
            </button>
            {(showStore || tileActions) && (
              <div className={styles.tileFooter}>
                {showStore && <span className={styles.store}>{node.vendor.storeName}</span>}
                {tileActions?.(node)}
              </div>
            )}
          </li>
        ))}
      </ul>
      {!edges.length && !leading && <p className={styles.empty}>{emptyText ?? t('dashboardMediaUpload.empty')}</p>}
      {hasNext && <LoadMoreButton loading={isLoadingNext} onClick={() => startTransition(() => void loadNext(MEDIA_PAGE_SIZE))} />}
    </>
  );
}
