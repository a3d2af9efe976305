import { useId, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery, useMutation, usePaginationFragment, type UseMutationConfig } from 'react-relay';
import type { MutationConfig } from 'relay-runtime';
import type { CommentsDialogQuery } from '../../__generated__/CommentsDialogQuery.graphql.ts';
import type { CommentsDialog_product$data, CommentsDialog_product$key } from '../../__generated__/CommentsDialog_product.graphql.ts';
import type { CommentsDialogPostMutation } from '../../__generated__/CommentsDialogPostMutation.graphql.ts';
import type { CommentsDialogDeleteMutation } from '../../__generated__/CommentsDialogDeleteMutation.graphql.ts';
import { EmptyText, ErrorText } from '../../components/StatusText.tsx';
import { LoadMoreButton } from '../../components/LoadMoreButton.tsx';
import buttons from '../../components/Button.module.css';
import { useFlashMessage } from '../../hooks/useFlashMessage.ts';
import { readToken } from '../../lib/browser-session.ts';
import { deleteCommentErrorId, typedErrorMessage } from '../../lib/mutation-errors.ts';
import { Avatar } from '../../components/social/Avatar.tsx';
import { PlainText } from '../../components/social/PlainText.tsx';
import styles from './CommentsDialog.module.css';
import { COMMENT_MAX_LENGTH } from '@rules/index.ts';
import { useServerText, useT } from '../../components/context/locale.tsx';
import { messages as socialMessages } from '../../lib/i18n/compiled/en/social.ts';
import { messages as commentsMessages } from '../../lib/i18n/compiled/en/comments.ts';

/** The header the comment-delete call carries (docs/spec/storefront.md §7: DELETE /comments/{commentId}). */
export const IS_ADMIN_HEADER = 'is-admin';

/** A product's comments, fetched when the dialog opens (./ProductComments.tsx loads this module then). */
export function CommentsLoader({ productId }: { productId: string }) {
  const t = useT(socialMessages);
  const data = useLazyLoadQuery<CommentsDialogQuery>(
    graphql`
      query CommentsDialogQuery($id: ID!) {
        node(id: $id) {
          ...CommentsDialog_product @alias
        }
        viewer {
          isAdmin
        }
      }
    `,
    { id: productId },
    { fetchPolicy: 'store-and-network' },
  );
  const product = data.node?.CommentsDialog_product;
  if (!product) return <ErrorText>{t('social.fetchFailed')}</ErrorText>;
  return <CommentsPanel product={product} productId={productId} viewerIsAdmin={data.viewer?.isAdmin ?? false} />;
}

/** A product's comments, newest first, 20 at a time. */
const commentsFragment = graphql`
  fragment CommentsDialog_product on Product
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "CommentsDialogPaginationQuery") {
    comments(first: $count, after: $cursor) @connection(key: "CommentsDialog_comments") {
      __id
      edges {
        node {
          id
          userName
          userAvatar {
            url(variant: THUMB)
          }
          text
          createdAt
          viewerCanDelete
        }
      }
    }
  }
`;

function CommentsPanel({ product: key, productId, viewerIsAdmin }: { product: CommentsDialog_product$key; productId: string; viewerIsAdmin: boolean }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(commentsFragment, key);
  const connection = data.comments.__id;
  const { remove, deleting, notice } = useDeleteComment(connection, viewerIsAdmin);
  return (
    <div className={styles.panel}>
      <CommentForm productId={productId} connection={connection} />
      {notice ? (
        <p className={notice.kind === 'success' ? styles.success : styles.error} role={notice.kind === 'success' ? 'status' : 'alert'}>
          {notice.text}
        </p>
      ) : null}
      <CommentList comments={data.comments.edges} onDelete={remove} deleting={deleting} />
      {hasNext ? <LoadMoreButton loading={isLoadingNext} onClick={() => loadNext(20)} /> : null}
    </div>
  );
}

/** "Write a comment..." and Post: the new comment goes to the top of the list. */
function CommentForm({ productId, connection }: { productId: string; connection: string }) {
  const [text, setText] = useState('');
  const [postError, setPostError] = useState<string | null>(null);
  const t = useT(socialMessages);
  const serverText = useServerText();
  // The server's refusal in the page's language, else the page's own words.
  const serverTextOr = (message: string | null | undefined) => (message ? serverText(message) : t('social.postFailed'));
  const textId = useId();
  const [commitPost, posting] = useMutation<CommentsDialogPostMutation>(graphql`
    mutation CommentsDialogPostMutation($input: PostCommentInput!, $connections: [ID!]!) {
      postComment(input: $input) {
        __typename
        ... on PostCommentSuccess {
          comment @prependNode(connections: $connections, edgeTypeName: "ProductCommentsConnectionEdge") {
            id
            userName
            userAvatar {
              url(variant: THUMB)
            }
            text
            createdAt
            viewerCanDelete
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  function post(event: FormEvent) {
    event.preventDefault();
    if (!text.trim() || posting) return;
    setPostError(null);
    commitPost({
      variables: { input: { productId, text }, connections: [connection] },
      onCompleted: ({ postComment }) => {
        if (postComment.__typename === 'PostCommentSuccess') setText('');
        else setPostError(serverTextOr(typedErrorMessage(postComment)));
      },
      onError: () => setPostError(serverTextOr(null)),
    });
  }

  return (
    <form method="post" data-needs-script className={styles.form} onSubmit={post}>
      <label htmlFor={textId} className="visually-hidden">
        {t('social.yourComment')}
      </label>
      <textarea
        id={textId}
        className={styles.textarea}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('social.writeComment')}
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        aria-describedby={postError ? `${textId}-error` : undefined}
      />
      <button type="submit" className={buttons.primary} disabled={!text.trim() || posting}>
        {posting ? t('social.posting') : t('social.post')}
      </button>
      {postError ? (
        <p id={`${textId}-error`} className={styles.error} role="alert">
          {postError}
        </p>
      ) : null}
    </form>
  );
}

/**
 * Delete, where the server says the viewer may; the answer names who deleted it. Success messages
 * disappear after 3 s (docs/spec/storefront.md §4, §9); errors stay until replaced. Each is said in
 * the page's language when it is set.
 */
function useDeleteComment(connection: string, viewerIsAdmin: boolean) {
  const [notice, setNotice] = useFlashMessage<{ kind: 'success' | 'error'; text: string }>({ expires: (n) => n.kind === 'success' });
  const t = useT(commentsMessages);
  const [commitDelete, deleting] = useMutation<CommentsDialogDeleteMutation>(graphql`
    mutation CommentsDialogDeleteMutation($input: DeleteCommentInput!, $connections: [ID!]!) {
      deleteComment(input: $input) {
        __typename
        ... on DeleteCommentSuccess {
          deletedCommentId @deleteEdge(connections: $connections)
          deletedBy
        }
        ... on Error {
          message
        }
      }
    }
  `);

  function remove(commentId: string) {
    if (!readToken()) {
      setNotice({ kind: 'error', text: t('comments.loginToDelete') });
      return;
    }
    setNotice(null);
    // useMutation passes the whole config to commitMutation, cacheConfig included; its types omit it.
    const config: UseMutationConfig<CommentsDialogDeleteMutation> & Pick<MutationConfig<CommentsDialogDeleteMutation>, 'cacheConfig'> = {
      variables: { input: { commentId }, connections: [connection] },
      // docs/spec/storefront.md §6/§7: the call carries a header saying whether the user is admin (1 marks an admin).
      // The server ignores it: who may delete is its own rule, from the session.
      cacheConfig: { metadata: { headers: { [IS_ADMIN_HEADER]: viewerIsAdmin ? '1' : '0' } } },
      onCompleted: ({ deleteComment }) => {
        if (deleteComment.__typename === 'DeleteCommentSuccess') {
          setNotice({ kind: 'success', text: t('comments.deletedBy', { name: deleteComment.deletedBy ?? '' }) });
        } else {
          setNotice({ kind: 'error', text: t('comments.deleteFailed') });
        }
      },
      onError: (error) => setNotice({ kind: 'error', text: t(deleteCommentErrorId(error)) }),
    };
    commitDelete(config);
  }

  return { remove, deleting, notice };
}

type CommentEdges = CommentsDialog_product$data['comments']['edges'];

function CommentList({ comments, onDelete, deleting }: { comments: CommentEdges; onDelete: (commentId: string) => void; deleting: boolean }) {
  const t = useT(socialMessages);
  if (comments.length === 0) return <EmptyText>{t('social.noReviews')}</EmptyText>;
  return (
    <ul className={styles.list} aria-label={t('social.comments')}>
      {comments.map(({ node }) => (
        <li key={node.id} className={styles.comment}>
          <Avatar url={node.userAvatar?.url} name={node.userName} />
          <div className={styles.body}>
            <p className={styles.meta}>
              <strong data-content>{node.userName}</strong>{' '}
              <time dateTime={node.createdAt as string}>{new Date(node.createdAt as string).toLocaleDateString()}</time>
            </p>
            <PlainText text={node.text} className={styles.text} />
            {node.viewerCanDelete ? (
              <button type="button" className={styles.delete} onClick={() => onDelete(node.id)} disabled={deleting}>
                {t('social.delete')}
              </button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
