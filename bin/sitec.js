#!/usr/bin/env node
// The executable. sitec is written in TypeScript: the CLI runs from a bundle of its sources and
// packages (bin/cli-bundle.js), made on the first start and after a source changes. Loading the
// sources through a TypeScript loader made every start slow, and so did Node loading the
// hundreds of small modules of the Markdown packages one by one; the bundle runs with a V8 code
// cache.
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureCliBundle, runCliBundle } from "./cli-bundle.js";

const bundle = await ensureCliBundle(resolve(dirname(fileURLToPath(import.meta.url)), ".."));
process.exitCode = await runCliBundle(bundle.path, process.argv);
