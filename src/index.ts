// sitec's programmatic API, the package's entry (`import { build } from "sitec"`): what the CLI's
// commands call, for a site's own scripts and tools, and the types of a site's config and of the
// props its pages get. None of it changes the hosting process (no global, flag, signal handler or
// exit code); serve() and dev() resolve with a handle whose close() stops them.
export { build, type BuildOptions, type BuildResult } from "./build.ts";
export { clear, type ClearOptions } from "./clear.ts";
export { defineConfig } from "./config/define-config.ts";
export type { SiteConfig, SiteConfigInput, NavbarItemConfig } from "./config/schema.ts";
export { dev, type DevOptions, type DevServer } from "./dev/dev-server.ts";
export type { Logger, PhaseTiming } from "./log.ts";
export type { BuildProgress, Counter } from "./progress.ts";
export { serve, type ServeOptions, type ServedSite } from "./server/serve.ts";
export type {
  PageData,
  RouteData,
  RouteKind,
  RouteProps,
  SiteData,
  DocProps,
  BlogListProps,
  BlogPostProps,
  BlogTagsProps,
  BlogArchiveProps,
  PageProps,
} from "./shared/types.ts";
export { SITEC_VERSION as version } from "./version.ts";
