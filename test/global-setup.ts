// For every project: the folder of the run's shared build of site/ (test/helpers/site-build.ts)
// goes when the run ends. vitest runs this once per project, in one process: removing twice is
// harmless. In watch mode a rerun builds site/ again (into the same folder) when a test asks.
import type { TestProject } from "vitest/node";
import { rm } from "node:fs/promises";
import { join } from "node:path";

export default function setup(project: TestProject) {
  const dir = project.getProvidedContext().siteBuildDir;
  project.onTestsRerun(async () => {
    await Promise.all(["lock", "done", "failed"].map((name) => rm(join(dir, name), { recursive: true, force: true })));
  });
  return () => rm(dir, { recursive: true, force: true });
}
