// Search synonym groups over GraphQL (admin only; issue 20). Every field that returns one checks
// the admin first (in the domain).
import { builder } from '../builder.ts';
import { createSynonymGroup, deleteSynonymGroup, listSynonymGroups, updateSynonymGroup } from '../../domain/catalogue/synonyms.ts';

// Not a Node: `node(id:)` has no reason to hand groups to anyone.
export const SynonymGroup = builder.prismaObject('SynonymGroup', {
  description: 'Words that mean the same to search: a query word or phrase matching one term also matches the others. Admin only.',
  fields: (t) => ({
    id: t.globalID({ description: "The synonym group's global id.", resolve: (g) => ({ type: 'SynonymGroup', id: g.id }) }),
    databaseId: t.exposeInt('id'),
    terms: t.exposeStringList('terms', { description: 'Lower-cased terms; a term of several words ("to let") is a phrase.' }),
    updatedAt: t.expose('updatedAt', { description: 'When the group was last changed.', type: 'DateTime' }),
  }),
});

/** Another type's id names no group: the domain answers Not found (after the admin check). */
const groupDatabaseId = (globalId: { typename: string; id: string }) => (globalId.typename === 'SynonymGroup' ? Number(globalId.id) : 0);

builder.queryFields((t) => ({
  synonymGroups: t.prismaField({
    type: [SynonymGroup],
    description: "Search's synonym groups, oldest first. Admin only.",
    resolve: (query, _root, _args, ctx) => listSynonymGroups(ctx, query),
  }),
}));

const termsField = { required: true, description: '2-12 terms of 1-3 words each (letters and digits); a term belongs to one group only.' } as const;

const CreateSynonymGroupInput = builder.inputType('CreateSynonymGroupInput', {
  fields: (t) => ({ terms: t.stringList(termsField) }),
});

const UpdateSynonymGroupInput = builder.inputType('UpdateSynonymGroupInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, description: 'A SynonymGroup id.' }),
    terms: t.stringList({ ...termsField, description: `The group's new terms (replacing the old ones). ${termsField.description}` }),
  }),
});

const DeleteSynonymGroupInput = builder.inputType('DeleteSynonymGroupInput', {
  fields: (t) => ({ id: t.globalID({ required: true, description: 'A SynonymGroup id.' }) }),
});

const SynonymGroupChanged = (name: string) =>
  builder.objectRef<{ id: number }>(name).implement({
    fields: (t) => ({
      synonymGroup: t.prismaField({
        description: 'The synonym group as saved.',
        type: SynonymGroup,
        resolve: (query, result, _args, ctx) => ctx.db.synonymGroup.findUniqueOrThrow({ ...query, where: { id: result.id } }),
      }),
    }),
  });

const SynonymGroupDeleted = builder.objectRef<{ id: number }>('DeleteSynonymGroupSuccess').implement({
  fields: (t) => ({ deletedSynonymGroupId: t.globalID({ description: 'The global id of the synonym group deleted.', resolve: (r) => ({ type: 'SynonymGroup', id: r.id }) }) }),
});

builder.mutationFields((t) => ({
  createSynonymGroup: t.field({
    type: SynonymGroupChanged('CreateSynonymGroupSuccess'),
    description: 'Adds a synonym group; search uses it at once. Admin only.',
    errors: { directResult: true },
    args: { input: t.arg({ type: CreateSynonymGroupInput, required: true }) },
    resolve: async (_root, { input }, ctx) => createSynonymGroup(ctx, input),
  }),
  updateSynonymGroup: t.field({
    type: SynonymGroupChanged('UpdateSynonymGroupSuccess'),
    description: "Replaces a synonym group's terms. Admin only.",
    errors: { directResult: true },
    args: { input: t.arg({ type: UpdateSynonymGroupInput, required: true }) },
    resolve: async (_root, { input }, ctx) => updateSynonymGroup(ctx, groupDatabaseId(input.id), input),
  }),
  deleteSynonymGroup: t.field({
    type: SynonymGroupDeleted,
    description: 'Deletes a synonym group. Admin only.',
    errors: { directResult: true },
    args: { input: t.arg({ type: DeleteSynonymGroupInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ id: await deleteSynonymGroup(ctx, groupDatabaseId(input.id)) }),
  }),
}));
