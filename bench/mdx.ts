// The 500-doc corpus of bench/corpus.ts with every fifth doc an MDX page (Tabs with two panels, a
// <details> and a component of the site), built without the cache, beside the same corpus in
// plain Markdown. Prints each build's phases. Run: npx tsx bench/mdx.ts [docs] [md|mdx]
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "../src/build.ts";
import { silentLogger } from "../src/log.ts";
import { docLocation, writeSitecSite } from "./corpus.ts";

const docs = Number(process.argv[2] ?? 500);
const kind = process.argv[3] === "md" ? "md" : "mdx";
const dir = join(tmpdir(), `sitec-bench-mdx-${kind}-${docs}`);
await rm(dir, { recursive: true, force: true });
await writeSitecSite(dir, { docs, posts: 20 });

if (kind === "mdx") {
  await mkdir(join(dir, "components"), { recursive: true });
  await writeFile(join(dir, "components", "Badge.tsx"), 'export default function Badge({ label }: { label: string }) {\n  return <span className="badge">{label}</span>;\n}\n');
  for (let i = 0; i < docs; i += 5) {
    const { folder, name } = docLocation(i);
    const file = join(dir, "docs", folder, `${name}.md`);
    const text = await readFile(file, "utf8");
    const end = text.indexOf("\n---\n", 4) + 5;
    const mdx = `${text.slice(0, end)}import Badge from "@site/components/Badge";\n\n<Badge label="page ${i}" />\n${text.slice(end)}\n## Install\n\n<Tabs groupId="tool">\n<TabItem value="helm" label="Helm">\n\nRun helm install for page ${i}.\n\n</TabItem>\n<TabItem value="kubectl" label="kubectl">\n\nApply the manifests of page ${i}.\n\n</TabItem>\n</Tabs>\n\n<details>\n<summary>More about page ${i}</summary>\n\nThe details of page ${i}.\n\n</details>\n`;
    await writeFile(file.replace(/\.md$/, ".mdx"), mdx);
    await rm(file);
  }
}

const started = performance.now();
const cpuStart = process.cpuUsage();
const result = await build({ siteDir: dir, outDir: join(dir, "build"), logger: silentLogger, cache: false });
const ms = performance.now() - started;
const cpu = process.cpuUsage(cpuStart);
console.log(`${kind} ${docs} docs: ${result.routes} routes in ${(ms / 1000).toFixed(2)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s CPU (this process, all its threads; esbuild's own process not counted); rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`);
for (const t of result.timings) console.log(`  ${t.name.padEnd(16)} ${String(Math.round(t.ms)).padStart(6)} ms`);
await rename(join(dir, "build"), join(dir, "build-done")).catch(() => undefined);
