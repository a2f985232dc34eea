// A few recent things kept, the rest let go: a Map in insertion order is a least-recently-used
// list when a use moves its key to the end.

/**
 * Records a use of `key` (with `value`) in `recent`, then removes the least recently used
 * entries beyond `limit` and returns them, oldest first.
 */
export function useRecent<K, V>(recent: Map<K, V>, key: K, value: V, limit: number): [K, V][] {
  recent.delete(key);
  recent.set(key, value);
  const dropped: [K, V][] = [];
  for (const entry of recent) {
    if (recent.size <= limit) break;
    recent.delete(entry[0]);
    dropped.push(entry);
  }
  return dropped;
}
