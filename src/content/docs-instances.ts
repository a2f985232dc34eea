// A site's further docs (config `docsInstances`, Docusaurus's further instances of its docs
// plugin, each with an `id`): a folder of docs with a route base, sidebars and options of its
// own, beside the `docs` option's. Each is built as its docs folder's version: versions of a
// further instance (`<id>_versions.json`) are left out, with one line that says so.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_DOCS_ID, type DocsOptions, type SiteConfig } from "../config/schema.ts";
import { CURRENT_VERSION_NAME } from "./docs-versions.ts";

/** One further docs instance, as the load phase reads it. */
export interface DocsInstance {
  /** Its `id` (navbar items name it as `docsPluginId`). */
  id: string;
  options: DocsOptions;
  /** Its docs folder (absolute). */
  docsDir: string;
}

/** The config's further docs instances, in its order. */
export function docsInstancesOf(siteDir: string, config: SiteConfig): DocsInstance[] {
  return config.docsInstances.map(({ id, ...options }) => ({ id, options, docsDir: join(siteDir, options.path) }));
}

/** Every docs instance's options by id: the `docs` option's as `default`, then the further instances'. */
export function docsOptionsById(config: SiteConfig): Map<string, DocsOptions> {
  return new Map<string, DocsOptions>([[DEFAULT_DOCS_ID, config.docs], ...config.docsInstances.map(({ id, ...options }): [string, DocsOptions] => [id, options])]);
}

/** Where a docs instance's options are in the config, for messages: `docs`, `docsInstances[1]`. */
export function docsOptionsKey(config: SiteConfig, pluginId: string): string {
  return pluginId === DEFAULT_DOCS_ID ? "docs" : `docsInstances[${config.docsInstances.findIndex((i) => i.id === pluginId)}]`;
}

/** The files of Docusaurus's versioned layout for the docs instance `id` (the default instance has them without a prefix). */
export const instanceVersionsFile = (id: string) => `${id}_versions.json`;

/** The line that names the versions of further instances left out, or undefined when none has any. */
export function instanceVersionsNote(siteDir: string, instances: DocsInstance[]): string | undefined {
  const left = instances.flatMap((instance) => {
    const file = join(siteDir, instanceVersionsFile(instance.id));
    if (!existsSync(file)) return [];
    let names: unknown;
    try {
      names = JSON.parse(readFileSync(file, "utf8"));
    } catch {
      names = [];
    }
    const released = Array.isArray(names) ? names.filter((n) => typeof n === "string" && n !== CURRENT_VERSION_NAME) : [];
    return released.length ? [`${released.join(", ")} of ${instance.id} (${instanceVersionsFile(instance.id)})`] : [];
  });
  if (!left.length) return undefined;
  return `docsInstances: further docs instances are built in their docs folder's version only; left out: ${left.join("; ")}.`;
}
