// The search box's suggestion rules (docs/spec/storefront.md §4, §5, §9): ask after a 500 ms pause in typing, only
// when the trimmed text has at least 2 characters (shorter clears the list), failures are only
// logged and keep the list, and a late answer to an older text never replaces a newer one.

export const SUGGESTION_DELAY_MS = 500;
export const SUGGESTION_MIN_LENGTH = 2;
export const SUGGESTION_BLUR_CLOSE_MS = 200;

/** The text to ask suggestions for, or null when it is too short. */
export function suggestionQuery(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.length >= SUGGESTION_MIN_LENGTH ? trimmed : null;
}

export interface SuggestionSchedulerOptions<T> {
  fetch: (query: string) => Promise<T[] | unknown>;
  /** New results (a non-array answer counts as empty). */
  onResults: (results: T[]) => void;
  /** The text became too short: clear the list. */
  onClear: () => void;
  onError?: (error: unknown) => void;
  delayMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface SuggestionScheduler {
  /** Call on every change of the text. */
  input(text: string): void;
  /** Stop the pending request (unmount). */
  cancel(): void;
}

export function createSuggestionScheduler<T>(options: SuggestionSchedulerOptions<T>): SuggestionScheduler {
  const delay = options.delayMs ?? SUGGESTION_DELAY_MS;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let timer: unknown = null;
  let generation = 0;

  const cancel = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    generation++;
  };

  return {
    cancel,
    input(text) {
      cancel();
      const query = suggestionQuery(text);
      if (query === null) {
        options.onClear();
        return;
      }
      const mine = generation;
      timer = setTimer(() => {
        timer = null;
        options.fetch(query).then(
          (answer) => {
            if (mine === generation) options.onResults(Array.isArray(answer) ? (answer as T[]) : []);
          },
          (error) => {
            if (mine === generation) (options.onError ?? ((e) => console.error('Search suggestions failed', e)))(error);
          },
        );
      }, delay);
    },
  };
}

/** Arrow-key movement through a list of `count` options; -1 means none is active. Wraps around. */
export function moveActiveIndex(current: number, delta: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (current < 0) return delta === 1 ? 0 : count - 1;
  return (current + delta + count) % count;
}
