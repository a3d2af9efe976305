/**
 * The paths GraphQL is served on, in one place: the app's routing (app.ts), yoga's endpoint
 * (handler.ts), the edge's refusals and cached answers (http/busy-answers.ts,
 * http/answer-cache/on-the-socket.ts) and the metrics all ask here.
 */

import { GRAPHQL_PATH, WEB_APP_GRAPHQL_PATH, WEB_APP_SUFFIX } from '@rules/graphql-paths.ts';

// The two paths themselves are written in rules/ (the web app's Relay network posts to the same
// one); the web app's is held to persisted documents when `persistedOnly` (persisted-documents.ts),
// and both stay within limits.ts.
export { GRAPHQL_PATH, WEB_APP_GRAPHQL_PATH };

/** The same two paths as yoga's `graphqlEndpoint` (a URLPattern: `/graphql{/app}?`). */
export const GRAPHQL_ENDPOINT_PATTERN = `${GRAPHQL_PATH}{${WEB_APP_SUFFIX}}?`;

/** Whether a request's pathname is one GraphQL answers. */
export function isGraphqlPath(pathname: string): boolean {
  return pathname === GRAPHQL_PATH || pathname === WEB_APP_GRAPHQL_PATH;
}
