import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { forgetPersonalData } from './forgetPersonalData.ts';
import type { useLogoutMutation } from '../../__generated__/useLogoutMutation.graphql.ts';
import { clearToken } from '../../lib/browser-session.ts';

/**
 * Logout: the server ends the session (the token stops working everywhere), then the browser
 * forgets it. The token is forgotten even when the server cannot be reached.
 */
export function useLogout(): [(done: () => void) => void, boolean] {
  const [commit, pending] = useMutation<useLogoutMutation>(graphql`
    mutation useLogoutMutation {
      logout
    }
  `);
  const environment = useRelayEnvironment();
  const logout = useCallback(
    (done: () => void) => {
      const finish = () => {
        clearToken();
        forgetPersonalData(environment);
        done();
      };
      commit({ variables: {}, onCompleted: finish, onError: finish });
    },
    [commit, environment],
  );
  return [logout, pending];
}
