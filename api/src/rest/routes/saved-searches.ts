/**
 * The links of saved-search mails. GET opens a link from a mail and answers a small page (noindex);
 * POST /unsubscribe is RFC 8058's one-click unsubscribe, which a mail client sends for its own
 * "Unsubscribe" button (body `List-Unsubscribe=One-Click`, never read: the token says it all).
 */
import type { Route } from '../router.ts';
import { confirmSavedSearch, unsubscribeSavedSearch, type LinkOutcome } from '../../domain/saved-searches/saved-searches.ts';
import { errorJson } from '../../http/responses.ts';
import { escapeHtml } from '../../domain/shared/html.ts';

const PAGES = {
  confirmed: { title: 'Saved search confirmed', text: (label: string) => `Your saved search “${label}” is confirmed. You will get a daily mail when there are new matches or price drops.` },
  unsubscribed: { title: 'Unsubscribed', text: (label: string) => `You will get no more mails about “${label}”.` },
  invalid: { title: 'This link is not valid', text: () => 'Please use the latest link we mailed you (confirmation links work for 7 days).' },
} as const;

/** A plain page for a link opened from a mail: no scripts, not indexed, never cached. */
function linkPage(outcome: LinkOutcome): Response {
  const page = PAGES[outcome.kind];
  const text = page.text(outcome.kind === 'invalid' ? '' : outcome.label);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${page.title}</title></head><body><main><h1>${page.title}</h1><p>${escapeHtml(text)}</p><p><a href="/">Back to the marketplace</a></p></main></body></html>`;
  return new Response(html, {
    status: outcome.kind === 'invalid' ? 400 : 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
  });
}

const tokenQuery = { token: { description: 'The signed token of the link in the mail', required: true } };
const pageAnswer = { type: 'string', description: 'An HTML page saying what the link did (400 when the token is not valid)' };

export const savedSearchRoutes: Route[] = [
  {
    method: 'GET',
    path: '/saved-searches/confirm',
    doc: { operationId: 'confirmSavedSearchLink', tag: 'Saved searches', summary: 'The confirmation link of a saved search: starts its daily alerts and answers a page.', query: tokenQuery, page: true, response: pageAnswer },
    handle: async ({ ctx, query }) => linkPage(await confirmSavedSearch(ctx, query.get('token') ?? '')),
  },
  {
    method: 'GET',
    path: '/saved-searches/unsubscribe',
    doc: { operationId: 'unsubscribeSavedSearchLink', tag: 'Saved searches', summary: 'The unsubscribe link of every alert: stops the alerts of its saved search and answers a page.', query: tokenQuery, page: true, response: pageAnswer },
    handle: async ({ ctx, query }) => linkPage(await unsubscribeSavedSearch(ctx, query.get('token') ?? '')),
  },
  {
    method: 'POST',
    path: '/saved-searches/unsubscribe',
    doc: {
      operationId: 'unsubscribeSavedSearchOneClick', tag: 'Saved searches',
      summary: 'One-click unsubscribe (RFC 8058 List-Unsubscribe-Post): the token in the query stops the alerts; the body is not read. 400 for a bad token.',
      query: tokenQuery,
      response: { type: 'object', properties: { status: { enum: ['UNSUBSCRIBED'] } } },
    },
    async handle({ ctx, query }) {
      const outcome = await unsubscribeSavedSearch(ctx, query.get('token') ?? '');
      return outcome.kind === 'invalid' ? errorJson(400, 'BAD_USER_INPUT', PAGES.invalid.text()) : { status: 'UNSUBSCRIBED' };
    },
  },
];
