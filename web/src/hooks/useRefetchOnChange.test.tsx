// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { useRefetchOnChange } from './useRefetchOnChange.ts';
import { renderHook } from './renderHook.test-helper.tsx';

type Props = { filter: string; refetch: () => void; loaded?: string };
const useRefetchOnFilter = ({ filter, refetch, loaded }: Props) => useRefetchOnChange(filter, () => refetch(), loaded);

describe('useRefetchOnChange', () => {
  it('does not refetch what the page query loaded, and refetches once per changed key', async () => {
    const refetch = vi.fn();
    const hook = await renderHook(useRefetchOnFilter, { filter: 'ALL|', refetch });
    expect(refetch).not.toHaveBeenCalled();
    await hook.rerender({ filter: 'ALL|', refetch });
    expect(refetch).not.toHaveBeenCalled();
    await hook.rerender({ filter: 'ALL|sofa', refetch });
    expect(refetch).toHaveBeenCalledTimes(1);
    await hook.rerender({ filter: 'ALL|sofa', refetch });
    expect(refetch).toHaveBeenCalledTimes(1);
    await hook.rerender({ filter: 'ALL|', refetch });
    expect(refetch).toHaveBeenCalledTimes(2);
    await hook.unmount();
  });

  it('refetches at mount when the key differs from the loaded one', async () => {
    const refetch = vi.fn();
    const hook = await renderHook(useRefetchOnFilter, { filter: 'REAL_ESTATE|', refetch, loaded: 'ALL|' });
    expect(refetch).toHaveBeenCalledTimes(1);
    await hook.unmount();
  });

  it('calls the latest refetch function, with the latest filter', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const hook = await renderHook(useRefetchOnFilter, { filter: 'a', refetch: first });
    await hook.rerender({ filter: 'b', refetch: second });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    // A new function alone (same key) refetches nothing.
    await hook.rerender({ filter: 'b', refetch: first });
    expect(first).not.toHaveBeenCalled();
    await hook.unmount();
  });

  it('takes numbers (a reload counter)', async () => {
    const refetch = vi.fn();
    const hook = await renderHook(({ token }: { token: number }) => useRefetchOnChange(token, refetch), { token: 0 });
    await hook.rerender({ token: 1 });
    await hook.rerender({ token: 2 });
    expect(refetch).toHaveBeenCalledTimes(2);
    await hook.unmount();
  });
});
