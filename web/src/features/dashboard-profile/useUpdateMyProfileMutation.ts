import { graphql, useMutation } from 'react-relay';
import type { useUpdateMyProfileMutation as Mutation, UpdateMyProfileInput } from '../../__generated__/useUpdateMyProfileMutation.graphql.ts';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';

export interface ProfileSaved {
  /** The email in use (a new one takes effect once confirmed). */
  email: string | null;
  /** The new email waiting for its code, if one was asked for. */
  pendingEmail: string | null;
}

/** Saves the signed-in vendor's profile (a GraphQL multipart request when it carries an image). */
export function useUpdateMyProfileMutation(): [(input: UpdateMyProfileInput, on: { onSaved: (saved: ProfileSaved) => void; onFailure: (message: string) => void }) => void, boolean] {
  const [commit, saving] = useMutation<Mutation>(graphql`
    mutation useUpdateMyProfileMutation($input: UpdateMyProfileInput!) {
      updateMyProfile(input: $input) {
        __typename
        ... on UpdateMyProfileSuccess {
          pendingEmail
          vendor {
            email
            ...ProfileForm_vendor
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const update = (input: UpdateMyProfileInput, { onSaved, onFailure }: { onSaved: (saved: ProfileSaved) => void; onFailure: (message: string) => void }) =>
    commit({
      variables: { input },
      onCompleted: ({ updateMyProfile }) => {
        if (updateMyProfile.__typename === 'UpdateMyProfileSuccess') onSaved({ email: updateMyProfile.vendor?.email ?? null, pendingEmail: updateMyProfile.pendingEmail ?? null });
        // No message from the server: empty, and the form says so in the page's language.
        else onFailure(typedErrorMessage(updateMyProfile) ?? '');
      },
      onError: (error) => onFailure(error.message),
    });
  return [update, saving];
}
