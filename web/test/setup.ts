// relay-test-utils (createMockEnvironment, MockPayloadGenerator) calls a global `jest`;
// vitest's `vi` offers the same functions it uses (fn, mock timers).
import { vi } from 'vitest';

(globalThis as unknown as { jest: typeof vi }).jest = vi;

// The web project shares one jsdom window between its files (vitest.config.mts, `isolate: false`):
// each file starts from what a fresh window holds, whatever the file before it left behind.
document.head.replaceChildren();
document.body.replaceChildren();
document.title = '';
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');
