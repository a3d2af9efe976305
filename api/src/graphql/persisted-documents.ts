import fs from 'node:fs';
import type { ErrorCode } from '../domain/error-codes.ts';
import { createGraphQLError, type GraphQLParams, type Plugin } from 'graphql-yoga';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { validatesDocumentOnly } from './remembered-validation.ts';
import { WEB_APP_GRAPHQL_PATH } from './endpoint.ts';
import { urlOf } from '../http/request-url.ts';

/**
 * The GraphQL documents the web app was built with, by id (relay-compiler writes them at build:
 * relay.config.js, scripts/relay-compile.ts). The web app sends an id instead of a document, a
 * query as a GET a browser or CDN can cache (`/graphql/app?documentId=…&variables=…`).
 */
export interface PersistedDocuments {
  /** The document with this id (a SHA-256 of its text, hex, optionally written `sha256:<hex>`). */
  get(id: string): string | undefined;
}

/**
 * Reads the documents from relay-compiler's JSON file. An id it does not know makes it look at
 * the file again when the file changed since (a developer's relay-compiler run while the server
 * runs); otherwise the answer is "not found".
 */
export function loadPersistedDocuments(file: string): PersistedDocuments {
  let documents = new Map<string, string>();
  let loadedAt = -1;
  const reload = () => {
    const changedAt = modifiedAt(file);
    if (changedAt === loadedAt) return;
    loadedAt = changedAt;
    documents = changedAt < 0 ? new Map() : new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>));
  };
  reload();
  return {
    get(id) {
      const key = id.startsWith('sha256:') ? id.slice('sha256:'.length) : id;
      if (!documents.has(key)) reload();
      return documents.get(key);
    },
  };
}

function modifiedAt(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

/** A request error: 400 under application/graphql-response+json, 200 under plain JSON (yoga's `spec` marking). */
const requestError = (code: ErrorCode, message: string) => () => createGraphQLError(message, { extensions: { code, http: { spec: true, status: 400 } } });

/**
 * Runs a request's `documentId` (in a JSON body, a multipart upload's `operations`, or a GET's
 * query string) as the persisted document it names. On the web app's path with `persistedOnly`,
 * a request that sends its own document is refused: only what the web app was built with runs.
 */
export function persistedDocumentsPlugin(documents: PersistedDocuments, { persistedOnly }: { persistedOnly: boolean }): Plugin {
  // Its `onValidate` skips validation for a persisted request only with `skipDocumentValidation`,
  // which stays off: a persisted document is validated as any other, so the verdict is the document's.
  return validatesDocumentOnly(usePersistedOperations({
    getPersistedOperation: (id) => documents.get(id) ?? null,
    extractPersistedOperationId: documentIdOf,
    allowArbitraryOperations: (request) => !persistedOnly || !isWebAppPath(request),
    customErrors: {
      notFound: requestError('PERSISTED_DOCUMENT_NOT_FOUND', 'No persisted document has this documentId. Reload the page: the web app may have been updated.'),
      keyNotFound: requestError('BAD_REQUEST', 'Send a GraphQL document as "query", or the id of a persisted document as "documentId".'),
      persistedQueryOnly: requestError(
        'PERSISTED_DOCUMENTS_ONLY',
        `${WEB_APP_GRAPHQL_PATH} runs only the web app's persisted documents (send "documentId"); send your own documents to /graphql.`,
      ),
    },
  }));
}

function documentIdOf(params: GraphQLParams & { documentId?: unknown }, request: Request): string | null {
  if (typeof params.documentId === 'string') return params.documentId;
  // yoga's GET parser keeps only query, variables, operationName and extensions.
  if (request.method === 'GET') return urlOf(request).searchParams.get('documentId');
  return null;
}

function isWebAppPath(request: Request): boolean {
  const path = urlOf(request).pathname;
  return path === WEB_APP_GRAPHQL_PATH || path === `${WEB_APP_GRAPHQL_PATH}/`;
}
