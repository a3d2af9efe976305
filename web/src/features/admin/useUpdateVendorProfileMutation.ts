import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { commitLocalUpdate } from 'relay-runtime';
import type { useUpdateVendorProfileMutation as Mutation, UpdateVendorProfileInput } from '../../__generated__/useUpdateVendorProfileMutation.graphql.ts';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';

/** The admin saves a store's profile; the storefront asks again for the store's pages afterwards. */
export function useUpdateVendorProfileMutation(): [(input: UpdateVendorProfileInput, on: { onSaved: () => void; onFailure: (message: string | null) => void }) => void, boolean] {
  const environment = useRelayEnvironment();
  const [commit, saving] = useMutation<Mutation>(graphql`
    mutation useUpdateVendorProfileMutation($input: UpdateVendorProfileInput!) {
      updateVendorProfile(input: $input) {
        __typename
        ... on UpdateVendorProfileSuccess {
          vendor {
            ...AdminVendorProfileForm_vendor
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const update = (input: UpdateVendorProfileInput, { onSaved, onFailure }: { onSaved: () => void; onFailure: (message: string | null) => void }) =>
    commit({
      variables: { input },
      onCompleted: ({ updateVendorProfile }) => {
        if (updateVendorProfile.__typename === 'UpdateVendorProfileSuccess') {
          // The storefront shows the new details on its next visit.
          commitLocalUpdate(environment, (store) => store.invalidateStore());
          onSaved();
        } else onFailure(typedErrorMessage(updateVendorProfile));
      },
      onError: (error) => onFailure(error.message),
    });
  return [update, saving];
}
