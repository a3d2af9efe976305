import { Environment, Network, RecordSource, Store, type CacheConfig, type FetchFunction, type GraphQLResponse, type INetwork, type RequestParameters } from 'relay-runtime';
import { clearToken, ensureVisitorId, readToken, storedVisitorId } from './browser-session.ts';
import { extractFiles, multipartBody } from './graphql-multipart.ts';
import { WEB_APP_GRAPHQL_PATH } from '@rules/graphql-paths.ts';

/** GraphQL errors without data become one thrown error (the page's error boundary shows it). */
export class GraphqlRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** The `extensions.code` of each error (UNAUTHENTICATED, FORBIDDEN, ...). */
    readonly codes: string[] = [],
  ) {
    super(message);
    this.name = 'GraphqlRequestError';
  }
}

/**
 * Extra request headers for one operation; pass them as `cacheConfig.metadata.headers` (e.g. a
 * header the spec has a call carry). They never replace the network layer's own headers (accept,
 * authorization, visitor id, content type).
 */
export type RequestHeaders = Record<string, string>;

function extraHeadersOf(cacheConfig: CacheConfig): RequestHeaders {
  const extra = cacheConfig.metadata?.headers;
  if (!extra || typeof extra !== 'object') return {};
  return Object.fromEntries(Object.entries(extra as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Upload progress from 0 to 1; pass it as `cacheConfig.metadata.onUploadProgress` of a mutation. */
export type UploadProgressListener = (fraction: number) => void;

/** An HTTP answer as text. */
export interface RawResponse {
  status: number;
  statusText: string;
  text: string;
}

async function rawOf(response: Response): Promise<RawResponse> {
  return { status: response.status, statusText: response.statusText, text: await response.text() };
}


/** Why an upload failed before the server answered; the dashboard's upload form says them in its language (by value). */
export const UPLOAD_NETWORK_ERROR = 'Network error: the upload did not reach the server.';
export const UPLOAD_CANCELLED = 'The upload was cancelled.';

/**
 * Sends a multipart body with XMLHttpRequest: fetch reports no upload progress, XHR's
 * `upload.onprogress` does, so the upload dialog can show a progress bar.
 */
function sendWithProgress(body: FormData, headers: Record<string, string>, onProgress?: UploadProgressListener): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', WEB_APP_GRAPHQL_PATH);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.upload.onload = () => onProgress(1);
    }
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    xhr.onerror = () => reject(new GraphqlRequestError(UPLOAD_NETWORK_ERROR));
    xhr.onabort = () => reject(new GraphqlRequestError(UPLOAD_CANCELLED));
    xhr.send(body);
  });
}

/**
 * The page's language (issue 35), as the server wrote it on <html lang>: the API answers in it.
 * A document keeps one language (the switch loads a new one), so the store never mixes two.
 */
export function pageLanguage(): string {
  return (typeof document === 'undefined' ? '' : document.documentElement.lang) || 'en';
}

/**
 * Sends with the stored token; a 401 to a token means the server no longer knows it (expired,
 * ended elsewhere): it is forgotten (logged out, docs/spec/storefront.md §3) and the request sent
 * once more without it, so a storefront read answers as for any visitor and a dashboard read
 * answers its usual "log in" refusal.
 */
async function send(operation: RequestParameters, variables: Record<string, unknown>, cacheConfig: CacheConfig): Promise<RawResponse> {
  const token = readToken();
  const answer = await sendAs(token, operation, variables, cacheConfig);
  if (!token || answer.status !== 401) return answer;
  // Two reads sent together with the same dead token both get 401: the first forgets it, and each
  // sends again with what is stored now (nothing, or a token a login stored meanwhile), so neither
  // surfaces the 401 as an error page while the other redirects to /login.
  if (readToken() === token) clearToken();
  return sendAs(readToken(), operation, variables, cacheConfig);
}

async function sendAs(token: string | null, operation: RequestParameters, variables: Record<string, unknown>, cacheConfig: CacheConfig): Promise<RawResponse> {
  const documentId = operation.id;
  if (!documentId) throw new GraphqlRequestError(`${operation.name} was not persisted at build: run npm run relay.`);
  const headers: Record<string, string> = {
    ...extraHeadersOf(cacheConfig),
    accept: 'application/graphql-response+json, application/json',
    'accept-language': pageLanguage(),
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const isRead = operation.operationKind === 'query';
  // A write (a rating, a like) needs the server-issued visitor id; a read sends it when there is one.
  const visitor = isRead ? storedVisitorId() : await ensureVisitorId();
  if (visitor) headers['x-visitor-id'] = visitor;

  if (isRead) {
    // A read is a GET by id: a CDN and the server's cache can answer it. The browser asks the
    // server each time (`no-cache`: a 304 when its copy is current) rather than showing its own
    // copy for the answer's max-age: a store revoked or a price edited a moment ago shows at once.
    const query = new URLSearchParams({ documentId, variables: JSON.stringify(variables) });
    return rawOf(await fetch(`${WEB_APP_GRAPHQL_PATH}?${query}`, { headers, cache: 'no-cache' }));
  }
  // Variables holding File objects go as a GraphQL multipart request (the browser sets its
  // multipart content type with the boundary).
  const extracted = extractFiles(variables);
  if (extracted.files.length) {
    const onProgress = cacheConfig.metadata?.onUploadProgress as UploadProgressListener | undefined;
    return sendWithProgress(multipartBody({ documentId, operationName: operation.name, variables: extracted.variables }, extracted.files), headers, onProgress);
  }
  return rawOf(
    await fetch(WEB_APP_GRAPHQL_PATH, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ documentId, variables, operationName: operation.name }),
    }),
  );
}

/**
 * The payload of a GraphQL answer, for Relay; an answer without data (only errors, or not JSON)
 * becomes one thrown error. The server renderer reads its in-process answers with it too.
 */
export function graphqlPayload(response: RawResponse): GraphQLResponse {
  const ok = response.status >= 200 && response.status < 300;
  let payload: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
  try {
    payload = JSON.parse(response.text);
  } catch {
    throw new GraphqlRequestError(`API error: ${response.status} ${response.statusText}`, response.status);
  }
  if (!payload.data && payload.errors?.length) {
    const codes = payload.errors.map((e) => e.extensions?.code ?? '');
    throw new GraphqlRequestError(payload.errors.map((e) => e.message).join('; '), response.status, codes);
  }
  if (!ok && !payload.data) throw new GraphqlRequestError(`API error: ${response.status} ${response.statusText}`, response.status);
  return payload as GraphQLResponse;
}

const fetchGraphql: FetchFunction = async (operation, variables, cacheConfig) => graphqlPayload(await send(operation, variables, cacheConfig));

/** The records of a store, as `RecordSource.toJSON()` gives them. */
export type RecordMap = NonNullable<ConstructorParameters<typeof RecordSource>[0]>;

/**
 * A Relay environment: the browser's one (the app's network, started from the server's records) is
 * made by app/start.tsx; the server renderer makes one per request with an in-process network.
 * There is no module-wide instance: components take theirs from `useRelayEnvironment()`, route
 * loaders from their request context (app/preload.ts).
 */
export function createRelayEnvironment(network: INetwork = Network.create(fetchGraphql), records?: RecordMap): Environment {
  return new Environment({
    network,
    store: new Store(new RecordSource(records), { gcReleaseBufferSize: 20 }),
  });
}
