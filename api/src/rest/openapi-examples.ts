// Examples in the OpenAPI document (issue 38 item 3): every operation shows a request body (when
// it takes one) and an answer for each status, so a partner reads a whole exchange without
// calling the API. Success answers and request bodies are sampled from their own schemas by
// openapi-sampler (examples written in a schema win over sampled values), so an example can never
// disagree with the schema it illustrates (the OpenAPI tests validate each one); refusals show
// the contract's code for their status.
import { sample } from 'openapi-sampler';
import type { ErrorCode } from '../domain/error-codes.ts';

type Schema = Record<string, unknown>;
type Media = { schema?: Schema; example?: unknown };
type Operation = { requestBody?: { content: Record<string, Media> }; responses: Record<string, { description?: string; content?: Record<string, Media> }> };

/** The code a refusal of each status most often carries (the Error schema lists every code). */
const EXAMPLE_CODE: Record<string, ErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'IDEMPOTENCY_KEY_REUSED',
  429: 'RATE_LIMITED',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVER_BUSY',
};

function sampled(schema: Schema, document: object, forRequest: boolean): unknown {
  return sample(schema as never, { skipReadOnly: forRequest, skipWriteOnly: !forRequest, skipNonRequired: false, quiet: true }, document);
}

/** Adds `example` to each JSON body of the document's operations that has none. */
export function withExamples<Doc extends { paths: Record<string, Record<string, unknown>> }>(document: Doc): Doc {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as Operation[]) {
      const request = operation.requestBody?.content['application/json'];
      if (request?.schema && request.example === undefined) request.example = sampled(request.schema, document, true);
      for (const [status, response] of Object.entries(operation.responses)) {
        const body = response.content?.['application/json'];
        if (!body?.schema || body.example !== undefined) continue;
        const code = EXAMPLE_CODE[status];
        body.example = code && Number(status) >= 400 ? { code, message: response.description ?? code } : sampled(body.schema, document, false);
      }
    }
  }
  return document;
}

/**
 * OpenAPI 3.1 is JSON Schema 2020-12, which has no `nullable` (an OpenAPI 3.0 keyword): a schema
 * written with it becomes `type: [type, 'null']` (and `null` among its enum values).
 */
export function withoutNullable<T>(node: T): T {
  if (Array.isArray(node)) node.forEach(withoutNullable);
  else if (node && typeof node === 'object') {
    const schema = node as Schema;
    if (schema.nullable === true) {
      delete schema.nullable;
      if (typeof schema.type === 'string') schema.type = [schema.type, 'null'];
      if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
    }
    Object.values(schema).forEach(withoutNullable);
  }
  return node;
}
