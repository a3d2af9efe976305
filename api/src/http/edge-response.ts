import { Response as EdgeResponse } from '@whatwg-node/server';

/**
 * The Response class of the HTTP edge: @whatwg-node's, the one server.ts's adapter writes to the
 * socket and yoga answers with. For answers built on the hot path (a cached GraphQL answer, a
 * compressed one): made from bytes it costs a fraction of Node's global Response (undici's WebIDL
 * conversions and a ReadableStream per body: 7% of a request's CPU in the profile, issue 33), and
 * the edge writes its bytes as they are instead of reading them back from that stream
 * (docs/decisions/pipeline-cost.md). It is typed as, and behaves as, the global Response.
 */
export { EdgeResponse };

/**
 * Whether an answer has a body, asked without building one. On the edge's Response (yoga's
 * answers are of the same class) `body` is a getter that wraps the bytes in a Node Readable, a web
 * stream and a Proxy at its first call, about 2 KB per answer that nobody reads: the edge writes
 * the bytes themselves. What it was made with (`bodyInit`) says the same thing, null exactly
 * when `body` is (api/test/http/compression.test.ts holds the two side by side, so a version of
 * the class that renames the field fails there).
 */
export function hasBody(response: Response): boolean {
  const made = response instanceof EdgeResponse ? (response as unknown as { bodyInit: unknown }) : undefined;
  return made ? made.bodyInit != null : response.body !== null;
}
