import { describe, expect, it } from 'vitest';
import { CARD_TEXT_WORDS, CART_NAME_WORDS, DESCRIPTION_PREVIEW_WORDS, truncateWords, wordCount } from './words.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');

describe('truncateWords', () => {
  it.each([DESCRIPTION_PREVIEW_WORDS, CART_NAME_WORDS, CARD_TEXT_WORDS])('keeps exactly %i words', (limit) => {
    expect(truncateWords(words(limit), limit)).toEqual({ text: words(limit), truncated: false });
    const cut = truncateWords(words(limit + 1), limit);
    expect(cut.truncated).toBe(true);
    expect(cut.text).toBe(`${words(limit)}…`);
    expect(wordCount(cut.text)).toBe(limit);
  });

  it('uses 90, 30 and 35 words', () => {
    expect([DESCRIPTION_PREVIEW_WORDS, CART_NAME_WORDS, CARD_TEXT_WORDS]).toEqual([90, 30, 35]);
  });

  it('collapses whitespace only when cutting, and handles empty text', () => {
    expect(truncateWords('  a  b\nc ', 5)).toEqual({ text: 'a  b\nc', truncated: false });
    expect(truncateWords('a  b\nc', 2)).toEqual({ text: 'a b…', truncated: true });
    expect(truncateWords(null, 3)).toEqual({ text: '', truncated: false });
    expect(wordCount(' ')).toBe(0);
  });
});
