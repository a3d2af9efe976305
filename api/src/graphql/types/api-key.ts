// Partner API keys over GraphQL (issue 18, issue 38): the admin lists, creates and revokes any
// key, a vendor those of its own store. The key
// itself is used by sending it (X-Api-Key or a bearer), never through a field.
import { builder } from '../builder.ts';
import { createApiKey, listApiKeys, revokeApiKey } from '../../domain/partners/api-keys.ts';
import { API_KEY_SCOPES, API_KEY_SCOPE_LABELS, API_KEY_WRITES, DEFAULT_REQUESTS_PER_MINUTE, MAX_KEY_DAYS, MAX_REQUESTS_PER_MINUTE, MIN_REQUESTS_PER_MINUTE, type ApiKeyScopeName } from '@rules/api-keys.ts';

/** What each scope lets a key do, in the schema's words. */
function scopeDescription(scope: ApiKeyScopeName): string {
  if (scope === 'CATALOGUE_READ') return `${API_KEY_SCOPE_LABELS[scope]}: the public reads (products, search, stores, categories, feed, ...).`;
  if (scope === 'STORE_ORDERS_READ') return `${API_KEY_SCOPE_LABELS[scope]}: myOrders and myOrderBrandTypes (REST GET /api/orders) of the key's store, exactly as that store sees them.`;
  const writes = API_KEY_WRITES[scope];
  return `${API_KEY_SCOPE_LABELS[scope]}: as the key's store, with its rights only: ${writes.graphql.join(', ')} (REST ${writes.rest.join(', ')}).`;
}

export const ApiKeyScopeEnum = builder.enumType('ApiKeyScope', {
  description: 'What an API key may do. A key is never the admin; it writes only as its one store, and only what a write scope names (anything else is 403 API_KEY_SCOPE_MISSING).',
  values: Object.fromEntries(API_KEY_SCOPES.map((scope) => [scope, { description: scopeDescription(scope) }])) as Record<(typeof API_KEY_SCOPES)[number], { description: string }>,
});

// Not a Node: `node(id:)` must not hand keys to anyone. Every field that returns one checks the
// admin first (in the domain).
export const ApiKey = builder.prismaObject('ApiKey', {
  description: "A partner's API key, as the admin or its store sees it: the secret is never shown again after creation, only its first characters.",
  fields: (t) => ({
    id: t.globalID({ description: "The key's global id, to revoke it with `revokeApiKey`.", resolve: (k) => ({ type: 'ApiKey', id: k.id }) }),
    name: t.exposeString('name', { description: 'The name given at creation, to tell keys apart (the partner or its use).' }),
    prefix: t.exposeString('prefix', { description: 'The first characters of the key (`mk_` and 8 more), to recognise it.' }),
    scopes: t.field({ description: 'What the key may do: its read and write scopes (see ApiKeyScope).', type: [ApiKeyScopeEnum], resolve: (k) => k.scopes }),
    storeId: t.string({
      nullable: true,
      description: 'The store of a store scope.',
      select: { vendor: { select: { storeId: true } } },
      resolve: (k) => k.vendor?.storeId ?? null,
    }),
    storeName: t.string({ description: 'The store the key belongs to; null for a marketplace-wide key.', nullable: true, select: { vendor: { select: { storeName: true } } }, resolve: (k) => k.vendor?.storeName ?? null }),
    requestsPerMinute: t.exposeInt('requestsPerMinute', { description: 'The most requests the key may make per minute; more are answered 429 with Retry-After.' }),
    createdAt: t.expose('createdAt', { description: 'When the key was created.', type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true, description: 'The last request made with the key (to the minute).' }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true, description: 'When it was revoked; null while it is not.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true, description: 'When it stops working; null: until revoked.' }),
    active: t.boolean({
      description: 'Neither revoked nor expired.',
      select: { revokedAt: true, expiresAt: true },
      resolve: (k) => k.revokedAt === null && (k.expiresAt === null || k.expiresAt > new Date()),
    }),
  }),
});

/** Another type's id names no key: the domain answers Not found (after the admin check). */
const apiKeyDatabaseId = (globalId: { typename: string; id: string }) => (globalId.typename === 'ApiKey' ? Number(globalId.id) : 0);

builder.queryFields((t) => ({
  apiKeys: t.prismaField({
    type: [ApiKey],
    description: "The keys the caller manages, newest first, revoked ones included (all of them: no paging): the admin's every key, a vendor's its own store's.",
    resolve: (query, _root, _args, ctx) => listApiKeys(ctx, query),
  }),
}));

const CreateApiKeyInput = builder.inputType('CreateApiKeyInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: 'Who or what uses the key; 1-80 characters.' }),
    scopes: t.field({ type: [ApiKeyScopeEnum], required: true, description: 'At least one.' }),
    storeId: t.string({ required: false, description: "The store (its store id) of a store scope; only with one. A vendor's key is always its own store's." }),
    expiresAt: t.field({ type: 'DateTime', required: false, description: `When the key stops working: in the future, at most ${MAX_KEY_DAYS} days ahead; none: until revoked.` }),
    requestsPerMinute: t.int({ required: false, description: `${MIN_REQUESTS_PER_MINUTE}-${MAX_REQUESTS_PER_MINUTE}; default ${DEFAULT_REQUESTS_PER_MINUTE}.` }),
  }),
});

const RevokeApiKeyInput = builder.inputType('RevokeApiKeyInput', {
  fields: (t) => ({ id: t.globalID({ required: true, description: 'An ApiKey id.' }) }),
});

const CreateApiKeySuccess = builder.objectRef<{ id: number; secret: string }>('CreateApiKeySuccess').implement({
  fields: (t) => ({
    apiKey: t.prismaField({ description: 'The new key; its secret is in `secret`, shown only this once.', type: ApiKey, resolve: (query, result, _args, ctx) => ctx.db.apiKey.findUniqueOrThrow({ ...query, where: { id: result.id } }) }),
    secret: t.exposeString('secret', { description: 'The key to hand to the partner. Shown this once: only its hash is kept.' }),
  }),
});

const RevokeApiKeySuccess = builder.objectRef<{ id: number }>('RevokeApiKeySuccess').implement({
  fields: (t) => ({
    apiKey: t.prismaField({ description: 'The key, now revoked: requests with it answer 401.', type: ApiKey, resolve: (query, result, _args, ctx) => ctx.db.apiKey.findUniqueOrThrow({ ...query, where: { id: result.id } }) }),
  }),
});

builder.mutationFields((t) => ({
  createApiKey: t.field({
    type: CreateApiKeySuccess,
    description: "Creates a partner's API key and answers its secret, this once. The admin for any store, a vendor for its own.",
    errors: { directResult: true },
    args: { input: t.arg({ type: CreateApiKeyInput, required: true }) },
    resolve: (_root, { input }, ctx) => createApiKey(ctx, input),
  }),
  revokeApiKey: t.field({
    type: RevokeApiKeySuccess,
    description: "Revokes an API key at once: its next request is refused with 401. The admin any key, a vendor its own store's.",
    errors: { directResult: true },
    args: { input: t.arg({ type: RevokeApiKeyInput, required: true }) },
    resolve: (_root, { input }, ctx) => revokeApiKey(ctx, apiKeyDatabaseId(input.id)),
  }),
}));
