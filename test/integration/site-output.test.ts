// Changes that are not meant to change the site leave `sitec build --strict` of site/ byte for
// byte as it was: every file against test/site-output.sha256 (see test/helpers/site-output.ts).
import { afterAll, describe, expect, it } from "vitest";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { buildSite, removeAll, tempDir } from "../helpers/fixtures.ts";
import { CHECKSUM_FILE, checksumList, SITE_DIR } from "../helpers/site-output.ts";

const dirs: string[] = [];
afterAll(() => removeAll(...dirs));

describe("the built site", () => {
  it("is byte-identical to the checksum list of its last intended output", async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const out = join(dir, "build");
    await buildSite(SITE_DIR, out, { strict: true, minify: true });
    const expected = await readFile(CHECKSUM_FILE, "utf8");
    const actual = await checksumList(out);
    const byPath = (list: string) => new Map(list.trim().split("\n").map((line) => [line.slice(66), line.slice(0, 64)] as const));
    const [want, have] = [byPath(expected), byPath(actual)];
    const changed = [...new Set([...want.keys(), ...have.keys()])].filter((path) => want.get(path) !== have.get(path)).sort();
    // The paths that differ (added, removed or changed), so a failure says where to look;
    // `npm run site:checksums` writes the list anew after an intended change.
    expect(changed).toEqual([]);
    expect(have.size).toBeGreaterThan(400);
  });
});
