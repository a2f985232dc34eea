// Builds the real site with --strict (the run's shared build, test/helpers/site-build.ts) and
// serves it on 127.0.0.1 (a free port) for the browser tests, and starts the one Chromium every
// browser test connects to (test/e2e/browser.ts); both stop when the run ends.
import type { TestProject } from "vitest/node";
import { serve } from "../../src/server/serve.ts";
import { ensureSiteBuild } from "../helpers/site-build.ts";
import { launchBrowserServer } from "./browser.ts";

declare module "vitest" {
  export interface ProvidedContext {
    siteUrl: string;
    siteOutDir: string;
    /** The address launchBrowser connects to. */
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  // Chromium starts while the site builds.
  const browser = launchBrowserServer();
  browser.catch(() => undefined);
  const outDir = await ensureSiteBuild(project.getProvidedContext().siteBuildDir);
  const [{ server, url }, browserServer] = await Promise.all([serve({ dir: outDir, port: 0, host: "127.0.0.1" }), browser]);
  project.provide("siteUrl", url);
  project.provide("siteOutDir", outDir);
  project.provide("browserEndpoint", browserServer.wsEndpoint());
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await browserServer.close();
  };
}
