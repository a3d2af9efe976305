/**
 * The Response class of the HTTP edge: @whatwg-node's, the one server.ts's adapter writes to the
 * socket and yoga answers with. For answers built on the hot path (a cached GraphQL answer, a
 * compressed one): made from bytes it costs a fraction of Node's global Response (undici's WebIDL
 * conversions and a ReadableStream per body: 7% of a request's CPU in the profile, issue 33), and
 * the edge writes its bytes as they are instead of reading them back from that stream
 * (docs/decisions/pipeline-cost.md). It is typed as, and behaves as, the global Response.
 */
export { Response as EdgeResponse } from '@whatwg-node/server';
