import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { forgetPersonalData } from './forgetPersonalData.ts';
import type { useLogoutMutation } from '../../__generated__/useLogoutMutation.graphql.ts';
import { clearToken } from '../../lib/browser-session.ts';

/**
 * Logout: the server ends the session (the token stops working everywhere), then the browser
 * forgets it. The token is forgotten even when the server cannot be reached. `leave` moves away
 * from the signed-in pages; Relay's store is emptied only after that, or the dashboard still on
 * screen would refetch its data without a token and start a navigation of its own (to /login).
 */
export function useLogout(): [(leave: () => void | Promise<void>) => void, boolean] {
  const [commit, pending] = useMutation<useLogoutMutation>(graphql`
    mutation useLogoutMutation {
      logout
    }
  `);
  const environment = useRelayEnvironment();
  const logout = useCallback(
    (leave: () => void | Promise<void>) => {
      const finish = async () => {
        clearToken();
        await leave();
        forgetPersonalData(environment);
      };
      commit({ variables: {}, onCompleted: () => void finish(), onError: () => void finish() });
    },
    [commit, environment],
  );
  return [logout, pending];
}
