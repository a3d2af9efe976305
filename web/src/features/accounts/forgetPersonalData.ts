import { commitLocalUpdate, type Environment } from 'relay-runtime';

/**
 * When the signed-in account changes (login, logout), everything Relay holds counts as stale, so
 * no page shows the previous account's data from the store: queries go back to the network.
 */
export function forgetPersonalData(environment: Environment): void {
  commitLocalUpdate(environment, (store) => store.invalidateStore());
}
