import { builder } from '../builder.ts';
import { describedValues } from '../enum-values.ts';
import { Product, ProductFilterInput } from './product.ts';
import { RateLimitedError, ValidationError } from '../../domain/errors.ts';
import { confirmSavedSearch, saveSearch, unsubscribeSavedSearch, type LinkOutcome, type SavedSearchView } from '../../domain/saved-searches/saved-searches.ts';
import type { ProductFilter } from '../../domain/catalogue/listing-filter.ts';

const SavedSearchStatusEnum = builder.enumType('SavedSearchStatus', {
  description: 'PENDING until the link mailed at saving is opened; ACTIVE gets the daily alerts; UNSUBSCRIBED gets nothing.',
  values: describedValues(['PENDING', 'ACTIVE', 'UNSUBSCRIBED'] as const, {
    ACTIVE: 'Confirmed: gets the daily alerts.',
    PENDING: 'Waiting for its confirmation link to be opened.',
    UNSUBSCRIBED: 'Unsubscribed: gets nothing.',
  }),
});

const SaveSearchInput = builder.inputType('SaveSearchInput', {
  fields: (t) => ({
    email: t.string({ required: true, description: 'Where the confirmation link, then the alerts, go.' }),
    filter: t.field({ type: ProductFilterInput, required: false, description: 'The listing filter, as the products connection takes it.' }),
    favourites: t.globalIDList({ for: Product, required: false, description: 'The browser\'s favourites: their price drops are mailed too (at most 100).' }),
  }),
});

const SavedSearch = builder.objectRef<SavedSearchView>('SavedSearch').implement({
  description: 'A saved search as its owner sees it right after saving. There is no way to list or read saved searches: their links are the only way in.',
  fields: (t) => ({
    label: t.exposeString('label', { description: 'What the mails call it, made from the filters.' }),
    email: t.exposeString('email', { description: 'Where the alerts go.' }),
    status: t.field({ description: 'Whether alerts are sent.', type: SavedSearchStatusEnum, resolve: (s) => s.status }),
    favouriteCount: t.exposeInt('favouriteCount', { description: 'Favourites followed for price drops (unknown products are left out).' }),
  }),
});

const SaveSearchSuccess = builder.objectRef<SavedSearchView>('SaveSearchSuccess').implement({
  fields: (t) => ({ savedSearch: t.field({ description: 'The saved search, PENDING until its confirmation link is opened.', type: SavedSearch, resolve: (s) => s }) }),
});

const SavedSearchLinkResult = builder.objectRef<Extract<LinkOutcome, { label: string }>>('SavedSearchLinkResult').implement({
  description: 'What a confirm or unsubscribe link did.',
  fields: (t) => ({
    status: t.field({ description: "The saved search's status now.", type: SavedSearchStatusEnum, resolve: (r) => (r.kind === 'confirmed' ? 'ACTIVE' : 'UNSUBSCRIBED') }),
    label: t.exposeString('label', { description: 'What the link did, in words to show.' }),
  }),
});

const INVALID_LINK = 'This link is not valid. Please use the latest link we mailed you (confirmation links work for 7 days).';

function linkAnswer(outcome: LinkOutcome) {
  if (outcome.kind === 'invalid') throw new ValidationError(INVALID_LINK, 'token');
  return outcome;
}

builder.mutationFields((t) => ({
  saveSearch: t.field({
    type: SaveSearchSuccess,
    description:
      'Saves a listing search for a daily mail of new matches and price drops of the given favourites. It starts PENDING and mails a confirmation link; ' +
      'at most 20 saved searches per email, and a few saves per address and per email an hour.',
    errors: { types: [ValidationError, RateLimitedError], directResult: true },
    args: { input: t.arg({ type: SaveSearchInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      saveSearch(ctx, { email: input.email, filter: input.filter as ProductFilter | null, favouriteIds: (input.favourites ?? []).map((id) => Number(id.id)) }),
  }),
  confirmSavedSearch: t.field({
    type: SavedSearchLinkResult,
    description: 'Confirms a saved search with the token of its confirmation mail. A bad or expired token is a ValidationError.',
    errors: { types: [ValidationError], directResult: true },
    args: { token: t.arg.string({ description: 'The token from the confirmation link mailed at saving.', required: true }) },
    resolve: async (_root, { token }, ctx) => linkAnswer(await confirmSavedSearch(ctx, token)),
  }),
  unsubscribeSavedSearch: t.field({
    type: SavedSearchLinkResult,
    description: 'Stops the alerts of a saved search with the token of any of its mails. A bad token is a ValidationError.',
    errors: { types: [ValidationError], directResult: true },
    args: { token: t.arg.string({ description: 'The token from the unsubscribe link of an alert mail.', required: true }) },
    resolve: async (_root, { token }, ctx) => linkAnswer(await unsubscribeSavedSearch(ctx, token)),
  }),
}));
