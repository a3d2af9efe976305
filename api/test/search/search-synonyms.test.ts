// The admin's synonym groups (issue 20): listed, added, changed and deleted over GraphQL by the
// admin only, checked (typed errors), and used by search at once, also through the shared answer
// cache (a change announces itself and the cached answers go).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helpers/auth.ts';
import { tokenFor } from '../helpers/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let vendor: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RESPONSE_CACHE: '1' } });
  admin = bearer(await tokenFor(t.db, 'admin'));
  vendor = bearer(await tokenFor(t.db, 'casa-nova-interiors'));
});
afterAll(() => t?.close());

const GROUP = 'id databaseId terms';
const create = (terms: string[], headers = admin) =>
  t.graphql(`mutation ($input: CreateSynonymGroupInput!) { createSynonymGroup(input: $input) { __typename ... on CreateSynonymGroupSuccess { synonymGroup { ${GROUP} } } ... on Error { message } ... on ValidationError { field } } }`, { input: { terms } }, headers);
const update = (id: string, terms: string[], headers = admin) =>
  t.graphql(`mutation ($input: UpdateSynonymGroupInput!) { updateSynonymGroup(input: $input) { __typename ... on UpdateSynonymGroupSuccess { synonymGroup { ${GROUP} } } ... on Error { message } } }`, { input: { id, terms } }, headers);
const remove = (id: string, headers = admin) =>
  t.graphql(`mutation ($input: DeleteSynonymGroupInput!) { deleteSynonymGroup(input: $input) { __typename ... on DeleteSynonymGroupSuccess { deletedSynonymGroupId } ... on Error { message } } }`, { input: { id } }, headers);

/** Anonymous suggestions, as the storefront asks (and the shared cache stores). */
async function suggest(query: string): Promise<string[]> {
  const { data, errors } = await t.graphql(`query($q: String!) { searchSuggestions(query: $q, first: 8) { name } }`, { q: query });
  expect(errors).toBeUndefined();
  return data.searchSuggestions.map((p: { name: string }) => p.name);
}

describe('synonym groups', () => {
  it('starts with the seeded groups, listed to the admin only', async () => {
    const listed = await t.graphql(`{ synonymGroups { terms } }`, undefined, admin);
    expect(listed.errors).toBeUndefined();
    const terms = listed.data.synonymGroups.map((g: { terms: string[] }) => g.terms);
    for (const pair of [['sofa', 'couch'], ['fridge', 'refrigerator'], ['flat', 'apartment'], ['to let', 'for rent'], ['tv', 'television'], ['plot', 'land']]) {
      expect(terms.some((group: string[]) => pair.every((term) => group.includes(term)))).toBe(true);
    }
    const anonymous = await t.graphql(`{ synonymGroups { terms } }`);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const byVendor = await t.graphql(`{ synonymGroups { terms } }`, undefined, vendor);
    expect(byVendor.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('adds a group that search uses at once (through the answer cache), changes it and deletes it', async () => {
    // Cached before the group exists: "credenza" finds nothing.
    expect(await suggest('credenza')).toEqual([]);
    expect(await suggest('credenza')).toEqual([]);

    const created = await create(['Credenza', 'bookcase', 'credenza ']);
    expect(created.data.createSynonymGroup.__typename).toBe('CreateSynonymGroupSuccess');
    const group = created.data.createSynonymGroup.synonymGroup;
    expect(group.terms).toEqual(['credenza', 'bookcase']);
    expect(await suggest('credenza')).toEqual(['Open Oak Bookcase']);
    // A multi-word term is a phrase, both ways.
    const changed = await update(group.id, ['credenza', 'ladder bookshelf']);
    expect(changed.data.updateSynonymGroup.synonymGroup.terms).toEqual(['credenza', 'ladder bookshelf']);
    expect(await suggest('credenza')).toEqual(['Five-Tier Ladder Bookshelf']);
    expect(await suggest('credenza')).toEqual(['Five-Tier Ladder Bookshelf']);

    const deleted = await remove(group.id);
    expect(deleted.data.deleteSynonymGroup.__typename).toBe('DeleteSynonymGroupSuccess');
    expect(await suggest('credenza')).toEqual([]);
    expect((await remove(group.id)).data.deleteSynonymGroup).toMatchObject({ __typename: 'NotFoundError', message: 'Synonym group not found.' });
  });

  it('refuses bad groups with typed errors and vendors with 403, changing nothing', async () => {
    const before = await t.db.synonymGroup.count();
    expect((await create(['sofa'])).data.createSynonymGroup).toMatchObject({ __typename: 'ValidationError', field: 'terms', message: 'A synonym group needs at least 2 different terms.' });
    expect((await create(['loo', 'loo '])).data.createSynonymGroup.__typename).toBe('ValidationError');
    expect((await create(['a b c d', 'x'])).data.createSynonymGroup.__typename).toBe('ValidationError');
    expect((await create(['!!!', 'x'])).data.createSynonymGroup.__typename).toBe('ValidationError');
    expect((await create(['couch', 'divan'])).data.createSynonymGroup).toMatchObject({ __typename: 'ConflictError', message: '"couch" is already in another synonym group.' });
    const byVendor = await create(['divan', 'daybed'], vendor);
    expect(byVendor.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const anonymous = await create(['divan', 'daybed'], {});
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await t.db.synonymGroup.count()).toBe(before);
  });
});
