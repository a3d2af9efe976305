import { Suspense, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { graphql, useFragment, useLazyLoadQuery, useMutation } from 'react-relay';
import type { FeedPostCard_post$data, FeedPostCard_post$key } from '../../__generated__/FeedPostCard_post.graphql.ts';
import type { FeedPostCardComments_post$key } from '../../__generated__/FeedPostCardComments_post.graphql.ts';
import type { FeedPostCardLikeMutation } from '../../__generated__/FeedPostCardLikeMutation.graphql.ts';
import type { FeedPostCardCommentMutation } from '../../__generated__/FeedPostCardCommentMutation.graphql.ts';
import type { FeedPostCardAllCommentsQuery } from '../../__generated__/FeedPostCardAllCommentsQuery.graphql.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';
import { Avatar } from '../../components/social/Avatar.tsx';
import { PlainText } from '../../components/social/PlainText.tsx';
import { IMAGE_SIZES, responsiveImageProps } from '../../lib/responsive-image.ts';
import { LocalDate } from '../../components/LocalDate.tsx';
import styles from './FeedPostCard.module.css';
import { POST_COMMENT_MAX_LENGTH } from '@rules/index.ts';
import { useServerText, useT } from '../../components/context/locale.tsx';
import { messages as feedMessages } from '../../lib/i18n/compiled/en/feed.ts';

/** Comments shown before "Show All Comments" (docs/spec/storefront.md §9). */
export const FIRST_COMMENTS = 2;

/**
 * A feed post (docs/spec/storefront.md §2): vendor image and name, store name, caption, picture, Like with the
 * server's count (pressing again takes the like back), comments and "Add a comment...".
 */
export function FeedPostCard({ post: key, priority = false }: { post: FeedPostCard_post$key; /** The first post: its picture is the page's likely LCP. */ priority?: boolean }) {
  const post = useFragment(
    graphql`
      fragment FeedPostCard_post on FeedPost {
        id
        caption
        likeCount
        viewerHasLiked
        createdAt
        image {
          url(variant: CARD)
          srcSet
        }
        vendor {
          firstName
          lastName
          storeName
          path
          image {
            url(variant: THUMB)
          }
        }
        product {
          name
          path
        }
        ...FeedPostCardComments_post
      }
    `,
    key,
  );
  const { toggleLike, liking, likeError } = useToggleLike(post.id);
  const t = useT(feedMessages);

  return (
    <article className={styles.card} aria-label={t('feed.postBy', { store: post.vendor.storeName })}>
      <PostHeader vendor={post.vendor} createdAt={post.createdAt as string} />
      <PlainText text={post.caption} className={styles.caption} />
      <img
        className={styles.image}
        src={post.image.url}
        {...responsiveImageProps({ srcSet: post.image.srcSet, sizes: IMAGE_SIZES.feedPhoto, priority })}
        width={1200}
        height={900}
        alt={post.product ? post.product.name : t('feed.pictureBy', { store: post.vendor.storeName })}
      />
      {post.product ? (
        <Link to={post.product.path} className={styles.productLink} data-content>
          {t('feed.view', { name: post.product.name })}
        </Link>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.like} aria-pressed={post.viewerHasLiked} onClick={toggleLike} disabled={liking}>
          <span aria-hidden>{post.viewerHasLiked ? '♥' : '♡'}</span> {t('feed.like')} <span className={styles.likeCount}>{post.likeCount}</span>
        </button>
        {likeError ? (
          <p className={styles.error} role="alert">
            {likeError}
          </p>
        ) : null}
      </div>
      <PostComments post={post} postId={post.id} />
    </article>
  );
}

/**
 * The newest comments come with the post (one query for the whole feed); "Show All Comments"
 * loads the rest for this post only. Posting refreshes the post's newest comments and count
 * from the server's answer.
 */
function PostComments({ post: key, postId }: { post: FeedPostCardComments_post$key; postId: string }) {
  const post = useFragment(
    graphql`
      fragment FeedPostCardComments_post on FeedPost {
        commentCount
        recentComments(first: 2) {
          id
          text
        }
      }
    `,
    key,
  );
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  // Bumped after posting so an open full list is read again.
  const [fetchKey, setFetchKey] = useState(0);
  const inputId = useId();
  const t = useT(feedMessages);

  const { postComment, posting } = usePostComment(postId);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim() || posting) return;
    setError(null);
    postComment(text, {
      onPosted: () => {
        setText('');
        setFetchKey((k) => k + 1);
      },
      onFailed: setError,
    });
  }

  return (
    <section className={styles.comments} aria-label={t('feed.comments')}>
      {showAll ? (
        <ErrorBoundary fallback={() => <p className={styles.error}>{t('feed.commentsFailed')}</p>}>
          <Suspense fallback={<CommentList comments={post.recentComments} />}>
            <AllComments postId={postId} fetchKey={fetchKey} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <CommentList comments={post.recentComments} />
      )}
      {!showAll && post.commentCount > FIRST_COMMENTS ? (
        <button type="button" className={styles.showAll} onClick={() => setShowAll(true)}>
          {t('feed.showAll')}
        </button>
      ) : null}
      <form method="post" data-needs-script className={styles.commentForm} onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('feed.addComment')}
        </label>
        <input id={inputId} className={styles.commentInput} value={text} onChange={(e) => setText(e.target.value)} placeholder={t('feed.addCommentPlaceholder')} maxLength={POST_COMMENT_MAX_LENGTH} />
        <button type="submit" className={styles.post} disabled={!text.trim() || posting}>
          {t('feed.post')}
        </button>
      </form>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

type PostVendor = FeedPostCard_post$data['vendor'];

/** The vendor's picture and name, the store's link and the post's date. */
function PostHeader({ vendor, createdAt }: { vendor: PostVendor; createdAt: string }) {
  const vendorName = `${vendor.firstName} ${vendor.lastName}`.trim();
  return (
    <header className={styles.header}>
      <Avatar url={vendor.image?.url} name={vendorName || vendor.storeName} size={48} />
      <div>
        <p className={styles.vendorName} data-content>
          {vendorName}
        </p>
        <Link to={vendor.path} className={styles.storeName} data-content>
          {vendor.storeName}
        </Link>
      </div>
      <LocalDate className={styles.date} iso={createdAt} />
    </header>
  );
}

/** Like, or take the like back; the server answers with the count. */
function useToggleLike(postId: string) {
  const [commitLike, liking] = useMutation<FeedPostCardLikeMutation>(graphql`
    mutation FeedPostCardLikeMutation($input: TogglePostLikeInput!) {
      togglePostLike(input: $input) {
        __typename
        ... on TogglePostLikeSuccess {
          post {
            id
            likeCount
            viewerHasLiked
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [likeError, setLikeError] = useState<string | null>(null);
  // The server's refusal in the page's language, else the page's own words.
  const t = useT(feedMessages);
  const serverText = useServerText();
  const failed = (message: string | null | undefined) => setLikeError(message ? serverText(message) : t('feed.likeFailed'));

  function toggleLike() {
    setLikeError(null);
    commitLike({
      variables: { input: { postId } },
      onCompleted: ({ togglePostLike }) => {
        if (togglePostLike.__typename !== 'TogglePostLikeSuccess') failed(typedErrorMessage(togglePostLike));
      },
      onError: () => failed(null),
    });
  }
  return { toggleLike, liking, likeError };
}

/** Posts a comment; the answer carries the post's newest comments and count, which replace the old ones. */
function usePostComment(postId: string) {
  const [commitComment, posting] = useMutation<FeedPostCardCommentMutation>(graphql`
    mutation FeedPostCardCommentMutation($input: CommentOnPostInput!) {
      commentOnPost(input: $input) {
        __typename
        ... on CommentOnPostSuccess {
          post {
            id
            ...FeedPostCardComments_post
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const t = useT(feedMessages);
  const serverText = useServerText();

  function postComment(text: string, on: { onPosted: () => void; onFailed: (message: string) => void }) {
    commitComment({
      variables: { input: { postId, text } },
      onCompleted: ({ commentOnPost }) => {
        if (commentOnPost.__typename === 'CommentOnPostSuccess') on.onPosted();
        else {
          const message = typedErrorMessage(commentOnPost);
          on.onFailed(message ? serverText(message) : t('feed.commentFailed'));
        }
      },
      onError: () => on.onFailed(t('feed.commentFailed')),
    });
  }
  return { postComment, posting };
}

function CommentList({ comments }: { comments: ReadonlyArray<{ readonly id: string; readonly text: string }> }) {
  if (!comments.length) return null;
  return (
    <ul className={styles.commentList}>
      {comments.map((comment) => (
        <li key={comment.id} className={styles.comment}>
          <PlainText text={comment.text} className={styles.commentText} />
        </li>
      ))}
    </ul>
  );
}

function AllComments({ postId, fetchKey }: { postId: string; fetchKey: number }) {
  const data = useLazyLoadQuery<FeedPostCardAllCommentsQuery>(
    graphql`
      query FeedPostCardAllCommentsQuery($id: ID!) {
        node(id: $id) {
          ... on FeedPost {
            comments(first: 100) {
              edges {
                node {
                  id
                  text
                }
              }
            }
          }
        }
      }
    `,
    { id: postId },
    { fetchKey, fetchPolicy: fetchKey ? 'network-only' : 'store-or-network' },
  );
  return <CommentList comments={data.node?.comments?.edges.map((edge) => edge.node) ?? []} />;
}
