// What search takes a word to mean beyond the synonym groups (issue 34): the product's word list
// and the WordNet thesaurus, and the admin's switch for a bad pair. Admin only (in the domain).
import { builder } from '../builder.ts';
import { searchMeanings, switchedOffSearchPairs, switchOffSearchPair, switchOnSearchPair, type SearchMeaningRow } from '../../domain/catalogue/search-meanings.ts';

const SearchMeaningRelationEnum = builder.enumType('SearchMeaningRelation', {
  description: 'How a query word relates to the catalogue term it also finds.',
  values: {
    SAME: { description: 'The same thing ("couch" and "sofa").' },
    KIND_OF: { description: 'The word names a kind of the term ("loveseat" is a kind of sofa).' },
    INCLUDES: { description: 'The term is a kind of the word ("seating" includes chairs).' },
  } as const,
});

const SearchMeaningSourceEnum = builder.enumType('SearchMeaningSource', {
  description: 'Where a search meaning comes from.',
  values: {
    WORD_LIST: { description: "The product's own list of everyday and regional words (api/src/domain/catalogue/search-words.ts)." },
    THESAURUS: { description: "WordNet's nouns, restricted to the catalogue's vocabulary." },
  } as const,
});

const relationValue = { same: 'SAME', 'kind of': 'KIND_OF', includes: 'INCLUDES' } as const;

const SearchMeaning = builder.objectRef<SearchMeaningRow>('SearchMeaning').implement({
  description: 'A query word or phrase that search also takes to mean a catalogue term. Admin only.',
  fields: (t) => ({
    word: t.exposeString('word', { description: 'The query word or phrase, as search reads it (lower case).' }),
    term: t.exposeString('term', { description: 'The catalogue word or phrase it also finds.' }),
    relation: t.field({ description: 'How the word relates to the term.', type: SearchMeaningRelationEnum, resolve: (m) => relationValue[m.relation] }),
    source: t.field({ description: 'Where the meaning comes from.', type: SearchMeaningSourceEnum, resolve: (m) => m.source }),
    switchedOff: t.exposeBoolean('switchedOff', { description: 'The admin switched this pair off: search does not use it.' }),
  }),
});

const SwitchedOffSearchPair = builder.prismaObject('SwitchedOffSearchPair', {
  description: 'A meaning the admin switched off. Admin only.',
  fields: (t) => ({
    word: t.exposeString('word', { description: 'The query word or phrase.' }),
    term: t.exposeString('term', { description: 'The catalogue term.' }),
    createdAt: t.expose('createdAt', { description: 'When the admin switched it off.', type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  searchMeanings: t.field({
    type: [SearchMeaning],
    description: "What search takes a word or phrase (1-3 words) to mean beyond the admin's synonym groups: the word list first, then the thesaurus; switched-off pairs included and marked. Admin only.",
    args: { word: t.arg.string({ description: 'A query word or phrase.', required: true }) },
    resolve: (_root, { word }, ctx) => searchMeanings(ctx, word),
  }),
  switchedOffSearchPairs: t.prismaField({
    type: [SwitchedOffSearchPair],
    description: 'The meanings the admin switched off, newest first. Admin only.',
    resolve: (_query, _root, _args, ctx) => switchedOffSearchPairs(ctx),
  }),
}));

const SearchMeaningPairInput = (name: string) =>
  builder.inputType(name, {
    fields: (t) => ({
      word: t.string({ required: true, description: 'The query word or phrase (1-3 words).' }),
      term: t.string({ required: true, description: 'The catalogue term it means (one of `searchMeanings(word)`).' }),
    }),
  });

const MeaningChanged = (name: string) =>
  builder.objectRef<SearchMeaningRow>(name).implement({
    fields: (t) => ({ meaning: t.field({ description: 'The meaning, as it now stands.', type: SearchMeaning, resolve: (m) => m }) }),
  });

builder.mutationFields((t) => ({
  switchOffSearchMeaning: t.field({
    type: MeaningChanged('SwitchOffSearchMeaningSuccess'),
    description: 'Search stops taking the word to mean the term, at once. NotFoundError when it does not. Admin only.',
    errors: { directResult: true },
    args: { input: t.arg({ type: SearchMeaningPairInput('SwitchOffSearchMeaningInput'), required: true }) },
    resolve: (_root, { input }, ctx) => switchOffSearchPair(ctx, input),
  }),
  switchOnSearchMeaning: t.field({
    type: MeaningChanged('SwitchOnSearchMeaningSuccess'),
    description: 'Search takes the word to mean the term again. NotFoundError when the pair is not switched off. Admin only.',
    errors: { directResult: true },
    args: { input: t.arg({ type: SearchMeaningPairInput('SwitchOnSearchMeaningInput'), required: true }) },
    resolve: (_root, { input }, ctx) => switchOnSearchPair(ctx, input),
  }),
}));
