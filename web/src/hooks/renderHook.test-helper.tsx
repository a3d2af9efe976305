import { vi } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders `hook` with `props` in a real React root; `rerender` passes new props, `result()` the last answer. */
export async function renderHook<P, R>(hook: (props: P) => R, props: P) {
  let last: R;
  function Probe({ hookProps }: { hookProps: P }) {
    last = hook(hookProps);
    return null;
  }
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(<Probe hookProps={props} />));
  return {
    result: () => last,
    rerender: (next: P) => act(async () => root.render(<Probe hookProps={next} />)),
    unmount: () => act(async () => root.unmount()),
  };
}

/** Moves fake time on inside act, so the state updates it causes are rendered. */
export const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
