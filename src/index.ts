// The package's entry, `import { build } from "sitec"`: the functions the CLI calls, and the
// types of a site's config and of the props its pages get.
export { build, type BuildOptions, type BuildResult } from "./build.ts";
export { serve, type ServeOptions } from "./server/serve.ts";
export { startDev as dev, type DevOptions, type DevServer } from "./dev/dev-server.ts";
export { defineConfig } from "./config/define-config.ts";
export type { SiteConfig, SiteConfigInput } from "./config/schema.ts";
export type { Logger } from "./log.ts";
export type {
  SiteData,
  DocProps,
  BlogListProps,
  BlogPostProps,
  BlogTagsProps,
  BlogArchiveProps,
  PageProps,
} from "./shared/types.ts";
export { SITEC_VERSION as version } from "./version.ts";
