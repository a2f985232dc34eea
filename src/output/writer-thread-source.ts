// The writer thread's code (writer-thread-main.ts) as one script, which the thread is started
// from. Bundled here with esbuild on first use in a process; the CLI's own bundle has it bundled
// already (bin/cli-bundle.js puts the script in place of this module), so a build from the CLI
// spends nothing on it.
import { buildSync } from "esbuild";
import { fileURLToPath } from "node:url";

/** The entry of the writer thread. */
const WRITER_THREAD_ENTRY = fileURLToPath(new URL("./writer-thread-main.ts", import.meta.url));

let source: string | undefined;

/** The writer thread's script (CommonJS, for a Worker started with `eval`). */
export function writerThreadSource(): string {
  source ??= buildSync({ entryPoints: [WRITER_THREAD_ENTRY], bundle: true, write: false, platform: "node", format: "cjs", target: "node20", logLevel: "silent" }).outputFiles[0]!.text;
  return source;
}
