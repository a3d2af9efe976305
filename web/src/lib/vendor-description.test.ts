import { describe, expect, it } from 'vitest';
import { collapsedDescription, formatVendorDescription, isLongDescription, parseInline } from './vendor-description.ts';

describe('parseInline', () => {
  it('finds bold and italic', () => {
    expect(parseInline('Plain **bold** and *italic* end')).toEqual([
      { kind: 'text', text: 'Plain ' },
      { kind: 'bold', children: [{ kind: 'text', text: 'bold' }] },
      { kind: 'text', text: ' and ' },
      { kind: 'italic', children: [{ kind: 'text', text: 'italic' }] },
      { kind: 'text', text: ' end' },
    ]);
  });

  it('allows italic inside bold', () => {
    expect(parseInline('**very *fine* work**')).toEqual([
      {
        kind: 'bold',
        children: [
          { kind: 'text', text: 'very ' },
          { kind: 'italic', children: [{ kind: 'text', text: 'fine' }] },
          { kind: 'text', text: ' work' },
        ],
      },
    ]);
  });

  it('keeps unmatched stars and markup-looking text as text', () => {
    expect(parseInline('5 * 3 = 15')).toEqual([{ kind: 'text', text: '5 * 3 = 15' }]);
    expect(parseInline('<b>x</b>')).toEqual([{ kind: 'text', text: '<b>x</b>' }]);
  });
});

describe('formatVendorDescription', () => {
  it('makes paragraphs with line breaks and bullet lists', () => {
    const tree = formatVendorDescription('Welcome to **our store**.\nSince 2010.\n\n- Villas\n- *Plots*\nThanks');
    expect(tree).toEqual([
      {
        kind: 'paragraph',
        lines: [
          [{ kind: 'text', text: 'Welcome to ' }, { kind: 'bold', children: [{ kind: 'text', text: 'our store' }] }, { kind: 'text', text: '.' }],
          [{ kind: 'text', text: 'Since 2010.' }],
        ],
      },
      { kind: 'list', items: [[{ kind: 'text', text: 'Villas' }], [{ kind: 'italic', children: [{ kind: 'text', text: 'Plots' }] }]] },
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'Thanks' }]] },
    ]);
  });

  it('handles Windows line endings and empty text', () => {
    expect(formatVendorDescription('a\r\nb')).toEqual([{ kind: 'paragraph', lines: [[{ kind: 'text', text: 'a' }], [{ kind: 'text', text: 'b' }]] }]);
    expect(formatVendorDescription('  \n ')).toEqual([]);
  });
});

describe('collapsing', () => {
  it('is long over 300 characters or over 3 lines', () => {
    expect(isLongDescription('x'.repeat(300))).toBe(false);
    expect(isLongDescription('x'.repeat(301))).toBe(true);
    expect(isLongDescription('a\nb\nc')).toBe(false);
    expect(isLongDescription('a\nb\nc\nd')).toBe(true);
  });

  it('cuts to 300 characters plus an ellipsis', () => {
    const text = 'y'.repeat(400);
    expect(collapsedDescription(text)).toBe(`${'y'.repeat(300)}…`);
    expect(collapsedDescription('short')).toBe('short');
  });

  it('keeps the first 3 lines of a many-line text', () => {
    expect(collapsedDescription('a\nb\nc\nd\ne')).toBe('a\nb\nc…');
  });

  it('drops markers left open by the cut', () => {
    const text = `${'z'.repeat(290)} **bold words here**`;
    expect(collapsedDescription(text)).toBe(`${'z'.repeat(290)} bold wo…`);
  });
});
