import { TAP_REPLAY_GLOBAL } from '@rules/index.ts';

/**
 * Replays the taps the server page's inline script kept before the app had hydrated
 * (api/src/http/tap-capture.ts): called once React has taken the page over, after the current
 * task, so every hydrated handler is in place. A page the server did not render has none.
 */
export function replayKeptTaps(): void {
  const replay = (window as unknown as Record<string, unknown>)[TAP_REPLAY_GLOBAL];
  if (typeof replay === 'function') setTimeout(() => (replay as () => void)());
}
