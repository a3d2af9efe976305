import { Environment, Network, RecordSource, Store, type FetchFunction } from 'relay-runtime';
import { readToken, visitorId } from '../lib/browser-session.ts';

/** GraphQL errors without data become one thrown error (the page's error boundary shows it). */
export class GraphqlRequestError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
    this.name = 'GraphqlRequestError';
  }
}

const fetchGraphql: FetchFunction = async (operation, variables) => {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
    'x-visitor-id': visitorId(),
  };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;

  const response = await fetch('/graphql', {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: operation.text, variables, operationName: operation.name }),
  });
  let payload: { data?: unknown; errors?: { message: string }[] };
  try {
    payload = await response.json();
  } catch {
    throw new GraphqlRequestError(`API error: ${response.status} ${response.statusText}`, response.status);
  }
  if (!payload.data && payload.errors?.length) {
    throw new GraphqlRequestError(payload.errors.map((e) => e.message).join('; '), response.status);
  }
  if (!response.ok && !payload.data) throw new GraphqlRequestError(`API error: ${response.status} ${response.statusText}`, response.status);
  return payload as never;
};

export function createRelayEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphql),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 20 }),
  });
}

/** The one environment of the running app (route loaders use it before React renders). */
export const relayEnvironment = createRelayEnvironment();
