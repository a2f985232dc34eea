// What bench/peers.ts needs from each builder: how to install it, write the corpus around it,
// clear its output and caches, and run one build.
import type { Install } from "./install.ts";

export interface Counts {
  docs: number;
  posts: number;
}

/** One build command, run under /usr/bin/time by `measure` (bench/lib.ts). */
export interface BuildCommand {
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
}

export interface Builder {
  /** The name in PEERS=… and in the tables. */
  id: string;
  /** What the builder is and how it is set up, one line for the table's notes. */
  setup: string;
  /** Installs the builder (once; later runs reuse it) and returns its versions and install time. */
  install(): Promise<Install>;
  /** Writes the corpus of `counts` and the builder's config into its project folder. */
  prepare(counts: Counts): Promise<void>;
  /** Moves the output and every cache aside (bench/lib.ts putAside), so the next build is cold. */
  clear(): Promise<void>;
  build(): BuildCommand;
  /** The folder the build writes. */
  outDir(): string;
}
