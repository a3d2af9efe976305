// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './useDebouncedValue.ts';
import { advance, renderHook } from './renderHook.test-helper.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const useDebounced = ({ value, delay }: { value: string; delay?: number }) => useDebouncedValue(value, delay);

describe('useDebouncedValue', () => {
  it('starts with the value and follows it 300 ms after the last change', async () => {
    const hook = await renderHook(useDebounced, { value: '' });
    expect(hook.result()[0]).toBe('');
    await hook.rerender({ value: 'so' });
    await advance(SEARCH_DEBOUNCE_MS - 1);
    expect(hook.result()[0]).toBe('');
    await hook.rerender({ value: 'sofa' });
    await advance(SEARCH_DEBOUNCE_MS - 1);
    expect(hook.result()[0]).toBe('');
    await advance(1);
    expect(hook.result()[0]).toBe('sofa');
    await hook.unmount();
  });

  it('takes its delay as an argument', async () => {
    const hook = await renderHook(useDebounced, { value: 'a', delay: 50 });
    await hook.rerender({ value: 'ab', delay: 50 });
    await advance(50);
    expect(hook.result()[0]).toBe('ab');
    await hook.unmount();
  });

  it('shows a value at once through its setter', async () => {
    const hook = await renderHook(useDebounced, { value: 'chair' });
    await hook.rerender({ value: '' });
    await act(async () => hook.result()[1](''));
    expect(hook.result()[0]).toBe('');
    await advance(SEARCH_DEBOUNCE_MS);
    expect(hook.result()[0]).toBe('');
    await hook.unmount();
  });

  it('sets nothing after unmounting', async () => {
    const hook = await renderHook(useDebounced, { value: 'a' });
    await hook.rerender({ value: 'b' });
    await hook.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
