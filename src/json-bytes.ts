// `JSON.stringify(value)` as UTF-8 bytes, for a value whose text runs to hundreds of megabytes:
// the docs search index of 50,000 docs is 128 MB of JSON. JSON.stringify makes one string of
// it, and V8 keeps a string that holds a single character above Latin-1 (a "…" in one doc) at
// two bytes a character: 256 MB, and about as much again while the string is put together,
// before the bytes are even made. That was the build's peak (bench/README.md). Here objects are
// walked member by member and arrays element by element, JSON.stringify makes the text of each
// element, and the text is encoded a slice at a time. The bytes are the same
// (test/unit/json-bytes.test.ts compares them with those of JSON.stringify's string).

/** How much text is gathered before it is encoded. */
const SLICE_CHARS = 1 << 20;

/**
 * The UTF-8 bytes of `JSON.stringify(value)`, in a buffer of their own (never from Node's
 * shared pool: it may be handed over to another thread). `value` must have a JSON text. The
 * objects around the arrays are walked, and the arrays are cut into their elements; an element
 * is stringified whole (walking each document of an index too took twice as long).
 */
export function jsonBytes(value: unknown): Uint8Array {
  const slices: Buffer[] = [];
  let text = "";
  const add = (part: string) => {
    text += part;
    if (text.length < SLICE_CHARS) return;
    slices.push(Buffer.from(text));
    text = "";
  };
  const write = (item: unknown): void => {
    if (Array.isArray(item) && !hasToJson(item)) {
      add("[");
      item.forEach((element, index) => add((index > 0 ? "," : "") + (hasText(element) ? JSON.stringify(element) : "null")));
      add("]");
      return;
    }
    if (isPlainObject(item)) {
      add("{");
      let first = true;
      for (const key of Object.keys(item)) {
        const member = item[key];
        if (!hasText(member)) continue;
        add(`${first ? "" : ","}${JSON.stringify(key)}:`);
        first = false;
        write(member);
      }
      add("}");
      return;
    }
    add(JSON.stringify(item));
  };
  if (!hasText(value)) throw new Error("jsonBytes: the value has no JSON text");
  write(value);
  slices.push(Buffer.from(text));
  let length = 0;
  for (const slice of slices) length += slice.length;
  const bytes = Buffer.allocUnsafeSlow(length);
  let at = 0;
  for (const slice of slices) at += slice.copy(bytes, at);
  return bytes;
}

/** JSON.stringify gives a text for it (it leaves out such a member, and writes null in an array). */
function hasText(value: unknown): boolean {
  return value !== undefined && typeof value !== "function" && typeof value !== "symbol";
}

const hasToJson = (value: object): boolean => typeof (value as { toJSON?: unknown }).toJSON === "function";

/** An object JSON.stringify writes member by member itself: no toJSON, not a boxed primitive. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || hasToJson(value)) return false;
  return !(value instanceof Number || value instanceof String || value instanceof Boolean || value instanceof BigInt);
}
