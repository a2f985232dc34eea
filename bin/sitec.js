#!/usr/bin/env -S node --expose-gc
// The executable. sitec is written in TypeScript: the CLI runs from a bundle of its sources and
// packages (bin/cli-bundle.js), made on the first start and after a source changes. Loading the
// sources through a TypeScript loader made every start slow, and so did Node loading the
// hundreds of small modules of the Markdown packages one by one; the bundle runs with a V8 code
// cache.
//
// Started with --expose-gc (the line above; npm's scripts say it too): a long build then asks V8
// for a full collection when its heap has grown far past its live data (src/heap-guard.ts), which
// keeps a large site's peak memory lower (bench:scale). Without the flag it builds the same.
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureCliBundle, runCliBundle } from "./cli-bundle.js";

const bundle = await ensureCliBundle(resolve(dirname(fileURLToPath(import.meta.url)), ".."));
process.exitCode = await runCliBundle(bundle.path, process.argv);
