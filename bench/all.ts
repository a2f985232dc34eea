// Every benchmark, one after another (`npm run bench`): the bench:* scripts of package.json in
// the order below, then any other bench:* script but those that take hours (bench:peers, which
// builds five other tools; run it on its own). A benchmark that fails does not stop the others;
// the exit code is 1 when any failed, and the last lines name them.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const ORDER = ["build", "scale", "vs-docusaurus", "weight", "lighthouse", "search", "relevance", "dev", "load"].map((n) => `bench:${n}`);
const scripts = Object.keys((JSON.parse(readFileSync(`${ROOT}/package.json`, "utf8")) as { scripts: Record<string, string> }).scripts);
const ON_ITS_OWN = new Set(["bench:peers"]);
const benches = [...ORDER.filter((s) => scripts.includes(s)), ...scripts.filter((s) => s.startsWith("bench:") && !ORDER.includes(s) && !ON_ITS_OWN.has(s))];

const failed: string[] = [];
for (const name of benches) {
  console.log(`\n=== npm run ${name} ===`);
  const started = performance.now();
  const r = spawnSync("npm", ["run", "--silent", name], { cwd: ROOT, stdio: "inherit" });
  console.log(`=== ${name}: ${r.status === 0 ? "done" : `exited ${r.status ?? r.signal}`} in ${((performance.now() - started) / 1000).toFixed(0)} s ===`);
  if (r.status !== 0) failed.push(name);
}
console.log(`\n${benches.length - failed.length} of ${benches.length} benchmarks ran to the end${failed.length ? `; failed: ${failed.join(", ")}` : ""}`);
process.exitCode = failed.length ? 1 : 0;
