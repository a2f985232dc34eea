#!/usr/bin/env node
// Checks the Helm values tables of the scanner and hook pages against the charts' values.yaml
// in a local git checkout of the secureCodeBox monorepo (not part of this repository):
//
//   node tools/check-values-tables.mjs <path-to-secureCodeBox-git-dir> [commit]
//
// A key counts as covered when the table lists it or one of its parents (helm-docs lists
// maps such as `scanner.resources` as one row). Exit 1 when a page misses a key.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";

const [repo, commit = "a0946db61"] = process.argv.slice(2);
if (!repo) {
  console.error("usage: node tools/check-values-tables.mjs <secureCodeBox git dir> [commit]");
  process.exit(2);
}
const git = (...args) => execFileSync("git", ["-C", repo, ...args], { encoding: "utf8", maxBuffer: 1 << 26 });

// chart name → folder in the monorepo, from every Chart.yaml under scanners/ and hooks/.
const charts = new Map();
for (const path of git("ls-tree", "-r", "--name-only", commit).split("\n")) {
  const m = /^(scanners|hooks)\/([^/]+)\/Chart\.yaml$/.exec(path);
  if (m) charts.set(parse(git("show", `${commit}:${path}`)).name, `${m[1]}/${m[2]}`);
}

/** Leaf keys of a values object: scalars, lists and empty maps. */
function leaves(value, prefix = "") {
  if (value && typeof value === "object" && !Array.isArray(value) && Object.keys(value).length) {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

let failed = 0;
let checked = 0;
for (const section of ["scanners", "hooks"]) {
  const dir = join("site/docs", section);
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".md"))) {
    const text = readFileSync(join(dir, file), "utf8");
    const chart = /^\s+chart:\s*secureCodeBox\/(\S+)/m.exec(text)?.[1];
    if (!chart) continue;
    const folder = charts.get(chart);
    if (!folder) {
      console.log(`${dir}/${file}: no chart named ${chart} at ${commit}`);
      failed++;
      continue;
    }
    // Some charts repeat a key (Helm keeps the last); parse the same way.
    const values = parse(git("show", `${commit}:${folder}/values.yaml`), { uniqueKeys: false }) ?? {};
    const table = new Set([...text.matchAll(/^\|\s*`([^`]+)`\s*\|/gm)].map((m) => m[1]));
    // Rows of list items (`env[0].name`) cover the list itself.
    for (const key of [...table]) if (key.includes("[")) table.add(key.slice(0, key.indexOf("[")));
    const covered = (key) => key.split(".").some((_, i, parts) => table.has(parts.slice(0, i + 1).join(".")));
    const missing = leaves(values).filter((k) => k && !covered(k));
    checked++;
    if (missing.length) {
      failed++;
      console.log(`${dir}/${file} (${folder}/values.yaml): missing ${missing.join(", ")}`);
    }
  }
}
console.log(`values tables: ${checked} pages checked against ${commit}, ${failed} with missing keys`);
process.exit(failed ? 1 : 0);
