// The paths GraphQL is served on, shared by the server (api/src/graphql/endpoint.ts) and the web
// app's Relay network (web/src/lib/relay-environment.ts), so the two cannot drift apart.

/** The public API's endpoint: any document (within the server's limits). */
export const GRAPHQL_PATH = '/graphql';

/** What the web app's endpoint adds to the public one's path. */
export const WEB_APP_SUFFIX = '/app';

/** The web app's endpoint: same schema and rules as /graphql, but it runs only the documents persisted at build, sent by id. */
export const WEB_APP_GRAPHQL_PATH = `${GRAPHQL_PATH}${WEB_APP_SUFFIX}`;
