// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { FLASH_MESSAGE_MS, useFlashMessage, type FlashMessageOptions } from './useFlashMessage.ts';
import { advance, renderHook } from './renderHook.test-helper.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Notice = { text: string; ok: boolean };

describe('useFlashMessage', () => {
  it('shows nothing at first, then a message for 3 s', async () => {
    const hook = await renderHook(() => useFlashMessage(), undefined);
    expect(hook.result()[0]).toBeNull();
    await act(async () => hook.result()[1]('Customer Deleted.'));
    expect(hook.result()[0]).toBe('Customer Deleted.');
    await advance(FLASH_MESSAGE_MS - 1);
    expect(hook.result()[0]).toBe('Customer Deleted.');
    await advance(1);
    expect(hook.result()[0]).toBeNull();
    await hook.unmount();
  });

  it('starts the time anew when a message is shown again, even the same one', async () => {
    const hook = await renderHook(() => useFlashMessage(), undefined);
    await act(async () => hook.result()[1]('Saved'));
    await advance(2_000);
    await act(async () => hook.result()[1]('Saved'));
    await advance(2_000);
    expect(hook.result()[0]).toBe('Saved');
    await advance(1_000);
    expect(hook.result()[0]).toBeNull();
    await hook.unmount();
  });

  it('clears at once with null', async () => {
    const hook = await renderHook(() => useFlashMessage(), undefined);
    await act(async () => hook.result()[1]('Saved'));
    await act(async () => hook.result()[1](null));
    expect(hook.result()[0]).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    await hook.unmount();
  });

  it('shows an initial message for 3 s, takes another time and objects', async () => {
    const options: FlashMessageOptions<Notice> = { initial: { text: 'Product created', ok: true }, ms: 1_000 };
    const hook = await renderHook(() => useFlashMessage<Notice>(options), undefined);
    expect(hook.result()[0]).toEqual({ text: 'Product created', ok: true });
    await advance(1_000);
    expect(hook.result()[0]).toBeNull();
    await hook.unmount();
  });

  it('keeps the messages that do not expire until they are replaced', async () => {
    const hook = await renderHook(() => useFlashMessage<Notice>({ expires: (notice) => notice.ok }), undefined);
    await act(async () => hook.result()[1]({ text: 'Failed', ok: false }));
    await advance(10_000);
    expect(hook.result()[0]).toEqual({ text: 'Failed', ok: false });
    await act(async () => hook.result()[1]({ text: 'Deleted', ok: true }));
    await advance(FLASH_MESSAGE_MS);
    expect(hook.result()[0]).toBeNull();
    await hook.unmount();
  });

  it('leaves no timer behind after unmounting', async () => {
    const hook = await renderHook(() => useFlashMessage(), undefined);
    await act(async () => hook.result()[1]('Saved'));
    await hook.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
