/**
 * Every REST answer of the test suite checked against the OpenAPI document the server publishes
 * (test-app.ts calls `checkRestAnswer` for each response to /api/*): the status must be declared
 * for the operation (method and path template), the content type one it declares, the headers
 * it declares required present and valid, and the JSON body valid against the declared schema
 * (Ajv in the JSON Schema 2020-12 dialect that OpenAPI 3.1 uses). A wrong answer throws, so the
 * test that made the request fails; openapi-check.test.ts proves that it does.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { openApiDocument } from '../../src/rest/openapi.ts';
import { restRoutes } from '../../src/rest/handler.ts';

type Doc = ReturnType<typeof openApiDocument>;
type Operation = { responses: Record<string, { headers?: Record<string, { required?: boolean; schema: Record<string, unknown> }>; content?: Record<string, unknown> }> };

const DOC_ID = 'https://marketplace.test/api/openapi.json';
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** A JSON pointer into the document, as a URI fragment. */
const pointer = (...tokens: string[]) => '#' + tokens.map((t) => '/' + encodeURIComponent(t.replace(/~/g, '~0').replace(/\//g, '~1'))).join('');

/**
 * The document as the checker reads it: an object schema that lists its properties (and says
 * nothing of others) is closed, so an answer with a field the document does not name fails too.
 * The served document stays open (a client ignores a field it does not know).
 */
function closedObjects<T>(node: T): T {
  if (Array.isArray(node)) node.forEach(closedObjects);
  else if (node && typeof node === 'object') {
    const schema = node as Record<string, unknown>;
    if (schema.properties && typeof schema.properties === 'object' && !('additionalProperties' in schema) && !('in' in schema)) schema.additionalProperties = false;
    Object.values(schema).forEach(closedObjects);
  }
  return node;
}

export interface AnswerChecker {
  doc: Doc;
  /** Throws an Error naming every way the answer breaks the document. */
  check(answer: { method: string; url: string; status: number; headers: Headers; text: string }): void;
}

export function createAnswerChecker(doc: Doc = openApiDocument(restRoutes)): AnswerChecker {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(closedObjects(structuredClone(doc)), DOC_ID);
  const validators = new Map<string, ValidateFunction>();
  const validator = (ref: string) => {
    let validate = validators.get(ref);
    if (!validate) validators.set(ref, (validate = ajv.compile({ $ref: DOC_ID + ref })));
    return validate;
  };

  /** Ajv's errors, each with where and, for an undocumented field, its name. */
  const explain = (validate: ValidateFunction) =>
    [...new Set((validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` "${e.params.additionalProperty}"` : ''}`))].slice(0, 8).join('; ');

  // Templates with the most fixed segments first, as the router matches them.
  const templates = Object.keys(doc.paths)
    .map((template) => ({
      template,
      regex: new RegExp('^' + template.split('/').map((s) => (/^\{\w+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/') + '$'),
      fixed: template.split('/').filter((s) => s && !s.startsWith('{')).length,
    }))
    .sort((a, b) => b.fixed - a.fixed);

  function check({ method, url, status, headers, text }: { method: string; url: string; status: number; headers: Headers; text: string }) {
    const m = method.toLowerCase();
    if (!METHODS.has(m)) return;
    const { pathname } = new URL(url, 'http://x');
    if (!pathname.startsWith('/api/') || pathname === '/api/openapi.json') return;
    // As rest/handler.ts: the path under the server's /api, a trailing slash kept only on its own.
    const path = pathname.slice('/api'.length).replace(/(.)\/$/, '$1');
    const where = `${method} ${pathname} answered ${status}`;
    const found = templates.find((t) => t.regex.test(path));
    if (!found) {
      // Nothing documented there: only the router's own "No such API path" may answer.
      if (status !== 404) throw new Error(`${where}, but no path of the OpenAPI document matches it.`);
      return;
    }
    const operation = (doc.paths[found.template] as Record<string, Operation>)[m];
    if (!operation) {
      if (status !== 405) throw new Error(`${where}, but the document has no ${m} operation on ${found.template} (only a 405 may answer).`);
      return;
    }
    const problems: string[] = [];
    const response = operation.responses[String(status)];
    if (!response) throw new Error(`${where}: the document declares only ${Object.keys(operation.responses).join(', ')} for ${method} ${found.template}. Body: ${text.slice(0, 300)}`);
    const base = ['paths', found.template, m, 'responses', String(status)];
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      const value = headers.get(name);
      if (value === null) {
        if (header.required) problems.push(`the required header ${name} is missing`);
        continue;
      }
      const typed = header.schema.type === 'integer' || header.schema.type === 'number' ? (/^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value) : value;
      const validate = validator(pointer(...base, 'headers', name, 'schema'));
      if (!validate(typed)) problems.push(`header ${name}: ${explain(validate)}`);
    }
    const content = response.content ?? {};
    const mediaTypes = Object.keys(content);
    if (mediaTypes.length === 0) {
      if (text) problems.push('a body was sent where none is declared');
    } else {
      const type = (headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
      if (!mediaTypes.includes(type)) problems.push(`content-type "${type}" is not one of ${mediaTypes.join(', ')}`);
      else if (type === 'application/json') {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          problems.push('the body is not JSON');
        }
        const validate = validator(pointer(...base, 'content', type, 'schema'));
        if (body !== undefined && !validate(body)) {
          problems.push(`the body breaks its schema: ${explain(validate)}`);
        }
      }
    }
    if (problems.length) throw new Error(`${where} (${method} ${found.template}), against the OpenAPI document: ${problems.join(' | ')}. Body: ${text.slice(0, 300)}`);
  }

  return { doc, check };
}

let shared: AnswerChecker | undefined;
/** The checker of the document this code base serves, compiled once per test file. */
export function restAnswerChecker(): AnswerChecker {
  return (shared ??= createAnswerChecker());
}
