// The README's config reference against the Zod schema: every key the schema accepts has a row,
// no row names a key that does not exist, and each row's default is the schema's default.
// Config errors point readers to this reference, so it must stay true as the schema changes.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { navbarItemSchemas, siteConfigSchema } from "../../../src/config/schema.ts";

interface KeyInfo {
  required: boolean;
  default?: unknown;
}

/** The keys a site author can write, as the reference names them (`footer.links[].title`). */
function schemaKeys(): Map<string, KeyInfo> {
  const keys = new Map<string, KeyInfo>();
  const walk = (schema: unknown, path: string, info: KeyInfo): void => {
    const def = (schema as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
    switch (def.type) {
      case "default": {
        const value = def.defaultValue;
        return walk(def.innerType, path, { required: false, default: typeof value === "function" ? (value as () => unknown)() : value });
      }
      case "optional":
        return walk(def.innerType, path, { required: false });
      case "pipe":
        // A value read in another shape first (z.preprocess: Docusaurus's link shape): its keys are the output's.
        return walk(def.out, path, info);
      case "object":
        for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) walk(value, path ? `${path}.${key}` : key, { required: true });
        return;
      case "record":
        // A record of any values (customFields) is one key; others are keyed by locale, or docs versions by name.
        if ((def.valueType as { _zod: { def: { type: string } } })._zod.def.type === "unknown") return void keys.set(path, info);
        return walk(def.valueType, `${path}.${path === "docs.versions" ? "<name>" : "<locale>"}`, { required: false });
      case "array": {
        // Each further docs instance or blog takes the `docs` or `blog` options, which have rows of their own: its row, and its `id`'s.
        if (path === "docsInstances" || path === "blogInstances") {
          keys.set(path, info);
          keys.set(`${path}[].id`, { required: true });
          return;
        }
        const element = (def.element as { _zod: { def: { type: string } } })._zod.def.type;
        const out = element === "pipe" ? (def.element as { _zod: { def: { out: { _zod: { def: { type: string } } } } } })._zod.def.out._zod.def.type : undefined;
        if (element === "object" || out === "object") return walk(def.element, `${path}[]`, info);
        keys.set(path, info);
        return;
      }
      default:
        keys.set(path, info);
    }
  };
  walk(siteConfigSchema, "", { required: true });
  return keys;
}

/** The rows of a table in the README's "Config reference" section whose first cell is a `key`. */
function referenceRows(header: string): string[][] {
  const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");
  const section = readme.slice(readme.indexOf("## Config reference"), readme.indexOf("\n## ", readme.indexOf("## Config reference") + 1));
  const table = section.slice(section.indexOf(header));
  const rows: string[][] = [];
  for (const line of table.split("\n").slice(2)) {
    if (!line.startsWith("|")) break;
    rows.push(line.split(" | ").map((cell) => cell.replace(/^\|\s*|\s*\|$/g, "").trim()));
  }
  return rows;
}

const unquote = (cell: string) => /^`([^`]+)`/.exec(cell)?.[1];

describe("the README's config reference", () => {
  const keys = schemaKeys();
  const rows = referenceRows("| key | type | default | meaning |");

  it("has a row for every key of the schema, and none for keys that do not exist", () => {
    expect(keys.size).toBeGreaterThan(50);
    expect(rows.map((row) => unquote(row[0]!)).sort()).toEqual([...keys.keys()].sort());
  });

  it("gives each key the schema's default, or says it is required or off", () => {
    expect(rows.length).toBe(keys.size);
    for (const [cell, , defaultCell] of rows) {
      const key = unquote(cell!)!;
      const info = keys.get(key)!;
      if (info.default !== undefined) expect(JSON.parse(unquote(defaultCell!) ?? "null"), key).toEqual(info.default);
      else if (info.required) expect(defaultCell, key).toMatch(/^_required_/);
      else expect(defaultCell, key).toMatch(/^_none_|^_required_ (when|unless)/);
    }
  });

  it("lists every navbar item type with its keys", () => {
    const types = referenceRows("| type | keys | what it shows |");
    const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");
    expect(readme).toMatch(/Navbar items, by `type` \(every item also takes `position`,[^)]*\)[^:]*and `className`/);
    expect(types.map((row) => unquote(row[0]!)).sort()).toEqual(Object.keys(navbarItemSchemas).sort());
    for (const [typeCell, keysCell] of types) {
      const type = unquote(typeCell!) as keyof typeof navbarItemSchemas;
      const written = [...new Set([...keysCell!.matchAll(/`([a-zA-Z]+)`/g)].map((m) => m[1]!))];
      // `position` and `className` every item takes: the sentence above the table says so.
      const expected = Object.keys(navbarItemSchemas[type].shape).filter((k) => !["type", "position", "className"].includes(k));
      // A dropdown's items take the keys of a link; the table names them after `items`.
      expect(written.filter((k) => expected.includes(k)).sort(), type).toEqual(expected.sort());
    }
  });
});
