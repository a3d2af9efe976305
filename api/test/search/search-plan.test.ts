// The forgiving search's plan as pure functions (search-plan.ts): edit distance with
// transpositions, how many edits a word may carry, units read out of the query, and the tsquery
// texts built from what the dictionary knows.
import { describe, expect, it } from 'vitest';
import { allowedEdits, buildPlan, lookupsFor, osaDistance, readTokens, tokenize, type WordFacts } from '../../src/domain/catalogue/search-plan.ts';

describe('osaDistance', () => {
  it('counts an insertion, a deletion, a substitution and a swap of neighbours as one edit each', () => {
    expect(osaDistance('garden', 'garden')).toBe(0);
    expect(osaDistance('graden', 'garden')).toBe(1); // swap
    expect(osaDistance('gardn', 'garden')).toBe(1); // deletion
    expect(osaDistance('gardeen', 'garden')).toBe(1); // insertion
    expect(osaDistance('gorden', 'garden')).toBe(1); // substitution
    expect(osaDistance('refrijerater', 'refrigerator')).toBe(2);
    expect(osaDistance('ca', 'abc')).toBe(3); // OSA: no edit of a swapped pair
    expect(osaDistance('kitten', 'sitting', 1)).toBe(2); // stops early: more than the bound
  });

  it('allows one edit from 4 letters, two from 8, none for shorter words or numbers', () => {
    expect(['sfa', 'sofa', 'garden', 'armchair', '2024', 'e11'].map(allowedEdits)).toEqual([0, 1, 1, 2, 0, 0]);
  });
});

describe('query words and units', () => {
  it('keeps decimals, reads " as inch, and drops other punctuation', () => {
    expect(tokenize('55" TV, 15.6-inch Laptop!', 8)).toEqual(['55', 'inch', 'tv', '15.6', 'inch', 'laptop']);
  });

  it('reads a number with its unit however it is written', () => {
    for (const query of ['16gb', '16 gb', '16-GB', '16 gigabytes']) {
      const tokens = readTokens(tokenize(`laptop ${query}`, 8));
      expect(tokens).toHaveLength(2);
      expect(tokens[1]).toMatchObject({ kind: 'unit', number: '16', spellings: expect.arrayContaining(['gb', 'gigabyte']) });
    }
    expect(readTokens(tokenize('18000 sq ft', 8))).toMatchObject([{ kind: 'unit', number: '18000', text: '18000 sq ft' }]);
    // A number without a unit is a plain word.
    expect(readTokens(['flat', '3'])).toMatchObject([{ kind: 'word', word: 'flat' }, { kind: 'word', word: '3', isLast: true }]);
  });
});

const facts = (entries: Record<string, Partial<WordFacts>>) => new Map(Object.entries(entries).map(([word, f]) => [word, { known: false, knownPrefix: false, near: [], containing: [], ...f }]));

describe('buildPlan', () => {
  it('matches a word as typed, its corrections, longer words containing it and its split form; ranks by the word as typed', () => {
    const tokens = readTokens(['graden', 'lig']);
    expect(lookupsFor(tokens).map((l) => l.word)).toEqual(expect.arrayContaining(['graden', 'lig', 'gradenlig']));
    const plan = buildPlan(tokens, facts({ graden: { near: [{ term: 'garden', distance: 1 }, { term: 'gardens', distance: 2 }] }, lig: { knownPrefix: true } }), []);
    expect(plan).toMatchObject({ match: `('graden' | 'garden') & 'lig':*`, exact: `'graden' & 'lig'`, prefix: `'graden' & 'lig':*` });
  });

  it('does not correct a known word, but finds it inside longer ones and split in two known words', () => {
    const plan = buildPlan(readTokens(['bookshelf']), facts({ bookshelf: { known: true, near: [{ term: 'bookshelves', distance: 2 }], containing: ['bookshelfs'] }, book: { known: true }, shelf: { known: true } }), []);
    expect(plan?.match).toBe(`('bookshelf':* | 'bookshelfs' | ('book' <-> 'shelf'))`);
  });

  it('joins two neighbouring words the dictionary knows joined', () => {
    const plan = buildPlan(readTokens(['bath', 'tub']), facts({ bath: { known: true }, bathtub: { known: true } }), []);
    expect(plan?.match).toBe(`(('bath' & 'tub':*) | 'bathtub')`);
  });

  it('does not join a word to the next when the joined form is only near the next word itself (it keeps its meanings)', () => {
    // "in karachi": "inkarachi" is 2 edits from "karachi", which merely drops "in"; the place keeps its other scripts.
    const vocabulary = { meanings: (p: string) => (p === 'karachi' ? [['كراتشي'], ['کراچی']] : []), translations: () => [], homeKinds: new Set<string>() };
    const plan = buildPlan(readTokens(['flat', 'in', 'karachi']), facts({ flat: { known: true }, in: { known: true }, karachi: { known: true }, inkarachi: { near: [{ term: 'karachi', distance: 2 }] } }), [], vocabulary);
    expect(plan?.match).toContain(`'كراتشي'`);
    expect(plan?.match).toContain(`'کراچی'`);
    // A near word that is not one of the two still joins them ("arm chiar" -> "armchair").
    const joined = buildPlan(readTokens(['arm', 'chiar']), facts({ arm: { known: true }, armchiar: { near: [{ term: 'armchair', distance: 1 }] } }), []);
    expect(joined?.match).toContain(`'armchair'`);
  });

  it('expands a number with a unit into every spelling, and a synonym phrase into its group', () => {
    const unit = buildPlan(readTokens(['16gb']), new Map(), []);
    expect(unit?.match).toContain(`('16' <-> 'gb')`);
    expect(unit?.match).toContain(`'16gb'`);
    expect(unit?.match).toContain(`('16' <-> 'gigabytes')`);
    const groups = [{ id: 1, terms: [['to', 'let'], ['for', 'rent']] }, { id: 2, terms: [['flat'], ['apartment']] }];
    const plan = buildPlan(readTokens(['flat', 'for', 'rent']), facts({ flat: { known: true }, for: { known: true }, rent: { known: true } }), groups);
    expect(plan?.match).toBe(`('flat' | 'apartment') & (('for' & 'rent':*) | ('to' <-> 'let'))`);
    expect(plan?.exact).toBe(`'flat' & ('for' & 'rent')`);
  });

  it('answers null for no words', () => {
    expect(buildPlan([], new Map(), [])).toBeNull();
  });
});
