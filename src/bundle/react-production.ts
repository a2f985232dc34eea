// React's production build, for the server bundle, whatever the host process's NODE_ENV says.
// React's entry modules (react/index.js and the like) choose between their development and
// production builds by process.env.NODE_ENV when first loaded; sitec must not set that variable
// in a process it only runs in (a site's script, a test), and the development build renders
// several times slower. So the production files are loaded here by path, each with a `require`
// that hands it the others: the renderer and the hooks that the theme calls share one React.
// The bundled CLI gets React from its bundle instead (bin/cli-bundle.js replaces this module).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import vm from "node:vm";

/** React's modules by the names the theme imports them with, as `require` gives them. */
export interface ReactModules {
  react: unknown;
  "react-dom": unknown;
  "react-dom/server": unknown;
  "react/jsx-runtime": unknown;
}

const WRAPPER_PARAMETERS = ["exports", "require", "module", "__filename", "__dirname"];

/** Runs the CommonJS file `file`; its `require` gives `provided` by name and anything else as Node would. */
function runCommonJs(file: string, provided: Record<string, unknown>): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  const requireFromFile = createRequire(file);
  const require = (id: string): unknown => (Object.hasOwn(provided, id) ? provided[id] : requireFromFile(id));
  const run = vm.compileFunction(readFileSync(file, "utf8"), WRAPPER_PARAMETERS, { filename: file });
  run(module.exports, require, module, file, dirname(file));
  return module.exports;
}

/** The `cjs/` folder of an installed package, found from sitec's own place. */
function cjsFolder(packageName: string): string {
  return join(dirname(createRequire(import.meta.url).resolve(`${packageName}/package.json`)), "cjs");
}

/** Loads the production builds of react, react/jsx-runtime, react-dom and react-dom/server. */
export function loadReactProduction(): ReactModules {
  const reactDir = cjsFolder("react");
  const reactDomDir = cjsFolder("react-dom");
  const react = runCommonJs(join(reactDir, "react.production.js"), {});
  const jsxRuntime = runCommonJs(join(reactDir, "react-jsx-runtime.production.js"), { react });
  const reactDom = runCommonJs(join(reactDomDir, "react-dom.production.js"), { react });
  const peers = { react, "react-dom": reactDom };
  // What react-dom/server gives on Node (server.node.js): the string renderers of the legacy
  // build, the stream renderers of the other.
  const server = { ...runCommonJs(join(reactDomDir, "react-dom-server.node.production.js"), peers), ...runCommonJs(join(reactDomDir, "react-dom-server-legacy.node.production.js"), peers) };
  return { react, "react-dom": reactDom, "react-dom/server": server, "react/jsx-runtime": jsxRuntime };
}
