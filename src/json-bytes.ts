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
  // `item` is an array or plain object (walkable): JSON.stringify gives every such value a text.
  const write = (item: unknown[] | Record<string, unknown>): void => {
    if (Array.isArray(item)) {
      add("[");
      // An element without a text (undefined, a function, a toJSON that gives undefined) is null.
      item.forEach((element, index) => add((index > 0 ? "," : "") + (JSON.stringify(element) ?? "null")));
      add("]");
      return;
    }
    add("{");
    let first = true;
    for (const key of Object.keys(item)) {
      const member = item[key];
      const walked = isWalkable(member);
      const memberText = walked ? "" : JSON.stringify(member);
      // A member without a text is left out.
      if (memberText === undefined) continue;
      add(`${first ? "" : ","}${JSON.stringify(key)}:${memberText}`);
      first = false;
      if (walked) write(member);
    }
    add("}");
  };
  if (isWalkable(value)) write(value);
  else {
    const whole = JSON.stringify(value);
    if (whole === undefined) throw new Error("jsonBytes: the value has no JSON text");
    add(whole);
  }
  slices.push(Buffer.from(text));
  let length = 0;
  for (const slice of slices) length += slice.length;
  const bytes = Buffer.allocUnsafeSlow(length);
  let at = 0;
  for (const slice of slices) at += slice.copy(bytes, at);
  return bytes;
}

const hasToJson = (value: object): boolean => typeof (value as { toJSON?: unknown }).toJSON === "function";

/**
 * An array, or an object JSON.stringify writes member by member itself (no toJSON, not a boxed
 * primitive): walked here; anything else is given to JSON.stringify whole.
 */
function isWalkable(value: unknown): value is unknown[] | Record<string, unknown> {
  if (typeof value !== "object" || value === null || hasToJson(value)) return false;
  if (Array.isArray(value)) return true;
  return !(value instanceof Number || value instanceof String || value instanceof Boolean || value instanceof BigInt);
}
