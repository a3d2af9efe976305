import { graphql, useMutation } from 'react-relay';
import type { useDeletePostMutation as Mutation } from '../../__generated__/useDeletePostMutation.graphql.ts';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';
import { postsConnectionId } from './connection.ts';

import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardPosts.ts';

/** Deletes one of the vendor's posts and takes it out of the list; `onResult` gets the text to show. */
export function useDeletePostMutation(viewerId: string): [(postId: string, onResult: (text: string, ok: boolean) => void) => void, boolean] {
  const t = useT(messages);
  const failed = t('dashboardPosts.deleteFailed');
  const [commit, deleting] = useMutation<Mutation>(graphql`
    mutation useDeletePostMutation($input: DeletePostInput!, $connections: [ID!]!) {
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
  const remove = (postId: string, onResult: (text: string, ok: boolean) => void) =>
    commit({
      variables: { input: { postId }, connections: [postsConnectionId(viewerId)] },
      onCompleted: ({ deletePost }) =>
        deletePost.__typename === 'DeletePostSuccess' ? onResult(t('dashboardPosts.deleted'), true) : onResult(typedErrorMessage(deletePost) ?? failed, false),
      onError: () => onResult(failed, false),
    });
  return [remove, deleting];
}
