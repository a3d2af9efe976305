/**
 * What the process knows of the request it is working on, wherever it is in the call stack: its
 * id (for log lines) and what the metrics need to name it. Kept in an AsyncLocalStorage, so the
 * domain's modules and the logger need no request passed down to them.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export interface RequestScope {
  /** The request's id: the client's valid `x-request-id`, or one made here. The answer carries it. */
  readonly id: string;
  /** What the request did, in bounded words for the metrics: a GraphQL operation, a REST route's pattern. */
  operation?: string;
  /** The answer reported an error its status does not show (a GraphQL result with errors). */
  failed?: boolean;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** An id a client or proxy sent that we pass on: short, and only characters safe in a log line and a header. */
const VALID_REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/** The incoming `x-request-id` if it is safe to keep, else a new random one. */
export function requestIdFrom(incoming: string | null | undefined): string {
  return incoming && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Runs `work` inside the request's scope. */
export function withRequestScope<T>(scope: RequestScope, work: () => T): T {
  return scopes.run(scope, work);
}

/** The scope of the request being worked on, if any (none at start, in a job, in a timer). */
export function currentRequest(): RequestScope | undefined {
  return scopes.getStore();
}
