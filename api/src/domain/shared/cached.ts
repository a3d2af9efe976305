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

/**
 * A value read again after any announced write (`writeGeneration()` moves with every change, in
 * this process and, through adapters/cache-bus.ts, in the others) and after `ttlMs`, a safety
 * net for writes made outside the app. Concurrent readers share one read; a failed read is not
 * kept. The arguments go to the read that loads (a transaction to read through, for one).
 */
export function cachedPerGeneration<T, A extends unknown[]>(
  load: (...args: A) => Promise<T>,
  { writeGeneration, ttlMs }: { writeGeneration: () => number; ttlMs: number },
): (...args: A) => Promise<T> {
  let loaded: { generation: number; at: number; value: Promise<T> } | null = null;
  return (...args) => {
    const generation = writeGeneration();
    if (!loaded || loaded.generation !== generation || Date.now() - loaded.at > ttlMs) {
      const entry = { generation, at: Date.now(), value: load(...args) };
      loaded = entry;
      entry.value.catch(() => {
        if (loaded === entry) loaded = null;
      });
    }
    return loaded.value;
  };
}
