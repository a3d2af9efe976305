/**
 * A value loaded on first use and kept for `ttlMs`, for small reference data read by nearly
 * every request (currency rates, categories). Concurrent callers share one load. Each process
 * keeps its own copy, so a change shows everywhere within `ttlMs`.
 */
export function cached<T>(load: () => Promise<T>, ttlMs: number) {
  let value: { at: number; data: T } | undefined;
  let pending: Promise<T> | undefined;
  return {
    get(): Promise<T> {
      if (value && Date.now() - value.at < ttlMs) return Promise.resolve(value.data);
      pending ??= load()
        .then((data) => {
          value = { at: Date.now(), data };
          return data;
        })
        .finally(() => (pending = undefined));
      return pending;
    },
    invalidate() {
      value = undefined;
    },
  };
}
