import { graphql, useMutation } from 'react-relay';
import type { useCreatePostMutation as Mutation, CreatePostInput } from '../../__generated__/useCreatePostMutation.graphql.ts';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';
import { postsConnectionId } from './connection.ts';

import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardPosts.ts';

/** Publishes a post on the feed and shows it first in the vendor's list. */
export function useCreatePostMutation(viewerId: string): [(input: CreatePostInput, on: { onCreated: () => void; onFailure: (message: string) => void }) => void, boolean] {
  const failed = useT(messages)('dashboardPosts.createFailed');
  const [commit, posting] = useMutation<Mutation>(graphql`
    mutation useCreatePostMutation($input: CreatePostInput!, $connections: [ID!]!) {
      createPost(input: $input) {
        __typename
        ... on CreatePostSuccess {
          post @prependNode(connections: $connections, edgeTypeName: "VendorPostsConnectionEdge") {
            ...YourPosts_post @relay(mask: false)
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const create = (input: CreatePostInput, { onCreated, onFailure }: { onCreated: () => void; onFailure: (message: string) => void }) =>
    commit({
      variables: { input, connections: [postsConnectionId(viewerId)] },
      onCompleted: ({ createPost }) => {
        if (createPost.__typename === 'CreatePostSuccess') onCreated();
        else onFailure(typedErrorMessage(createPost) ?? failed);
      },
      onError: () => onFailure(failed),
    });
  return [create, posting];
}
