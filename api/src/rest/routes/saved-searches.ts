/**
 * The links of saved-search mails. GET opens a link from a mail and answers a small page (noindex,
 * in the search's language: ./saved-search-pages.ts);
 * POST /unsubscribe is RFC 8058's one-click unsubscribe, which a mail client sends for its own
 * "Unsubscribe" button (body `List-Unsubscribe=One-Click`, never read: the token says it all).
 */
import type { Route } from '../router.ts';
import { confirmSavedSearch, unsubscribeSavedSearch } from '../../domain/saved-searches/saved-searches.ts';
import { errorJson } from '../../http/responses.ts';
import { INVALID_LINK_MESSAGE, linkPage } from './saved-search-pages.ts';

const tokenQuery = { token: { description: 'The signed token of the link in the mail', required: true } };
const pageAnswer = { type: 'string', description: 'An HTML page saying what the link did (400 when the token is not valid)' };

export const savedSearchRoutes: Route[] = [
  {
    method: 'GET',
    path: '/saved-searches/confirm',
    doc: { operationId: 'confirmSavedSearchLink', tag: 'Saved searches', summary: 'The confirmation link of a saved search: starts its daily alerts and answers a page.', query: tokenQuery, page: true, response: pageAnswer },
    handle: async ({ ctx, query }) => linkPage(await confirmSavedSearch(ctx, query.get('token') ?? ''), ctx.language),
  },
  {
    method: 'GET',
    path: '/saved-searches/unsubscribe',
    doc: { operationId: 'unsubscribeSavedSearchLink', tag: 'Saved searches', summary: 'The unsubscribe link of every alert: stops the alerts of its saved search and answers a page.', query: tokenQuery, page: true, response: pageAnswer },
    handle: async ({ ctx, query }) => linkPage(await unsubscribeSavedSearch(ctx, query.get('token') ?? ''), ctx.language),
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
      return outcome.kind === 'invalid' ? errorJson(400, 'BAD_USER_INPUT', INVALID_LINK_MESSAGE) : { status: 'UNSUBSCRIBED' };
    },
  },
];
