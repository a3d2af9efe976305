import type { Services } from '../services.ts';
import type { Connection } from './connection.ts';
import { createContext, type Context } from '../context.ts';
import { DomainError, ValidationError } from '../domain/errors.ts';
import { statusOf } from './errors.ts';
import { readLimitedBytes } from './body-limit.ts';
import { assertNoNulInText } from './text-input.ts';
import { retryAfterHeaders } from './responses.ts';
import { LISTING_FORM, LISTING_PAGE_PATTERN, PAGE_FORM_FIELD, PAGE_FORM_PATHS, SESSION_HANDOFF_PATH, type PageFormName, type PageFormState } from '@rules/page-forms.ts';
import { localizedPath, splitLocalePath } from '@rules/locales.ts';
import { PAGE_FORM_ACTIONS, type PageFormOutcome } from './page-form-actions.ts';

/**
 * Forms posted as plain HTML, before the page's script has run or without it (issue 32): login,
 * forgot-password, registration, contact, track-order and a listing's enquiry post `application/x-www-form-urlencoded` to their own
 * page's path. Each is answered by the same domain function as GraphQL and REST (same validation,
 * rate limits and lockouts), with a 303 to the next page, or the page rendered again with what
 * was typed (never a password) and the error texts of the spec. An Arabic or Urdu page posts to
 * its own address (/ar/login): the answer stays in its language (the next storefront page under
 * the same prefix; the page again at that address, which shows the server's English texts in its
 * language, web/src/components/form/useFormText.ts).
 *
 * Cross-site requests are refused before anything is read: the browser's Sec-Fetch-Site must say
 * same-origin, or (a browser that does not send it) its Origin must be this site's. The page CSP's
 * form-action 'self' keeps our own pages from posting elsewhere (docs/decisions/page-forms-csrf.md).
 */

/** A form's text fields: a few kilobytes at most (the contact message is the longest, 5,000 characters). */
const MAX_FORM_BYTES = 64 * 1024;

export const CROSS_SITE_MESSAGE = 'This form can only be sent from this site’s own pages.';

/** The forms a path answers in any language, for a POST (the first is the page's main form); null for any other request. */
export function pageFormAt(request: Request, pathname: string): PageFormName[] | null {
  if (request.method !== 'POST') return null;
  const { path } = splitLocalePath(pathname);
  const names = (Object.keys(PAGE_FORM_PATHS) as (keyof typeof PAGE_FORM_PATHS)[]).filter((name) => PAGE_FORM_PATHS[name] === path);
  if (names.length) return names;
  // Every listing's page takes its enquiry form (issue 37 part 2), in each language.
  return LISTING_PAGE_PATTERN.test(path) ? [LISTING_FORM] : null;
}

/** Which of the page's forms was sent: the one its hidden `form` field names, else the page's main form. */
function chosenForm(names: PageFormName[], fields: URLSearchParams): PageFormName {
  const named = fields.get(PAGE_FORM_FIELD) as PageFormName | null;
  return named && names.includes(named) ? named : names[0];
}

/** True when the browser says the post came from one of this site's own pages. */
export function isSameOriginPost(request: Request, publicUrl: string): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = request.headers.get('origin');
  if (!origin) return false;
  return origin === new URL(request.url).origin || origin === new URL(publicUrl).origin;
}

async function readForm(request: Request): Promise<URLSearchParams> {
  if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '')) {
    throw new ValidationError('This page takes a form (application/x-www-form-urlencoded).');
  }
  const text = new TextDecoder().decode(await readLimitedBytes(request, MAX_FORM_BYTES, `A form is limited to ${MAX_FORM_BYTES} bytes.`));
  assertNoNulInText(text);
  return new URLSearchParams(text);
}

export type RenderFormPage = (request: Request, url: URL, connection: Connection, answer: { form: PageFormState; status: number }) => Promise<Response | null>;

/** Answers a form posted to its page: a refusal, a redirect, or the page with the form's state. */
export function pageFormHandler(services: Services, renderPage: RenderFormPage) {
  return async function answerPageForm(names: PageFormName[], request: Request, url: URL, connection: Connection): Promise<Response> {
    if (!isSameOriginPost(request, services.config.publicUrl)) return plainText(403, CROSS_SITE_MESSAGE);
    let fields: URLSearchParams;
    try {
      fields = await readForm(request);
    } catch (error) {
      if (error instanceof DomainError) return plainText(statusOf(error), error.message);
      throw error;
    }
    // A turn of the work queue, as the API's requests take: the form's domain work is the same.
    const outcome: PageFormOutcome = await services.work.run(() => {
      const ctx: Context = createContext(services, request, connection.clientIp);
      return PAGE_FORM_ACTIONS[chosenForm(names, fields)](ctx, fields);
    }, request.signal);
    if (outcome.kind === 'redirect') {
      const headers = new Headers({ location: inPageLanguage(outcome.location, url), 'cache-control': 'no-store' });
      for (const cookie of outcome.cookies ?? []) headers.append('set-cookie', cookie(connection.secure ?? false));
      return new Response(null, { status: 303, headers });
    }
    const status = outcome.error ? statusOf(outcome.error) : 200;
    // The page is rendered at its own address, as a GET would render it, with the form's state.
    const page = await renderPage(new Request(url, { signal: request.signal }), url, connection, { form: outcome.form, status });
    if (!page) return plainText(status, outcome.form.message?.text ?? Object.values(outcome.form.errors)[0] ?? 'Done.');
    if (outcome.error) for (const [header, value] of Object.entries(retryAfterHeaders(outcome.error))) page.headers.set(header, value);
    return page;
  };
}

/** A storefront path the form leads to, in the language of the page that posted it; the dashboard has no language in its address. */
function inPageLanguage(location: string, posted: URL): string {
  if (location.startsWith(SESSION_HANDOFF_PATH)) return location;
  return localizedPath(splitLocalePath(posted.pathname).locale, location);
}

function plainText(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}
