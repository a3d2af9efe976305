import { describe, expect, it } from 'vitest';
import { joinSentences, META_DESCRIPTION_LIMIT, metaDescription, plainText } from './meta-text.ts';

describe('plainText', () => {
  it('drops the vendor formatting and folds whitespace and line breaks', () => {
    expect(plainText('We deal in *houses, plots and rentals*\n\n**All** plots\n- verified\n-  clear')).toBe('We deal in houses, plots and rentals All plots verified clear');
  });

  it('keeps a lone star and a hyphen inside a word', () => {
    expect(plainText('5* hotel-style  lobby')).toBe('5* hotel-style lobby');
  });

  it('gives an empty string for nothing', () => {
    expect(plainText(null)).toBe('');
    expect(plainText(undefined)).toBe('');
    expect(plainText(' \n\t ')).toBe('');
  });
});

describe('metaDescription', () => {
  it('keeps a short text whole', () => {
    expect(metaDescription('A bright flat.')).toBe('A bright flat.');
  });

  it('keeps a text of exactly the limit whole', () => {
    const text = 'a'.repeat(META_DESCRIPTION_LIMIT);
    expect(metaDescription(text)).toBe(text);
  });

  it('cuts a long text at a word boundary, within the limit, with an ellipsis', () => {
    const text = 'word '.repeat(60).trim();
    const description = metaDescription(text);
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_LIMIT);
    expect(description).toMatch(/ word…$/);
    expect(description.endsWith(' …')).toBe(false);
    expect(text.startsWith(description.slice(0, -1))).toBe(true);
  });

  it('cuts before a word that would cross the limit rather than inside it', () => {
    expect(metaDescription('alpha beta gamma', 12)).toBe('alpha beta…');
    expect(metaDescription('alpha beta gamma', 11)).toBe('alpha beta…');
    expect(metaDescription('alpha beta gamma', 10)).toBe('alpha…');
  });

  it('drops punctuation left before the cut', () => {
    expect(metaDescription('Sea views, pool; gym and more', 18)).toBe('Sea views, pool…');
  });

  it('cuts a single overlong word inside it', () => {
    expect(metaDescription('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('gives plain text', () => {
    expect(metaDescription('**Bold** start\nnext line')).toBe('Bold start next line');
  });
});

describe('joinSentences', () => {
  it('ends each part with a full stop and skips empty ones', () => {
    expect(joinSentences('Sofa', '', null, 'USD 1,200.00!', 'Soft. ')).toBe('Sofa. USD 1,200.00! Soft.');
  });
});
