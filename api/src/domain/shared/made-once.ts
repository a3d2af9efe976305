/**
 * A pure function of its key, remembered: each answer is made once and kept, up to `limit` keys,
 * past which the kept answers start over rather than grow without bound. For values that depend on
 * the key alone and are asked many times per request (image URLs, relay ids: the card lists ask one
 * per card; docs/decisions/pipeline-cost.md, "The list read", second and third passes).
 */
export function madeOnce<K, V>(limit: number, make: (key: K) => V): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      if (made.size >= limit) made.clear();
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}
