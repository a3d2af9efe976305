import { Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { DashboardPostsPageQuery, DashboardPostsPageQuery$data } from '../../__generated__/DashboardPostsPageQuery.graphql.ts';
import type { DashboardPostsPageCreateMutation } from '../../__generated__/DashboardPostsPageCreateMutation.graphql.ts';
import type { DashboardPostsPageDeleteMutation } from '../../__generated__/DashboardPostsPageDeleteMutation.graphql.ts';
import { DashboardPage } from '../VendorDashboard/DashboardPage.tsx';
import { MediaGrid, UploadDialog } from '../../features/media/index.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { EmptyText, ErrorText, LoadingText } from '../../components/StatusText.tsx';
import { PlainText } from '../../features/social/PlainText.tsx';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';
import buttons from '../../components/Button.module.css';
import mediaStyles from '../../features/media/media.module.css';
import styles from './DashboardPostsPage.module.css';
import { CAPTION_MAX_LENGTH, FEED_MESSAGES } from '../../../../rules/index.ts';

const MESSAGE_MS = 3000;

/** /vendor-dashboard/posts: a vendor's New post form and their posts on the feed. */
export default function DashboardPostsPage() {
  const queryRef = useLoaderData() as PreloadedQuery<DashboardPostsPageQuery>;
  return (
    <DashboardPage heading="Feed Posts">
      <ErrorBoundary fallback={(error) => <ErrorText>Failed to fetch posts: {error.message}</ErrorText>}>
        <Suspense fallback={<LoadingText>Loading...</LoadingText>}>
          <Posts queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </DashboardPage>
  );
}

// A post as the list shows it: read by the page's query, answered by createPost for the new row.
graphql`
  fragment DashboardPostsPage_post on FeedPost {
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

type Viewer = NonNullable<DashboardPostsPageQuery$data['viewer']>;

function Posts({ queryRef }: { queryRef: PreloadedQuery<DashboardPostsPageQuery> }) {
  const data = usePreloadedQuery<DashboardPostsPageQuery>(
    graphql`
      query DashboardPostsPageQuery {
        ...MediaGrid_query
        viewer {
          products(first: 100) {
            edges {
              node {
                id
                name
              }
            }
          }
          posts(first: 30) @connection(key: "DashboardPosts_posts") {
            __id
            edges {
              node {
                ...DashboardPostsPage_post @relay(mask: false)
              }
            }
          }
        }
      }
    `,
    queryRef,
  );
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  if (!data.viewer) return <ErrorText>Failed to fetch posts</ErrorText>;

  return (
    <>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? styles.success : styles.failure}>
          {message.text}
        </p>
      )}
      <NewPostForm query={data} viewer={data.viewer} onResult={(text, ok) => setMessage({ text, ok })} />
      <YourPosts viewer={data.viewer} onResult={(text, ok) => setMessage({ text, ok })} />
    </>
  );
}

function NewPostForm({ query, viewer, onResult }: { query: DashboardPostsPageQuery$data; viewer: Viewer; onResult: (text: string, ok: boolean) => void }) {
  const [caption, setCaption] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [productId, setProductId] = useState('');
  const [uploading, setUploading] = useState(false);
  const [reloadToken, setReloadToken] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const ids = { caption: useId(), product: useId(), image: useId() };
  const [commit, posting] = useMutation<DashboardPostsPageCreateMutation>(graphql`
    mutation DashboardPostsPageCreateMutation($input: CreatePostInput!, $connections: [ID!]!) {
      createPost(input: $input) {
        __typename
        ... on CreatePostSuccess {
          post @prependNode(connections: $connections, edgeTypeName: "VendorPostsConnectionEdge") {
            ...DashboardPostsPage_post @relay(mask: false)
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!caption.trim()) return setError('Caption is required.');
    if (!image) return setError(FEED_MESSAGES.imageRequired);
    setError(null);
    commit({
      variables: { input: { caption, image, productId: productId || null }, connections: [viewer.posts.__id] },
      onCompleted: ({ createPost }) => {
        if (createPost.__typename === 'CreatePostSuccess') {
          setCaption('');
          setImage(null);
          setProductId('');
          onResult('Your post is on the feed.', true);
        } else setError(typedErrorMessage(createPost) ?? 'Failed to create post');
      },
      onError: () => setError('Failed to create post'),
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${ids.caption}-heading`}>
      <h2 id={`${ids.caption}-heading`} className={styles.subheading}>
        New post
      </h2>
      <label htmlFor={ids.caption} className={styles.label}>
        Caption
      </label>
      <textarea id={ids.caption} className={styles.textarea} rows={4} maxLength={CAPTION_MAX_LENGTH} value={caption} onChange={(e) => setCaption(e.target.value)} />
      <label htmlFor={ids.product} className={styles.label}>
        Linked product (optional)
      </label>
      <select id={ids.product} className={styles.select} value={productId} onChange={(e) => setProductId(e.target.value)}>
        <option value="">None</option>
        {viewer.products.edges.map(({ node }) => (
          <option key={node.id} value={node.id}>
            {node.name}
          </option>
        ))}
      </select>
      <p id={ids.image} className={styles.label}>
        Image: {image ? <strong>{image}</strong> : 'choose one from your media library or upload a new one'}
      </p>
      <div role="group" aria-labelledby={ids.image}>
        <MediaGrid
          query={query}
          reloadToken={reloadToken}
          onOpen={(asset) => setImage(asset.fileName)}
          isSelected={(asset) => asset.fileName === image}
          emptyText="No images yet: upload one."
          leading={
            <button type="button" className={mediaStyles.addTile} onClick={() => setUploading(true)}>
              <span aria-hidden="true">+</span>
              Add Media
            </button>
          }
        />
      </div>
      <UploadDialog
        open={uploading}
        onOpenChange={setUploading}
        onUploaded={(assets) => {
          if (assets[0]) setImage(assets[0].fileName);
          setReloadToken((n) => n + 1);
        }}
      />
      {error && (
        <p className={styles.failure} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={buttons.primary} disabled={posting}>
        {posting ? 'Posting…' : 'Publish post'}
      </button>
    </form>
  );
}

function YourPosts({ viewer, onResult }: { viewer: Viewer; onResult: (text: string, ok: boolean) => void }) {
  const [commitDelete, deleting] = useMutation<DashboardPostsPageDeleteMutation>(graphql`
    mutation DashboardPostsPageDeleteMutation($input: DeletePostInput!, $connections: [ID!]!) {
      deletePost(input: $input) {
        __typename
        ... on DeletePostSuccess {
          deletedPostId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);

  function remove(postId: string) {
    if (!window.confirm('Delete this post from the feed?')) return;
    commitDelete({
      variables: { input: { postId }, connections: [viewer.posts.__id] },
      onCompleted: ({ deletePost }) =>
        deletePost.__typename === 'DeletePostSuccess' ? onResult('Post deleted.', true) : onResult(typedErrorMessage(deletePost) ?? 'Failed to delete post', false),
      onError: () => onResult('Failed to delete post', false),
    });
  }

  return (
    <section aria-label="Your posts" className={styles.posts}>
      <h2 className={styles.subheading}>Your posts</h2>
      {viewer.posts.edges.length === 0 ? (
        <EmptyText>You have not posted yet.</EmptyText>
      ) : (
        <ul className={styles.postList}>
          {viewer.posts.edges.map(({ node }) => (
            <li key={node.id} className={styles.post}>
              <img src={node.image.url} alt="" className={styles.thumb} loading="lazy" />
              <div className={styles.postBody}>
                <PlainText text={node.caption} className={styles.caption} />
                <p className={styles.meta}>
                  {new Date(node.createdAt as string).toLocaleDateString()} · {node.likeCount} likes · {node.commentCount} comments
                  {node.product ? ` · ${node.product.name}` : ''}
                </p>
              </div>
              <button type="button" className={buttons.secondary} onClick={() => remove(node.id)} disabled={deleting}>
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
