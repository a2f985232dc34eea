// `@docusaurus/useGlobalData`: the plugins' global data, as Docusaurus gives it to components.
// sitec's is the docs plugin's (`docusaurus-plugin-content-docs`, routes/docs-global-data.ts):
// every docs instance's path and versions, each with its docs and sidebars. A site that reads it
// gets it on every page (SiteData.globalData); one that does not is not sent it.
import { useSite } from "../runtime/context.tsx";
import type { GlobalData } from "../../src/shared/types.ts";

export default function useGlobalData(): GlobalData {
  return useSite().globalData ?? {};
}

/** Every instance's data of the plugin `name`, by plugin id; `{}` when it has none (an error with `failfast`). */
export function useAllPluginInstancesData(name: string, options: { failfast?: boolean } = {}): Record<string, unknown> {
  const data = useGlobalData()[name];
  if (!data && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${name}" plugin.`);
  return data ?? {};
}

/** The data of the plugin `name`'s instance `id`; undefined when it has none (an error with `failfast`). */
export function usePluginData(name: string, id = "default", options: { failfast?: boolean } = {}): unknown {
  const data = useAllPluginInstancesData(name, options)[id];
  if (!data && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${name}" plugin with id "${id}".`);
  return data;
}
