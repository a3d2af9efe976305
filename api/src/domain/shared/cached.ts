/** A value, or the promise of it while it is being loaded. */
export type Eventually<T> = T | Promise<T>;

/** Applies `fn` to a value that may still be loading, without a promise when it is not. */
// Not named `then`: a module exporting `then` is taken for a promise when imported dynamically.
export const mapEventually = <T, R>(value: Eventually<T>, fn: (value: T) => R): Eventually<R> =>
  value instanceof Promise ? value.then(fn) : fn(value);

/**
 * A value loaded on first use and kept for `ttlMs`, for small reference data read by nearly
 * every request (currency rates, categories). Concurrent callers share one load. Each process
 * keeps its own copy, so a change shows everywhere within `ttlMs`.
 */
export function cached<T>(load: () => Promise<T>, ttlMs: number) {
  let value: { at: number; data: T } | undefined;
  let pending: Promise<T> | undefined;

  /**
   * The value itself while it is fresh: a list of 24 products reads it some 50 times, and a
   * GraphQL field that resolves without a promise costs graphql-js far less.
   */
  function now(): Eventually<T> {
    if (value && Date.now() - value.at < ttlMs) return value.data;
    pending ??= load()
      .then((data) => {
        value = { at: Date.now(), data };
        return data;
      })
      .finally(() => (pending = undefined));
    return pending;
  }

  return {
    now,
    get: (): Promise<T> => Promise.resolve(now()),
    invalidate() {
      value = undefined;
    },
  };
}
