// `sitec build`: the whole pipeline once, into a staging folder that replaces the old
// output only when every phase succeeded. The phases live in site-builder.ts.
import { resolve } from "node:path";
import { consoleLogger, PhaseTimer, type Logger, type PhaseTiming } from "./log.ts";
import { MarkdownWorkers } from "./markdown/render-batch.ts";
import { createStagingDir } from "./output/atomic.ts";
import { SiteBuilder } from "./site-builder.ts";

export { GENERATOR } from "./site-builder.ts";

export interface BuildOptions {
  siteDir: string;
  outDir: string;
  baseUrl?: string;
  strict?: boolean;
  minify?: boolean;
  logger?: Logger;
  /** Worker threads for Markdown besides the main thread; default: one per extra core (at most 3). */
  markdownWorkers?: number;
}

export interface BuildResult {
  outDir: string;
  routes: number;
  warnings: string[];
  timings: PhaseTiming[];
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const log = options.logger ?? consoleLogger;
  const outDir = resolve(options.outDir);
  // Workers load their Markdown toolchain while the config and content are read.
  const workers = new MarkdownWorkers(options.markdownWorkers);
  const staging = await createStagingDir(outDir);
  const timer = new PhaseTimer();
  try {
    const builder = new SiteBuilder({ siteDir: options.siteDir, baseUrl: options.baseUrl, minify: options.minify, strict: options.strict, workers });
    const result = await builder.buildAll({ dir: staging.dir, write: staging.write, remove: async () => undefined }, timer);
    for (const message of result.warnings) log.warn(message);
    await timer.run("commit output", () => staging.commit());
    return { outDir, routes: result.routes, warnings: result.warnings, timings: timer.timings };
  } catch (error) {
    if (process.env.SITEC_DEBUG_TIMINGS) console.error(timer.timings);
    await staging.discard();
    throw error;
  } finally {
    await workers.close();
  }
}
