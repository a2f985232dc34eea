// A fixed order for names, tags and paths. String.prototype.localeCompare orders by the build
// machine's locale (a Swedish LANG puts "ä" after "z"), so the same site could come out with
// another sidebar order elsewhere; and its first call loads ICU's collation data, a cost in
// every build. This orders as English collation does: ASCII names (by far the most) are
// compared here, anything else by one English collator made when first needed.

/**
 * Primary weights of the characters compared here, in CLDR root collation order: space, then
 * `_ - . /`, digits, and letters without regard to case. Other characters go to the collator.
 */
const PRIMARY = new Int8Array(128).fill(-1);
" _-./".split("").forEach((c, i) => (PRIMARY[c.charCodeAt(0)] = 1 + i));
for (let d = 0; d < 10; d++) PRIMARY[48 + d] = 10 + d;
for (let l = 0; l < 26; l++) PRIMARY[97 + l] = PRIMARY[65 + l] = 20 + l;

let collator: Intl.Collator | undefined;

function isPlain(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 128 || PRIMARY[code]! < 0) return false;
  }
  return true;
}

/** Negative when `a` sorts before `b`, positive after, 0 when equal; the same on every machine. */
export function compareText(a: string, b: string): number {
  if (!isPlain(a) || !isPlain(b)) {
    collator ??= new Intl.Collator("en");
    return collator.compare(a, b);
  }
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const difference = PRIMARY[a.charCodeAt(i)]! - PRIMARY[b.charCodeAt(i)]!;
    if (difference) return difference < 0 ? -1 : 1;
  }
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  // Equal but for case: the first letter in lower case where the other has upper case sorts first.
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return x > y ? -1 : 1;
  }
  return 0;
}
