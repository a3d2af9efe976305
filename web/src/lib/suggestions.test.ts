import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSuggestionScheduler, moveActiveIndex, suggestionQuery } from './suggestions.ts';

describe('suggestionQuery', () => {
  it('needs at least 2 characters after trimming', () => {
    expect(suggestionQuery('')).toBeNull();
    expect(suggestionQuery(' a ')).toBeNull();
    expect(suggestionQuery(' ab ')).toBe('ab');
  });
});

describe('createSuggestionScheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(fetch: (q: string) => Promise<unknown>) {
    const onResults = vi.fn();
    const onClear = vi.fn();
    const onError = vi.fn();
    const scheduler = createSuggestionScheduler({ fetch, onResults, onClear, onError });
    return { scheduler, onResults, onClear, onError };
  }

  it('asks once, 500 ms after the last keystroke', async () => {
    const fetch = vi.fn(async (q: string) => [q]);
    const { scheduler, onResults } = setup(fetch);
    scheduler.input('ch');
    await vi.advanceTimersByTimeAsync(300);
    scheduler.input('chi');
    await vi.advanceTimersByTimeAsync(499);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledExactlyOnceWith('chi');
    expect(onResults).toHaveBeenCalledWith(['chi']);
  });

  it('clears at once for short text and never asks', async () => {
    const fetch = vi.fn(async () => []);
    const { scheduler, onClear } = setup(fetch);
    scheduler.input(' c ');
    expect(onClear).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('treats a non-array answer as empty', async () => {
    const { scheduler, onResults } = setup(async () => ({ error: 'x' }));
    scheduler.input('chair');
    await vi.advanceTimersByTimeAsync(500);
    expect(onResults).toHaveBeenCalledWith([]);
  });

  it('reports failures without touching the list', async () => {
    const { scheduler, onResults, onError } = setup(async () => {
      throw new Error('down');
    });
    scheduler.input('chair');
    await vi.advanceTimersByTimeAsync(500);
    expect(onError).toHaveBeenCalledOnce();
    expect(onResults).not.toHaveBeenCalled();
  });

  it('ignores a late answer for an older text', async () => {
    let resolveFirst: (v: unknown) => void = () => {};
    const fetch = vi.fn((q: string) => (q === 'ch' ? new Promise((r) => (resolveFirst = r)) : Promise.resolve([q])));
    const { scheduler, onResults } = setup(fetch);
    scheduler.input('ch');
    await vi.advanceTimersByTimeAsync(500);
    scheduler.input('chair');
    await vi.advanceTimersByTimeAsync(500);
    resolveFirst(['old']);
    await vi.advanceTimersByTimeAsync(0);
    expect(onResults).toHaveBeenCalledExactlyOnceWith(['chair']);
  });

  it('cancel stops a pending request', async () => {
    const fetch = vi.fn(async () => []);
    const { scheduler } = setup(fetch);
    scheduler.input('chair');
    scheduler.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('moveActiveIndex', () => {
  it('moves and wraps', () => {
    expect(moveActiveIndex(-1, 1, 3)).toBe(0);
    expect(moveActiveIndex(-1, -1, 3)).toBe(2);
    expect(moveActiveIndex(2, 1, 3)).toBe(0);
    expect(moveActiveIndex(0, -1, 3)).toBe(2);
    expect(moveActiveIndex(0, 1, 0)).toBe(-1);
  });
});
