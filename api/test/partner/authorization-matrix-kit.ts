// The authorization matrix's shared vocabulary: the row types, the default outcomes per access
// level and the small builders (q, m, r) every table file writes its calls with.
import type { Fixture, Identities, Who } from '../helpers/matrix-fixtures.ts';
import type { Outcome } from '../helpers/matrix.ts';

export type Access = 'public' | 'open' | 'vendor' | 'owner' | 'admin';
export type Expected = Outcome | 'answered';
export type Req =
  | { query: string; variables?: Record<string, unknown>; files?: string } // `files`: the input field of an upload
  | { method: string; path: string; body?: unknown; files?: string }; // `files`: the multipart field name

export interface Case {
  access: Access;
  call: (f: Fixture, x: Identities) => Req;
  expect?: Partial<Record<Who, Expected>>;
  hidden?: { from: Who[]; text: (f: Fixture) => string };
  /** Ends the session it is called with (logout): each identity calls it with a new session. */
  endsSession?: true;
}

export const DEFAULTS: Record<Access, Record<Who, Expected>> = {
  // The revoked store's token names a session its revocation ended: refused everywhere, public
  // reads included (issue 38, docs/decisions/dead-session-token-is-401.md).
  public: { anonymous: 'answered', vendorA: 'answered', vendorB: 'answered', revoked: 'unauthenticated', admin: 'answered' },
  open: { anonymous: 'ok', vendorA: 'ok', vendorB: 'ok', revoked: 'unauthenticated', admin: 'ok' },
  vendor: { anonymous: 'unauthenticated', vendorA: 'ok', vendorB: 'ok', revoked: 'unauthenticated', admin: 'ok' },
  owner: { anonymous: 'unauthenticated', vendorA: 'ok', vendorB: 'forbidden', revoked: 'unauthenticated', admin: 'ok' },
  admin: { anonymous: 'unauthenticated', vendorA: 'forbidden', vendorB: 'forbidden', revoked: 'unauthenticated', admin: 'ok' },
};

export const q = (query: string, variables?: (f: Fixture, x: Identities) => Record<string, unknown>) => (f: Fixture, x: Identities): Req => ({ query, variables: variables?.(f, x) });
/** A mutation `name(input: $input) { __typename }` with its input type named by convention. */
export const m = (name: string, input: (f: Fixture, x: Identities) => Record<string, unknown>) => (f: Fixture, x: Identities): Req => ({
  query: `mutation ($input: ${name[0].toUpperCase()}${name.slice(1)}Input!) { ${name}(input: $input) { __typename ... on Error { message } } }`,
  variables: { input: input(f, x) },
});
export const r = (method: string, path: (f: Fixture, x: Identities) => string, body?: (f: Fixture, x: Identities) => unknown) => (f: Fixture, x: Identities): Req => ({
  method,
  path: `/api${path(f, x)}`,
  body: body?.(f, x),
});
