#!/usr/bin/env -S node --expose-gc
// The executable. sitec is written in TypeScript: the installed package runs the CLI bundled at
// pack time (dist/cli.cjs, tools/prepack.mjs); a checkout of the repository runs it from a bundle
// of its sources and packages (bin/cli-bundle.js), made on the first start and after a source
// changes. Loading the sources through a TypeScript loader made every start slow, and so did
// Node loading the hundreds of small modules of the Markdown packages one by one; either bundle
// runs with a V8 code cache. So does the MDX compiler's bundle (dist/mdx.cjs, or beside the
// first-start bundle), which only a build that compiles MDX loads.
//
// Started with --expose-gc (the line above; npm's scripts say it too): a long build then asks V8
// for a full collection when its heap has grown far past its live data (src/heap-guard.ts), which
// keeps a large site's peak memory lower (bench:scale). Without the flag it builds the same.
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureCliBundle, ensureMdxBundle, runCliBundle } from "./cli-bundle.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const prebuilt = join(root, "dist", "cli.cjs");
// A checkout (it has the tsconfig.json that the package leaves out) always runs its sources, even
// with a dist/ left behind by an interrupted `npm pack`.
const installed = existsSync(prebuilt) && !existsSync(join(root, "tsconfig.json"));
const bundle = installed ? prebuilt : (await ensureCliBundle(root)).path;
const mdxBundle = installed ? async () => join(root, "dist", "mdx.cjs") : async () => (await ensureMdxBundle(root)).path;
process.exitCode = await runCliBundle(bundle, process.argv, mdxBundle);
