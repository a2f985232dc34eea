// The public entry of a site's config: `import { defineConfig } from "sitec/config"`. The
// compiler resolves that name itself when it evaluates site.config.ts (see bundle/import-ts.ts),
// as it resolves `@sitec/theme` for pages, so a site needs nothing installed to use it; an
// editor finds the types through a `paths` entry in the site's tsconfig.
import type { SiteConfigInput } from "./schema.ts";

export type { SiteConfigInput };

/** Returns the config as it is: it only gives the object its type, for checking and completion. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
