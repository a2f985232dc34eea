// Bundles of the theme's components that sitec evaluates in its own process: the MDX pages'
// bundle (mdx-bundle.ts) and the theme's renders (theme-render.ts), which share these esbuild
// options, and the server bundle (bundle.ts). The esbuild options they share
// (Node, CommonJS, CSS left out, whatever of React they bundle in its production build whatever
// the process's NODE_ENV: Node's `require` would pick React's slower development build; React
// itself they take from sitec, host-modules.ts) and their evaluation.
import type { BuildOptions } from "esbuild";
import { createRequire } from "node:module";
import { HOST_MODULES } from "./host-modules.ts";

/** The esbuild options every such bundle shares; its entry, plugins and the rest are its own. */
export const IN_PROCESS_BUNDLE = {
  bundle: true,
  write: false,
  platform: "node",
  format: "cjs",
  jsx: "automatic",
  logLevel: "silent",
  loader: { ".css": "empty" },
  define: { "process.env.NODE_ENV": '"production"' },
} as const satisfies BuildOptions;

/** `require` from sitec's own folder: Node's modules, and packages a bundle leaves external. */
export const requireFromSitec = createRequire(import.meta.url);

/** A bundle's `require`: React and lunr from sitec itself (HOST_MODULES), anything else (Node's modules) from sitec's folder. */
export function requireWithHostModules(id: string): unknown {
  return Object.hasOwn(HOST_MODULES, id) ? HOST_MODULES[id] : requireFromSitec(id);
}

/** Runs a bundle's CommonJS code, named `name` in stack traces; `require` serves what it left external. */
export function evaluateBundle<T>(code: string, name: string, require: (id: string) => unknown = requireFromSitec): T {
  const module = { exports: {} as unknown };
  const run = new Function("module", "exports", "require", `${code}\n//# sourceURL=${name}`);
  run(module, module.exports, require);
  return module.exports as T;
}
