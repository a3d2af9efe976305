// relay-test-utils (createMockEnvironment, MockPayloadGenerator) calls a global `jest`;
// vitest's `vi` offers the same functions it uses (fn, mock timers).
import { vi } from 'vitest';

(globalThis as unknown as { jest: typeof vi }).jest = vi;
