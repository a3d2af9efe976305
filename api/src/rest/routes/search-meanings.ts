// The admin's REST paths for what search takes a word to mean (issue 34): the product's word list
// and the WordNet thesaurus, and switching a bad pair off and on. The same domain functions as
// GraphQL's searchMeanings / switchOffSearchMeaning / switchOnSearchMeaning; admin only.
import type { Route } from '../router.ts';
import { readObject } from '../body.ts';
import { textParam } from '../params.ts';
import { ValidationError } from '../../domain/errors.ts';
import { searchMeanings, switchedOffSearchPairs, switchOffSearchPair, switchOnSearchPair, type SearchMeaningRow } from '../../domain/catalogue/search-meanings.ts';

const meaningSchema = {
  type: 'object',
  required: ['word', 'term', 'relation', 'source', 'switchedOff'],
  properties: {
    word: { type: 'string' },
    term: { type: 'string' },
    relation: { enum: ['same', 'kind of', 'includes'] },
    source: { enum: ['WORD_LIST', 'THESAURUS'] },
    switchedOff: { type: 'boolean' },
  },
};

const pairBody = {
  type: 'object',
  required: ['word', 'term'],
  properties: { word: { type: 'string', description: 'The query word or phrase (1-3 words).' }, term: { type: 'string', description: 'The catalogue term it means.' } },
};

const toRestMeaning = (m: SearchMeaningRow) => ({ word: m.word, term: m.term, relation: m.relation, source: m.source, switchedOff: m.switchedOff });

function pairOf(input: Record<string, unknown>): { word: string; term: string } {
  const text = (name: 'word' | 'term') => {
    const value = input[name];
    if (typeof value !== 'string' || !value.trim()) throw new ValidationError(`${name} is required.`, name);
    return value;
  };
  return { word: text('word'), term: text('term') };
}

export const searchMeaningRoutes: Route[] = [
  {
    method: 'GET',
    path: '/search-meanings',
    auth: 'admin',
    doc: {
      operationId: 'listSearchMeanings',
      tag: 'Admin',
      summary: "What search takes a word or phrase to mean beyond the admin's synonym groups (word list first, then thesaurus); switched-off pairs included and marked.",
      query: { word: { description: 'The query word or phrase (1-3 words).', required: true } },
      response: { type: 'array', items: meaningSchema },
    },
    async handle({ ctx, query }) {
      const word = textParam(query.get('word'), 'word', 100);
      if (!word) throw new ValidationError('word is required.', 'word');
      return (await searchMeanings(ctx, word)).map(toRestMeaning);
    },
  },
  {
    method: 'GET',
    path: '/search-meanings/switched-off',
    auth: 'admin',
    doc: {
      operationId: 'listSwitchedOffSearchMeanings',
      tag: 'Admin',
      summary: 'The meanings the admin switched off, newest first.',
      response: { type: 'array', items: { type: 'object', required: ['word', 'term', 'createdAt'], properties: { word: { type: 'string' }, term: { type: 'string' }, createdAt: { type: 'string', format: 'date-time' } } } },
    },
    async handle({ ctx }) {
      return (await switchedOffSearchPairs(ctx)).map((p) => ({ word: p.word, term: p.term, createdAt: p.createdAt.toISOString() }));
    },
  },
  {
    method: 'PUT',
    path: '/search-meanings/switched-off',
    auth: 'admin',
    doc: {
      operationId: 'switchOffSearchMeaning', errors: [404],
      tag: 'Admin',
      summary: 'Search stops taking `word` to mean `term`, at once. 404 when it does not take it so.',
      requestBody: pairBody,
      response: meaningSchema,
    },
    async handle({ ctx, body }) {
      return toRestMeaning(await switchOffSearchPair(ctx, pairOf(await readObject(body))));
    },
  },
  {
    method: 'DELETE',
    path: '/search-meanings/switched-off',
    auth: 'admin',
    doc: {
      operationId: 'switchOnSearchMeaning', errors: [404],
      tag: 'Admin',
      summary: 'Search takes `word` to mean `term` again. 404 when the pair is not switched off.',
      query: { word: { description: 'The query word or phrase.', required: true }, term: { description: 'The catalogue term.', required: true } },
      response: meaningSchema,
    },
    async handle({ ctx, query }) {
      return toRestMeaning(await switchOnSearchPair(ctx, pairOf({ word: query.get('word'), term: query.get('term') })));
    },
  },
];
