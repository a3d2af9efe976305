import { describe, expect, it } from 'vitest';
import { checkImageSelection, percent } from './media-selection.ts';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('image selection', () => {
  it('accepts several images', () => {
    const files = [file('a.png', 'image/png'), file('b.jpg', 'image/jpeg')];
    expect(checkImageSelection(files)).toEqual({ files, error: null });
  });

  it('clears the selection when any file is not an image', () => {
    expect(checkImageSelection([file('a.png', 'image/png'), file('notes.txt', 'text/plain')])).toEqual({ files: [], error: 'Please select only image files.' });
  });

  it('allows at most 20 images', () => {
    expect(checkImageSelection(Array.from({ length: 20 }, (_, i) => file(`${i}.png`, 'image/png'))).error).toBeNull();
    expect(checkImageSelection(Array.from({ length: 21 }, (_, i) => file(`${i}.png`, 'image/png')))).toEqual({ files: [], error: 'You can only select up to 20 images.' });
  });

  it('refuses a file over 10 MB by name', () => {
    expect(checkImageSelection([file('big.png', 'image/png', 10 * 1024 * 1024 + 1)]).error).toBe('"big.png" is larger than 10 MB.');
  });

  it('formats progress', () => {
    expect([percent(0), percent(0.456), percent(1), percent(2)]).toEqual(['0%', '46%', '100%', '100%']);
  });
});
