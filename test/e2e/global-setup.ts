// Builds the real site with --strict (the run's shared build, test/helpers/site-build.ts) and
// serves it on 127.0.0.1 (a free port) for the browser tests; the server stops when the run ends.
import type { TestProject } from "vitest/node";
import { serve } from "../../src/server/serve.ts";
import { ensureSiteBuild } from "../helpers/site-build.ts";

declare module "vitest" {
  export interface ProvidedContext {
    siteUrl: string;
    siteOutDir: string;
  }
}

export default async function setup(project: TestProject) {
  const outDir = await ensureSiteBuild(project.getProvidedContext().siteBuildDir);
  const { server, url } = await serve({ dir: outDir, port: 0, host: "127.0.0.1" });
  project.provide("siteUrl", url);
  project.provide("siteOutDir", outDir);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
