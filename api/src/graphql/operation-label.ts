/**
 * How the metrics name a GraphQL request (http/metrics.ts): a label must have few values, or
 * Prometheus keeps a series for every value a client invents.
 *
 * - The web app's persisted documents (/graphql/app): the document's operation name. The set is
 *   fixed at build, and relay-compiler makes operation names unique, so a name stands for one id.
 * - Other documents (/graphql): the operationName the client sent (or its document's first
 *   operation's name), for the first
 *   MAX_OPERATION_NAMES names this process sees; later new names, and names that are not GraphQL
 *   names, share `_other`. No name: `_anonymous`.
 */
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { currentRequest } from '../adapters/request-scope.ts';
import { urlOf } from '../http/request-url.ts';
import type { PersistedDocuments } from './persisted-documents.ts';

const MAX_OPERATION_NAMES = 100;
const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;
const OPERATION_NAME_IN_DOCUMENT = /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/m;

type Params = Partial<GraphQLParams> & { documentId?: unknown };

export function operationLabeler(documents: PersistedDocuments) {
  const names = new Set<string>();

  function label(params: Params): string {
    if (typeof params.documentId === 'string') {
      const document = documents.get(params.documentId);
      return (document && OPERATION_NAME_IN_DOCUMENT.exec(document)?.[1]) || '_unknown_document';
    }
    // A document of one named operation may leave operationName out.
    const name = params.operationName || (typeof params.query === 'string' ? OPERATION_NAME_IN_DOCUMENT.exec(params.query)?.[1] : undefined);
    if (!name) return '_anonymous';
    if (!GRAPHQL_NAME.test(name)) return '_other';
    if (names.has(name)) return name;
    if (names.size >= MAX_OPERATION_NAMES) return '_other';
    names.add(name);
    return name;
  }

  /** Names the request being answered after its parameters: a POST's parsed body, else the GET's query string. */
  return function labelOperation(request: Request, bodyParams: Params | undefined): void {
    const scope = currentRequest();
    if (!scope) return;
    if (bodyParams) {
      scope.operation = label(bodyParams);
      return;
    }
    const query = urlOf(request).searchParams;
    scope.operation = label({ operationName: query.get('operationName') ?? undefined, documentId: query.get('documentId') ?? undefined, query: query.get('query') ?? undefined });
  };
}

/** Marks the request failed when its result carries errors (answered 200, as GraphQL does). */
export function resultErrorsPlugin(): Plugin {
  return {
    onResultProcess({ result }) {
      const results = Array.isArray(result) ? result : [result];
      if (results.some((one) => 'errors' in one && one.errors?.length)) {
        const scope = currentRequest();
        if (scope) scope.failed = true;
      }
    },
  };
}
