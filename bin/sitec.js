#!/usr/bin/env node
// The executable: registers the TypeScript loader and starts the CLI. Nothing else lives here.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../src/cli.ts");
process.exitCode = await main(process.argv);
