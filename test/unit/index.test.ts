// The programmatic API (src/index.ts, what `import … from "sitec"` will give): the functions of
// the CLI's commands and defineConfig, and nothing that runs when the module is imported.
import { describe, expect, it } from "vitest";
import * as sitec from "../../src/index.ts";
import type { BuildOptions, BuildResult, DevOptions, DevServer, ServeOptions, ServedSite, ClearOptions, SiteConfigInput, SiteConfig, PageData, RouteData, SiteData, BuildProgress } from "../../src/index.ts";

describe("the API module", () => {
  it("exports build, dev, serve, clear and defineConfig, as functions", () => {
    for (const name of ["build", "dev", "serve", "clear", "defineConfig"] as const) expect(typeof sitec[name], name).toBe("function");
  });

  it("gives the config its type and returns it as it is", () => {
    const config: SiteConfigInput = { title: "T", url: "https://example.org", navbar: {} };
    expect(sitec.defineConfig(config)).toBe(config);
  });

  it("exports the types of the options, the handles, the config and the pages", () => {
    // Compiled by `npm run typecheck`: a missing type fails it.
    const types: [BuildOptions?, BuildResult?, DevOptions?, DevServer?, ServeOptions?, ServedSite?, ClearOptions?, SiteConfig?, PageData?, RouteData?, SiteData?, BuildProgress?] = [];
    expect(types).toEqual([]);
  });
});
