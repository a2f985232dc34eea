// What a page with Tabs loads beyond a plain page, read from a build's assets: the islands
// runtime (the chunk Content imports when content has islands, with the `sitec:islands`
// registry in it) and the Tabs chunk it imports, with the chunks these import statically,
// less what the client entry loads anyway. Gzip -9 sizes, as bench/weight.ts's server sends them.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export interface IslandWeight {
  /** Chunks a page with Tabs adds, each with its gzip size. */
  chunks: { file: string; gzip: number }[];
  gzip: number;
}

const STATIC_IMPORT = /(?:from|import)\s*"\.\/([\w.-]+\.js)"/g;
const DYNAMIC_IMPORT = /import\("\.\/([\w.-]+\.js)"\)/g;
const TABS_LOADER = /["']?Tabs["']?\s*:\s*\(\)\s*=>\s*import\("\.\/([\w.-]+\.js)"\)/;

/** The chunks a page with Tabs loads that a plain page does not; undefined without a Tabs island. */
export function tabsIslandWeight(assetsDir: string): IslandWeight | undefined {
  const files = readdirSync(assetsDir).filter((f) => f.endsWith(".js"));
  const text = (file: string) => readFileSync(join(assetsDir, file), "utf8");
  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const [, next] of text(file).matchAll(STATIC_IMPORT)) visit(next!);
    };
    roots.forEach(visit);
    return seen;
  };
  const entry = files.find((f) => /^client-[\w]+\.js$/.test(f));
  if (!entry) throw new Error(`no client entry in ${assetsDir}`);
  const runtime = [...text(entry).matchAll(DYNAMIC_IMPORT)].map((m) => m[1]!).find((file) => TABS_LOADER.test(text(file)));
  if (!runtime) return undefined;
  const tabs = TABS_LOADER.exec(text(runtime))![1]!;
  const always = closure([entry]);
  const chunks = [...closure([runtime, tabs])].filter((file) => !always.has(file)).map((file) => ({ file, gzip: gzipSync(readFileSync(join(assetsDir, file)), { level: 9 }).length }));
  return { chunks, gzip: chunks.reduce((sum, c) => sum + c.gzip, 0) };
}
