/**
 * The paths GraphQL is served on, in one place: the app's routing (app.ts), yoga's endpoint
 * (handler.ts), the edge's refusals and cached answers (http/busy-answers.ts,
 * http/answer-cache/on-the-socket.ts) and the metrics all ask here.
 */

/** The public API's endpoint: any document (within the limits, limits.ts). */
export const GRAPHQL_PATH = '/graphql';

/** What the web app's endpoint adds to the public one's path. */
const WEB_APP_SUFFIX = '/app';

/** The web app's endpoint: same schema and rules as /graphql, but only persisted documents when `persistedOnly` (persisted-documents.ts). */
export const WEB_APP_GRAPHQL_PATH = `${GRAPHQL_PATH}${WEB_APP_SUFFIX}`;

/** The same two paths as yoga's `graphqlEndpoint` (a URLPattern: `/graphql{/app}?`). */
export const GRAPHQL_ENDPOINT_PATTERN = `${GRAPHQL_PATH}{${WEB_APP_SUFFIX}}?`;

/** Whether a request's pathname is one GraphQL answers. */
export function isGraphqlPath(pathname: string): boolean {
  return pathname === GRAPHQL_PATH || pathname === WEB_APP_GRAPHQL_PATH;
}
