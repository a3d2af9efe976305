import type http from 'node:http';
import { createServerAdapter, handleErrorFromRequestHandler, sendNodeResponse } from '@whatwg-node/server';
import { EdgeResponse } from './edge-response.ts';

/** What the edge hands a request to: the app's fetch, with node's request for the connection's facts. */
export type EdgeHandler = (request: Request, req: http.IncomingMessage) => Promise<Response>;

/** The parts of @whatwg-node's Response that say what its body was made of (edge-response.ts). */
interface MadeBody {
  bodyType?: string;
  bodyInit?: unknown;
  _buffer?: Buffer;
}

/**
 * The answer's bytes when they are at hand and their length is declared: a string or a buffer
 * the Response was made with (@whatwg-node's `bodyType` and `_buffer`, the fields its own writer
 * reads). Undefined for anything else (a stream, an async iterable, no body, no content-length),
 * which @whatwg-node's writer sends as before.
 */
function declaredBytes(response: Response): string | Buffer | undefined {
  if (!(response instanceof EdgeResponse) || !response.headers.has('content-length')) return undefined;
  const made = response as unknown as MadeBody;
  if (made.bodyType === 'String' && typeof made.bodyInit === 'string') return made.bodyInit;
  return made._buffer;
}

/**
 * Writes the app's answer on node's response. An answer of declared bytes (every GraphQL and
 * JSON answer) goes out as @whatwg-node's `sendNodeResponse` would send it (its headers through
 * `setHeaders`, then `writeHead` with its status), but its body in the same `end` call instead of
 * a `write` followed by an `end`: one pass through node's stream machinery, and no promise
 * helper for a write that cannot be waited on. The bytes on the wire are the same: with a
 * content-length, neither sends a chunked body.
 */
function writeAnswer(response: Response, res: http.ServerResponse, req: http.IncomingMessage): unknown {
  if (res.closed || res.destroyed || res.writableEnded) return undefined;
  const bytes = declaredBytes(response);
  if (bytes === undefined) return sendNodeResponse(response, res, req, true);
  res.setHeaders(response.headers as unknown as Headers);
  res.writeHead(response.status, response.statusText);
  res.end(bytes);
  return undefined;
}

function reportUnsent(error: { message?: string } | undefined): void {
  console.error(`Unexpected error while handling request: ${error?.message || error}`);
}

/**
 * node's request listener for the app (issue 33 item 7; docs/decisions/pipeline-cost.md, sixth
 * pass). The request is made by @whatwg-node's adapter as before (`handleNodeRequestAndResponse`:
 * its Request, its abort signal tied to the response's close); what changes is around it: the
 * adapter's `requestListener` chained five promises (a fake one first) per request and its
 * `handle` is a Proxy that tells node, uWebSockets and Fetch callers apart on every call.
 * A failure of the handler is answered as the adapter answered it (its 500 with the error's text:
 * the app's own handler catches everything before that).
 */
export function nodeEdge(handler: EdgeHandler): (req: http.IncomingMessage, res: http.ServerResponse) => void {
  const adapter = createServerAdapter<{ req: http.IncomingMessage; res: http.ServerResponse }>((request, { req }) => handler(request, req));
  const answer = (req: http.IncomingMessage, res: http.ServerResponse) => adapter.handleNodeRequestAndResponse(req, res, { req, res, waitUntil: adapter.waitUntil });
  return (req, res) => {
    let answered: Promise<Response>;
    try {
      answered = Promise.resolve(answer(req, res));
    } catch (error) {
      answered = Promise.reject(error);
    }
    answered
      .then(
        (response) => writeAnswer(response, res, req),
        (error: Error) => writeAnswer(handleErrorFromRequestHandler(error, EdgeResponse), res, req),
      )
      .catch(reportUnsent);
  };
}
