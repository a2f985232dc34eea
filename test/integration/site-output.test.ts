// Changes that are not meant to change the site leave `sitec build --strict` of site/ byte for
// byte as it was: every file against test/site-output.sha256 (see test/helpers/site-output.ts).
// The build is the run's shared one (test/helpers/site-build.ts), made with the same options.
import { beforeAll, describe, expect, it } from "vitest";
import { readFile } from "node:fs/promises";
import { builtSite } from "../helpers/site-build.ts";
import { CHECKSUM_FILE, checksumList } from "../helpers/site-output.ts";

let out: string;
beforeAll(async () => {
  out = await builtSite();
});

describe("the built site", () => {
  it("is byte-identical to the checksum list of its last intended output", async () => {
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
