import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { YourPosts_viewer$key } from '../../__generated__/YourPosts_viewer.graphql.ts';
import { EmptyText } from '../../components/StatusText.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { PlainText } from '../../components/social/PlainText.tsx';
import { useDeletePostMutation } from './useDeletePostMutation.ts';
import buttons from '../../components/Button.module.css';
import styles from './DashboardPosts.module.css';
import { useLocale, useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardPosts.ts';
import { dateFormat } from '../../lib/i18n/dates.ts';
import { formatCount } from '../../lib/number-format.ts';

// A post as the list shows it: read by the list, answered by createPost for the new row.
graphql`
  fragment YourPosts_post on FeedPost {
    id
    caption
    createdAt
    likeCount
    commentCount
    image {
      url(variant: THUMB)
    }
    product {
      name
    }
  }
`;

/** The vendor's posts on the feed, newest first, each with Delete. */
export function YourPosts({ viewer, onResult }: { viewer: YourPosts_viewer$key; onResult: (text: string, ok: boolean) => void }) {
  const data = useFragment(
    graphql`
      fragment YourPosts_viewer on Vendor {
        id
        posts(first: 30) @connection(key: "YourPosts_posts") {
          edges {
            node {
              ...YourPosts_post @relay(mask: false)
            }
          }
        }
      }
    `,
    viewer,
  );
  const t = useT(messages);
  const locale = useLocale();
  const [deletePost, deleting] = useDeletePostMutation(data.id);
  const [confirming, setConfirming] = useState<{ id: string; caption: string } | null>(null);

  function remove() {
    if (!confirming) return;
    deletePost(confirming.id, (text, ok) => {
      setConfirming(null);
      onResult(text, ok);
    });
  }

  return (
    <section aria-label={t('dashboardPosts.yourPosts')} className={styles.posts}>
      <h2 className={styles.subheading}>{t('dashboardPosts.yourPosts')}</h2>
      {data.posts.edges.length === 0 ? (
        <EmptyText>{t('dashboardPosts.noPosts')}</EmptyText>
      ) : (
        <ul className={styles.postList}>
          {data.posts.edges.map(({ node }) => (
            <li key={node.id} className={styles.post}>
              <img src={node.image.url} alt="" className={styles.thumb} loading="lazy" />
              <div className={styles.postBody}>
                <PlainText text={node.caption} className={styles.caption} />
                <p className={styles.meta}>
                  {dateFormat(locale, 'en-US', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(new Date(node.createdAt as string))} · {t('dashboardPosts.likes', { count: node.likeCount, shown: formatCount(node.likeCount) })} ·{' '}
                  {t('dashboardPosts.comments', { count: node.commentCount, shown: formatCount(node.commentCount) })}
                  {node.product ? ` · ${node.product.name}` : ''}
                </p>
              </div>
              <button type="button" className={buttons.secondary} onClick={() => setConfirming({ id: node.id, caption: node.caption })} disabled={deleting}>
                {t('dashboardPosts.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('dashboardPosts.deleteTitle')}
        description={t('dashboardPosts.deleteQuestion', { caption: shorten(confirming?.caption ?? '') })}
        onConfirm={remove}
        busy={deleting}
      />
    </section>
  );
}

/** A caption's first words, for the confirmation. */
function shorten(caption: string): string {
  return caption.length > 60 ? `${caption.slice(0, 60).trimEnd()}…` : caption;
}
