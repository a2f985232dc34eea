// The remark and rehype plugins a site adds to its Markdown (the config's `markdown` key), in
// Docusaurus's four lists and order: beforeDefaultRemarkPlugins, sitec's own remark plugins,
// remarkPlugins, then the same for rehype. A plugin that throws is named in the error, with
// the line it gives.
import type { Plugin, Processor, Transformer } from "unified";
import { unified } from "unified";
import remarkParse from "remark-parse";

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
  readonly line?: number;
  constructor(plugin: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`the Markdown plugin ${plugin} failed: ${reason}`, { cause });
    this.name = "PluginError";
    this.line = lineOf(cause);
  }
}

/** The line a plugin's error names: a VFileMessage's `line`, or a `place` or `position`. */
function lineOf(error: unknown): number | undefined {
  const e = error as { line?: unknown; place?: { line?: unknown; start?: { line?: unknown } }; position?: { start?: { line?: unknown } } } | null;
  const line = e?.line ?? e?.place?.line ?? e?.place?.start?.line ?? e?.position?.start?.line;
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
 * The remark plugins that add Markdown syntax: those that register micromark extensions, as
 * remark-math does. Only the unified engine's parser (micromark) reads them.
 */
export function syntaxPlugins(plugins: SitePlugins): string[] {
  const names: string[] = [];
  for (const entry of [...plugins.beforeDefaultRemarkPlugins, ...plugins.remarkPlugins]) {
    const processor = unified().use(remarkParse);
    const { plugin, options } = split(entry);
    processor.use(plugin as Plugin<unknown[]>, ...options).freeze();
    const extensions = processor.data("micromarkExtensions") as unknown[] | undefined;
    if (extensions?.length) names.push(pluginName(entry));
  }
  return names;
}
