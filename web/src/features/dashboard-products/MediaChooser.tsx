import { useTransition } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import type { MediaChooserQuery } from '../../__generated__/MediaChooserQuery.graphql.ts';
import type { MediaChooser_query$key } from '../../__generated__/MediaChooser_query.graphql.ts';
import { EmptyText } from '../../components/StatusText.tsx';
import { LoadMoreButton } from '../../components/LoadMoreButton.tsx';
import type { PickedImage } from './pickedImage.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages as formMessages } from '../../lib/i18n/compiled/en/dashboardProductForm.ts';
import styles from './ImagePicker.module.css';

const MEDIA_CONNECTION_KEY = 'MediaChooser_myMedia';
/** The All Images list in the Relay store (uploads are prepended to it). */
export const mediaChooserConnectionId = () => ConnectionHandler.getConnectionID(ROOT_ID, MEDIA_CONNECTION_KEY);
const PAGE_SIZE = 48;

/** All Images: the store's media library, newest first; a click selects or unselects an image. */
export function MediaChooser({ selected, onToggle }: { selected: PickedImage[]; onToggle: (image: PickedImage) => void }) {
  const t = useT(formMessages);
  const root = useLazyLoadQuery<MediaChooserQuery>(
    graphql`
      query MediaChooserQuery {
        ...MediaChooser_query
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment MediaChooser_query on Query
      @refetchable(queryName: "MediaChooserPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 48 }, cursor: { type: "String" }) {
        myMedia(first: $count, after: $cursor) @connection(key: "MediaChooser_myMedia") {
          edges {
            node {
              id
              fileName
              originalName
              image {
                url(variant: THUMB)
              }
            }
          }
        }
      }
    `,
    root as MediaChooser_query$key,
  );
  const [, startTransition] = useTransition();
  const edges = data.myMedia.edges;
  if (!edges.length) return <EmptyText>{t('dashboardProductForm.chooserEmpty')}</EmptyText>;

  return (
    <>
      <ul className={styles.grid}>
        {edges.map(({ node }) => {
          const position = selected.findIndex((s) => s.reference === node.fileName);
          return (
            <li key={node.id}>
              <button
                type="button"
                className={styles.tile}
                aria-pressed={position >= 0}
                aria-label={position >= 0 ? t('dashboardProductForm.chosenImage', { name: node.originalName, position: position + 1 }) : node.originalName}
                onClick={() => onToggle({ reference: node.fileName, url: node.image.url })}
              >
                <img src={node.image.url} alt="" loading="lazy" width={200} height={150} />
                {position >= 0 && <span className={styles.check}>{position + 1}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      {hasNext && (
        <LoadMoreButton
          loading={isLoadingNext}
          onClick={() =>
            startTransition(() => {
              loadNext(PAGE_SIZE);
            })
          }
        />
      )}
    </>
  );
}
