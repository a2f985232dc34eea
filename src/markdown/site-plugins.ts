// The remark and rehype plugins a site adds to its Markdown (the config's `markdown` key), in
// Docusaurus's four lists and order: beforeDefaultRemarkPlugins, sitec's own remark plugins,
// remarkPlugins, then the same for rehype. A plugin that throws is named in the error, with
// the line it gives; one that throws while it is attached is an error of the config.
import type { Plugin, Processor, Transformer } from "unified";
import { unified } from "unified";
import remarkParse from "remark-parse";

import { SiteError } from "../errors.ts";
import { type PluginEntry } from "./plugin-entry.ts";

export type { PluginEntry };

export interface SitePlugins {
  beforeDefaultRemarkPlugins: PluginEntry[];
  remarkPlugins: PluginEntry[];
  beforeDefaultRehypePlugins: PluginEntry[];
  rehypePlugins: PluginEntry[];
}

export const NO_PLUGINS: SitePlugins = { beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [] };

/** True when one of the four lists has a plugin (the config's `markdown` holds `engine` too). */
export function hasPlugins(plugins: SitePlugins): boolean {
  return PLUGIN_LISTS.some((list) => plugins[list].length > 0);
}

const PLUGIN_LISTS = ["beforeDefaultRemarkPlugins", "remarkPlugins", "beforeDefaultRehypePlugins", "rehypePlugins"] as const;

function split(entry: PluginEntry): { plugin: Plugin<unknown[]>; options: unknown[] } {
  return Array.isArray(entry) ? { plugin: entry[0], options: [entry[1]] } : { plugin: entry, options: [] };
}

/** The plugin's name as its function has it (`remarkMath`), for messages. */
export function pluginName(entry: PluginEntry): string {
  return split(entry).plugin.name || "an unnamed plugin";
}

/** A plugin's failure, named; the Markdown phase adds the file. */
export class PluginError extends Error {
  readonly plugin: string;
  readonly line?: number;
  constructor(plugin: string, cause: unknown, line = lineOf(cause)) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`the Markdown plugin ${plugin} failed: ${reason}`, { cause });
    this.name = "PluginError";
    this.plugin = plugin;
    this.line = line;
  }
}

/** What a plugin's error without a line (a plain `throw`) adds to it. */
export const NO_LINE_HINT = "The plugin's error names no node. A plugin names the line of the node it fails on with file.fail(reason, node).";

type Located = { line?: unknown; start?: { line?: unknown }; position?: { start?: { line?: unknown } } };

/**
 * The line a plugin's error names: a VFileMessage's `line` (`file.fail(reason, node)`), a
 * `place` or `position`, or the position of the node it names last in `ancestors`.
 */
function lineOf(error: unknown): number | undefined {
  const e = error as (Located & { place?: Located; ancestors?: Located[] }) | null;
  const node = Array.isArray(e?.ancestors) ? e.ancestors[e.ancestors.length - 1] : undefined;
  const line = e?.line ?? e?.place?.line ?? e?.place?.start?.line ?? e?.position?.start?.line ?? node?.position?.start?.line;
  return typeof line === "number" ? line : undefined;
}

/** Adds the entries to the processor, each guarded so that its failures name it. */
export function useSitePlugins(processor: Processor, entries: PluginEntry[]): void {
  for (const entry of entries) {
    const { plugin, options } = split(entry);
    processor.use(guarded(plugin, pluginName(entry)) as Plugin<unknown[]>, ...options);
  }
}

type AnyTransformer = (tree: unknown, file: unknown, next?: (error?: unknown, tree?: unknown) => void) => unknown;

function guarded(plugin: Plugin<unknown[]>, name: string) {
  return function (this: Processor, ...options: never[]) {
    let transformer: AnyTransformer | void;
    try {
      transformer = (plugin as unknown as (...args: never[]) => AnyTransformer | void).apply(this, options);
    } catch (error) {
      throw new PluginError(name, error);
    }
    if (typeof transformer !== "function") return transformer;
    const inner = transformer;
    // unified tells a transformer that takes a callback by its number of parameters: keep it.
    if (inner.length > 2) {
      return ((tree, file, next) => inner(tree, file, (error, result) => next!(error === undefined || error === null ? undefined : new PluginError(name, error), result as never))) as Transformer;
    }
    return ((tree, file) => {
      let result: unknown;
      try {
        result = inner(tree, file);
      } catch (error) {
        throw new PluginError(name, error);
      }
      if (result instanceof Promise) return result.catch((error: unknown) => Promise.reject(new PluginError(name, error)));
      return result;
    }) as Transformer;
  };
}

/**
 * Attaches every plugin of the config once, each to a processor of its own, as unified attaches
 * them when a processor is first used, and returns the names of the remark plugins that add
 * Markdown syntax (that register micromark extensions, as remark-math does: only the unified
 * engine's parser reads them). A plugin that throws while it is attached (where plugins check
 * their options) is an error of the config, naming the plugin; left to the Markdown phase, it
 * was blamed on the first file rendered.
 */
export function attachPlugins(plugins: SitePlugins, configFile: string): { syntax: string[] } {
  const syntax: string[] = [];
  for (const list of PLUGIN_LISTS) {
    const remark = list === "beforeDefaultRemarkPlugins" || list === "remarkPlugins";
    for (const entry of plugins[list]) {
      const processor = (remark ? unified().use(remarkParse) : unified()) as unknown as Processor;
      const { plugin, options } = split(entry);
      try {
        processor.use(plugin as Plugin<unknown[]>, ...options).freeze();
      } catch (error) {
        throw new SiteError(`the Markdown plugin ${pluginName(entry)} failed when it was attached (before any file was read): ${error instanceof Error ? error.message : String(error)}`, {
          file: configFile,
          hint: `Check the plugin's options in ${list} of the config's markdown key.`,
          cause: error,
        });
      }
      const extensions = processor.data("micromarkExtensions") as unknown[] | undefined;
      if (remark && extensions?.length) syntax.push(pluginName(entry));
    }
  }
  return { syntax };
}

/** The entries as a list for a processor that takes plugins as a list (the MDX compiler's), each guarded as `useSitePlugins` guards it. */
export function guardedPluginList(entries: PluginEntry[]): [Plugin<unknown[]>, ...unknown[]][] {
  return entries.map((entry) => {
    const { plugin, options } = split(entry);
    return [guarded(plugin, pluginName(entry)) as Plugin<unknown[]>, ...options];
  });
}
