// `JSON.stringify(value)` as UTF-8 bytes, for a value whose text runs to hundreds of megabytes:
// the docs search index of 50,000 docs is 128 MB of JSON. JSON.stringify makes one string of
// it, and V8 keeps a string that holds a single character above Latin-1 (a "…" in one doc) at
// two bytes a character: 256 MB, and about as much again while the string is put together,
// before the bytes are even made. That was the build's peak (bench:scale at 50,000 docs;
// bench/results/2026-11-24-fourth-pass.md). Here objects are
// walked member by member and arrays element by element, JSON.stringify makes the text of each
// element, and the text is encoded a slice at a time. The bytes are the same
// (test/unit/json-bytes.test.ts compares them with those of JSON.stringify's string).

/** How much text is gathered before it is encoded. */
const SLICE_CHARS = 1 << 20;

/**
 * The text of `JSON.stringify(value)` in pieces: the objects around the arrays are walked, and
 * the arrays are cut into their elements; an element is stringified whole (walking each
 * document of an index too was slower). `value` must have a JSON text.
 */
function* jsonPieces(value: unknown): Generator<string> {
  if (isWalkable(value)) return yield* walk(value);
  const whole = JSON.stringify(value);
  if (whole === undefined) throw new Error("jsonBytes: the value has no JSON text");
  yield whole;
}

/** The pieces of an array or plain object: JSON.stringify gives every such value a text. */
function* walk(item: unknown[] | Record<string, unknown>): Generator<string> {
  if (Array.isArray(item)) {
    yield "[";
    // An element without a text (undefined, a function, a toJSON that gives undefined) is null.
    for (let index = 0; index < item.length; index++) yield (index > 0 ? "," : "") + (JSON.stringify(item[index]) ?? "null");
    yield "]";
    return;
  }
  yield "{";
  let first = true;
  for (const key of Object.keys(item)) {
    const member = item[key];
    const walked = isWalkable(member);
    const memberText = walked ? "" : JSON.stringify(member);
    // A member without a text is left out.
    if (memberText === undefined) continue;
    yield `${first ? "" : ","}${JSON.stringify(key)}:${memberText}`;
    first = false;
    if (walked) yield* walk(member);
  }
  yield "}";
}

/**
 * The UTF-8 bytes of `JSON.stringify(value)` (see `jsonPieces`), in a buffer of their own
 * (never from Node's shared pool: it may be handed over to another thread).
 */
export function jsonBytes(value: unknown): Uint8Array {
  const slices: Buffer[] = [];
  let text = "";
  for (const piece of jsonPieces(value)) {
    text += piece;
    if (text.length < SLICE_CHARS) continue;
    slices.push(Buffer.from(text));
    text = "";
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
