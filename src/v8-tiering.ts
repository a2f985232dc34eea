// How soon V8 optimises, for a build that is over in a second or two. V8 compiles a function
// with its optimising compiler once the function has run a while (its interrupt budget), and
// inlines the functions it calls up to a cumulative size. Those defaults suit a program that
// runs long; in a cold 500-doc build on two cores the compiler's threads took about 0.55 s of
// CPU beside the main thread's 0.9 s, for optimised code most of which ran a fraction of a
// second, and they took the second core from the build's own threads. With four times the
// budget and half the inlining a cold build of 500 docs took 1.72 s against 1.78 s (0.24 s less
// CPU), site/ 1.60 s against 1.68 s, and 2,000 docs about the same time with 0.5 s less CPU; at
// 5,000 docs V8's defaults were as fast or faster (bench/README.md, "Eleventh pass"), so a site
// of more Markdown files than SHORT_BUILD_MOST_FILES keeps them from its Markdown phase on.
//
// The values are V8 11.3's (Node 20), measured against its defaults: another V8 has other
// defaults and other compilers, and keeps its own. A process started with either flag keeps
// what it was given. The flags are set back when the build ends: V8 writes a hash of its flags
// into a code cache, and the next start would reject the one the CLI writes after the build.
import v8 from "node:v8";

/** Whether the values below were measured on this V8 version. */
export const measuredOn = (v8Version: string): boolean => /^11\.3\./.test(v8Version);
const DEFAULTS = { "interrupt-budget": 67584, "max-inlined-bytecode-size-cumulative": 920 };
const SHORT_BUILD: typeof DEFAULTS = { "interrupt-budget": 4 * 67584, "max-inlined-bytecode-size-cumulative": 460 };
/** Up to this many Markdown files a build is short: 2,200 took no longer (and less CPU), 5,500 took longer. */
export const SHORT_BUILD_MOST_FILES = 3000;

export interface Runtime {
  /** `process.versions.v8` */
  v8Version: string;
  /** `process.execArgv` */
  execArgv: readonly string[];
}

const thisProcess: Runtime = { v8Version: process.versions.v8, execArgv: process.execArgv };

function setFlags(values: typeof DEFAULTS): void {
  for (const [flag, value] of Object.entries(values)) v8.setFlagsFromString(`--${flag}=${value}`);
}

/**
 * Sets V8's optimisation thresholds for a short build where they were measured; returns the
 * function that sets V8's defaults back (once; it does nothing where nothing was set).
 */
export function tuneForShortBuild(runtime: Runtime = thisProcess): () => void {
  const given = runtime.execArgv.some((arg) => {
    const name = arg.split("=")[0]!.replaceAll("_", "-");
    return Object.keys(DEFAULTS).some((flag) => name === `--${flag}`);
  });
  if (!measuredOn(runtime.v8Version) || given) return () => undefined;
  setFlags(SHORT_BUILD);
  let tuned = true;
  return () => {
    if (tuned) setFlags(DEFAULTS);
    tuned = false;
  };
}

/** Whether a build of this many Markdown files is short enough for `tuneForShortBuild`. */
export function isShortBuild(markdownFiles: number): boolean {
  return markdownFiles <= SHORT_BUILD_MOST_FILES;
}
