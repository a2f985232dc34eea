// Reads the config's `docs.sidebarPath`: a sidebars file as Docusaurus takes it, JSON or a
// module (`.js`, `.cjs`, `.mjs`, `.ts`) whose default export (or `module.exports`) is the object
// of sidebars. Modules are evaluated with esbuild, as the config is.
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { importTypeScript } from "../bundle/import-ts.ts";
import { SiteError } from "../errors.ts";

/** The sidebars of a sidebars file, by id, as written (items checked by `buildSidebars`). */
export interface SidebarsFile {
  file: string;
  sidebars: Record<string, unknown>;
  /** The file and every file it imports (absolute paths): an edit to any of them changes the sidebars. */
  inputs: string[];
}

const EXTENSIONS = /\.(json|js|cjs|mjs|ts|cts|mts)$/;

/** Loads the sidebars file at `sidebarPath` (relative to the site folder). */
export async function loadSidebarsFile(siteDir: string, sidebarPath: string): Promise<SidebarsFile> {
  const file = resolve(siteDir, sidebarPath);
  if (!EXTENSIONS.test(file)) {
    throw new SiteError(`the sidebars file ${sidebarPath} is not JSON, JavaScript or TypeScript.`, {
      file,
      hint: "Name it sidebars.json, sidebars.js, sidebars.cjs, sidebars.mjs or sidebars.ts.",
    });
  }
  let value: unknown;
  let inputs = [file];
  if (file.endsWith(".json")) {
    const text = await readFile(file, "utf8").catch((cause: unknown) => {
      throw new SiteError(`cannot read the sidebars file: ${(cause as Error).message}`, { file, cause, hint: "Check `docs.sidebarPath` in site.config.ts." });
    });
    try {
      value = JSON.parse(text);
    } catch (cause) {
      throw new SiteError(`invalid JSON: ${(cause as Error).message}`, { file, cause });
    }
  } else {
    const { module, inputs: imported } = await importTypeScript(file).catch((cause: unknown) => {
      throw new SiteError(`cannot evaluate the sidebars file: ${cause instanceof Error ? cause.message : String(cause)}`, { file, cause, hint: "Check `docs.sidebarPath` in site.config.ts." });
    });
    value = (module as { default?: unknown }).default ?? module;
    inputs = [file, ...imported.filter((input) => input !== file)];
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    throw new SiteError("the sidebars file must give an object of sidebars by id.", { file, hint: 'Export `{ docs: ["intro", …] }`.' });
  }
  return { file, sidebars: value as Record<string, unknown>, inputs };
}
