// How a site names a remark or rehype plugin in its config: the plugin, or [plugin, options].
import type { Plugin } from "unified";

// Any plugin: each works on its own tree types (remark on mdast, rehype on hast), which the
// chain's order, not the type checker, puts together.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyPlugin = Plugin<any[], any, any>;
export type PluginEntry = AnyPlugin | [AnyPlugin, unknown];

export function isPluginEntry(value: unknown): value is PluginEntry {
  return typeof value === "function" || (Array.isArray(value) && value.length === 2 && typeof value[0] === "function");
}
