// A fast reader for the front matter most pages have: top-level `key: value` lines, one level
// of nested `key: value` lines, block and flow lists, with plain or simply quoted strings,
// booleans, null and small integers, and comment lines (a licence header). It reads what the `yaml` package reads (tests compare
// the two on every front matter of the site and on edge cases) and gives up, returning
// undefined, on anything else: the caller then parses with `yaml`, which also reports errors.
// It is far faster than `yaml`, and most front matter is this simple.

/** A value that stops the fast reader (the caller falls back to the full YAML parser). */
const GIVE_UP = Symbol("give up");
type Value = string | number | boolean | null | Value[] | { [key: string]: Value };

const KEY_LINE = /^([A-Za-z_][\w-]*):(?:[ \t]+(.*))?$/;
/** Characters a plain scalar may not start with (YAML indicators, digits, signs and dots). */
const SPECIAL_START = /^[-?:,[\]{}#&*!|>'"%@`+.\d\s]/;

/** The front matter's data, or undefined when it is more than this reader handles. */
export function parseSimpleYaml(text: string): Record<string, unknown> | undefined {
  if (text.includes("\r") || text.includes("\t")) return undefined;
  const lines = text.split("\n");
  const data: Record<string, Value> = {};
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    i++;
    if (isBlankOrComment(line)) continue;
    const match = KEY_LINE.exec(line);
    if (!match || !isPlainKey(match[1]!) || Object.hasOwn(data, match[1]!)) return undefined;
    const rest = match[2]?.trimEnd() ?? "";
    let value: Value | typeof GIVE_UP;
    if (rest !== "") {
      value = inlineValue(rest);
    } else {
      const block = blockLines(lines, i);
      i = block.next;
      value = block.lines.length === 0 ? null : blockValue(block.lines);
    }
    if (value === GIVE_UP) return undefined;
    data[match[1]!] = value;
  }
  return data;
}

/**
 * A line YAML reads as nothing: blank, or a comment (a `#` first on its line). Outside block and
 * multi-line scalars, which this reader leaves to `yaml`, that holds wherever the line stands.
 */
const isBlankOrComment = (line: string) => /^\s*(?:#|$)/.test(line);

/** The lines after an empty `key:` that belong to it: indented ones, or a `- ` list at column 0. */
function blockLines(lines: string[], start: number): { lines: string[]; next: number } {
  const block: string[] = [];
  let i = start;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (isBlankOrComment(line)) continue;
    if (line.startsWith(" ") || line.startsWith("- ")) block.push(line);
    else break;
  }
  return { lines: block, next: i };
}

/** A nested block: a list (`- item` lines) or a mapping (`key: value` lines), one level deep. */
function blockValue(lines: string[]): Value | typeof GIVE_UP {
  const indent = lines[0]!.length - lines[0]!.trimStart().length;
  if (lines.some((l) => l.length - l.trimStart().length !== indent)) return GIVE_UP;
  const items = lines.map((l) => l.slice(indent));
  if (items[0]!.startsWith("- ")) {
    const list: Value[] = [];
    for (const item of items) {
      if (!item.startsWith("- ")) return GIVE_UP;
      const value = scalar(item.slice(2).trim());
      if (value === GIVE_UP) return GIVE_UP;
      list.push(value);
    }
    return list;
  }
  if (indent === 0) return GIVE_UP;
  const map: { [key: string]: Value } = {};
  for (const item of items) {
    const match = KEY_LINE.exec(item);
    if (!match || !isPlainKey(match[1]!) || Object.hasOwn(map, match[1]!)) return GIVE_UP;
    const rest = match[2]?.trimEnd() ?? "";
    if (rest === "") return GIVE_UP;
    const value = inlineValue(rest);
    if (value === GIVE_UP) return GIVE_UP;
    map[match[1]!] = value;
  }
  return map;
}

/** The value after `key: `: a flow list or a scalar. */
function inlineValue(text: string): Value | typeof GIVE_UP {
  if (text.startsWith("[")) return flowList(text);
  return scalar(text);
}

/** `[a, "b", c]` with scalar items only. */
function flowList(text: string): Value[] | typeof GIVE_UP {
  if (!text.endsWith("]")) return GIVE_UP;
  const inner = text.slice(1, -1);
  if (inner.trim() === "") return [];
  if (/[[\]{}]/.test(inner)) return GIVE_UP;
  const list: Value[] = [];
  for (const part of inner.split(",")) {
    const item = part.trim();
    // In a flow list, a colon would start a mapping.
    if (item === "" || item.includes(":")) return GIVE_UP;
    const value = scalar(item);
    if (value === GIVE_UP) return GIVE_UP;
    list.push(value);
  }
  return list;
}

/** A quoted string without escapes, or a plain scalar resolved as YAML 1.2's core schema does. */
function scalar(text: string): Value | typeof GIVE_UP {
  if (text.startsWith('"')) return /^"[^"\\]*"$/.test(text) ? text.slice(1, -1) : GIVE_UP;
  if (text.startsWith("'")) return /^'[^']*'$/.test(text) ? text.slice(1, -1) : GIVE_UP;
  if (text === "0" || /^[1-9]\d{0,14}$/.test(text)) return Number(text);
  if (SPECIAL_START.test(text) || text.includes(" #") || text.includes(": ") || text.endsWith(":")) return GIVE_UP;
  switch (text) {
    case "true": case "True": case "TRUE":
      return true;
    case "false": case "False": case "FALSE":
      return false;
    case "null": case "Null": case "NULL": case "~":
      return null;
  }
  return text;
}

/** A key that YAML reads as that same string (not a boolean, null, or an object's prototype). */
function isPlainKey(key: string): boolean {
  return key !== "__proto__" && scalar(key) === key;
}
