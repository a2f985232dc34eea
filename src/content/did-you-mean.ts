// The likeliest name meant by a misspelt one: the nearest known name within a small edit
// distance, comparing without case, `_` and `-` (so `sidebarPosition` finds `sidebar_position`).

/** Levenshtein distance between two strings. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

const normalise = (name: string) => name.toLowerCase().replace(/[-_\s]/g, "");

/**
 * The known name `name` is most likely a typo of, or undefined when none is close: at most one
 * edit for names up to 5 letters, two for longer ones (`tag` is not a typo of `tags`' neighbours).
 */
export function didYouMean(name: string, known: readonly string[]): string | undefined {
  if (known.includes(name)) return undefined;
  const plain = normalise(name);
  const limit = plain.length <= 5 ? 1 : 2;
  let best: { name: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(plain, normalise(candidate));
    if (distance <= limit && (!best || distance < best.distance)) best = { name: candidate, distance };
  }
  return best?.name;
}
