import { describe, expect, it } from 'vitest';
import { fillText } from './content.ts';

describe('fillText', () => {
  it('fills each {name} with its plain words, and an unset value with nothing', () => {
    expect(fillText('{name}, {title}', { name: 'Amina Khan', title: 'Founder & CEO' })).toBe('Amina Khan, Founder & CEO');
    expect(fillText('{name}, {title}', { name: 'Amina Khan', title: null })).toBe('Amina Khan, ');
  });

  it('shows a name the page does not map as written (a typo does not break the page)', () => {
    expect(fillText('By {name} and {nobody}.', { name: 'Ann' })).toBe('By Ann and {nobody}.');
  });
});
