// sitec itself, built from this checkout: `node bin/sitec.js build` (not --strict, as in
// bench:vs-docusaurus: the link check runs and reports either way) of the corpus with the
// site config of bench/corpus.ts.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeSitecSite } from "../corpus.ts";
import { putAside } from "../lib.ts";
import { PEERS_ROOT } from "./install.ts";
import type { Builder } from "./types.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const DIR = join(PEERS_ROOT, "sitec");

export const sitec: Builder = {
  id: "sitec",
  setup: "this checkout; search index, link and anchor check, feeds, client bundle",
  async install() {
    const version = execFileSync(process.execPath, [join(ROOT, "bin/sitec.js"), "--version"], { encoding: "utf8" }).trim();
    return { versions: { sitec: version }, installSeconds: 0, fresh: false };
  },
  async prepare(counts) {
    await putAside(join(DIR, "site"));
    await writeSitecSite(join(DIR, "site"), counts);
  },
  async clear() {
    await putAside(join(DIR, "build"));
    await putAside(join(ROOT, "node_modules/.cache/sitec"));
  },
  build: () => ({ command: process.execPath, args: ["bin/sitec.js", "build", "--site", join(DIR, "site"), "--out-dir", join(DIR, "build")], cwd: ROOT }),
  outDir: () => join(DIR, "build"),
};
