// Builds the real site once with --strict and serves it on 127.0.0.1 (a free port) for the
// browser tests; the server stops when the run ends.
import type { TestProject } from "vitest/node";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "../../src/build.ts";
import { silentLogger } from "../../src/log.ts";
import { serve } from "../../src/server/serve.ts";

declare module "vitest" {
  export interface ProvidedContext {
    siteUrl: string;
    siteOutDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), "sitec-e2e-"));
  const outDir = join(dir, "build");
  await build({ siteDir: fileURLToPath(new URL("../../site", import.meta.url)), outDir, strict: true, logger: silentLogger });
  const { server, url } = await serve({ dir: outDir, port: 0, host: "127.0.0.1" });
  project.provide("siteUrl", url);
  project.provide("siteOutDir", outDir);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(dir, { recursive: true, force: true });
  };
}
