import type { Context } from '../context.ts';
import { ValidationError } from '../domain/errors.ts';
import type { UploadLimits } from '../http/multipart.ts';
import type { ApiKeyScopeName } from '@rules/api-keys.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a REST handler gets: the context, path parameters, the query string and the body. */
export interface RestRequest {
  ctx: Context;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The parsed JSON (or multipart) body; read lazily so GETs never parse one. */
  body(): Promise<unknown>;
  url: URL;
}

/** Statuses a route may answer besides its success and the ones every route shares (openapi.ts). */
export type ErrorStatus = 401 | 403 | 404 | 409 | 413 | 429 | 503;

export interface RouteDoc {
  /** Unique, stable, camelCase: the method name a generated client gives this operation. */
  operationId: string;
  summary: string;
  /** JSON-schema-like description of the (success) answer for the OpenAPI document. */
  response: Record<string, unknown>;
  /** The success statuses (default [200]): 201 for a creation, [200, 201] when a replay answers 200. */
  success?: Array<200 | 201>;
  /**
   * Refusals of this route's own (the domain errors its handler can meet, by their status):
   * 400, 415 (multipart to a JSON route), 413 (a body read), 503 (a full work queue) and, with
   * `auth`, 401/403 are added for every route that can answer them.
   */
  errors?: ErrorStatus[];
  /** What each path parameter names (the template is shared by operations that name different things). */
  params?: Record<string, { description: string; type?: 'string' | 'integer' }>;
  query?: Record<string, { description: string; type?: 'string' | 'integer' | 'number'; required?: boolean }>;
  /** A route without `auth` that reads a bearer token when one is sent (declared as optional security). */
  bearerOptional?: boolean;
  /** Request headers the route reads (all optional): x-visitor-id, Idempotency-Key. */
  headers?: Record<string, string>;
  requestBody?: Record<string, unknown>;
  /** An upload route that also takes the same fields as JSON (without the files). */
  jsonToo?: boolean;
  /**
   * A paged list: its 200 answer carries X-Total-Count and Link (params.ts pagedAnswer);
   * 'unless-search': not when the query has `search` (the suggestions of GET /products).
   */
  paged?: boolean | 'unless-search';
  /** The route answers an HTML page (200, and 400 for a bad link), not JSON: a link opened from a mail. */
  page?: boolean;
  /** The route answers a CSV file (text/csv), not JSON: a download. */
  csv?: boolean;
  tag: string;
}

export interface Route {
  method: Method;
  /** Documented path under /api, with `{name}` parameters. */
  path: string;
  /** Who may call it; checked before the handler runs. */
  auth?: 'vendor' | 'admin';
  /**
   * A partner's API key with this scope may call this signed-in route too (the domain checks the
   * scope and reads what it grants). Without it, a key calls only the public GET routes.
   */
  partnerScope?: ApiKeyScopeName;
  /**
   * Takes files (multipart/form-data), within these limits; streamed to disk after the auth
   * check. Any other route refuses multipart with 415.
   */
  upload?: UploadLimits;
  doc: RouteDoc;
  /** Returns the JSON answer (status 200), or a Response for other statuses. */
  handle(request: RestRequest): Promise<unknown>;
}

interface CompiledRoute extends Route {
  regex: RegExp;
  names: string[];
  /** Fixed segments count more: /products/slug/{slug} wins over /products/{id}. */
  specificity: number;
}

export function compileRoutes(routes: Route[]): CompiledRoute[] {
  return routes
    .map((route) => {
      const names: string[] = [];
      const pattern = route.path
        .split('/')
        .map((segment) => {
          const param = /^\{(\w+)\}$/.exec(segment);
          if (!param) return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
          names.push(param[1]);
          return '([^/]+)';
        })
        .join('/');
      const specificity = route.path.split('/').filter((s) => s && !s.startsWith('{')).length;
      return { ...route, names, regex: new RegExp(`^${pattern}$`), specificity };
    })
    .sort((a, b) => b.specificity - a.specificity);
}

export type Match = { route: CompiledRoute; params: Record<string, string> } | { allowed: Method[] } | null;

/** Finds the route for a method and path (path without the /api prefix). */
export function matchRoute(routes: CompiledRoute[], method: string, path: string): Match {
  const allowed: Method[] = [];
  for (const route of routes) {
    const found = route.regex.exec(path);
    if (!found) continue;
    if (route.method !== method) {
      allowed.push(route.method);
      continue;
    }
    const params: Record<string, string> = {};
    try {
      route.names.forEach((name, i) => (params[name] = decodeURIComponent(found[i + 1])));
    } catch {
      throw new ValidationError('The path is not correctly encoded.');
    }
    return { route, params };
  }
  return allowed.length ? { allowed } : null;
}
