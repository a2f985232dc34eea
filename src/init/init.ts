// `sitec init [dir]`: writes a new site from the template in init/site/ of the package, with a
// package.json whose scripts run sitec (this version) on it.
import { cp, mkdir, readdir, writeFile } from "node:fs/promises";
import { basename, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { UsageError } from "../errors.ts";
import { SITEC_VERSION } from "../version.ts";

/** The template's folder, shipped in the package beside src/. */
export const INIT_TEMPLATE = fileURLToPath(new URL("../../init/site/", import.meta.url));

export interface InitOptions {
  /** The new site's folder; made when missing. */
  dir: string;
  /** Write into a folder that is not empty (files of the same name are replaced). */
  force?: boolean;
}

/** The package name npm accepts for a folder's name: lower case, `-` for anything else. */
export function packageName(dir: string): string {
  const name = basename(resolve(dir))
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^[._-]+|-+$/g, "");
  return name || "site";
}

/**
 * For editors and `npm run typecheck` (tsconfig.json): the types of React, for the pages' JSX,
 * and TypeScript. The ranges of sitec's own dev dependencies (test/unit/init/init.test.ts).
 */
export const INIT_DEV_DEPENDENCIES: Readonly<Record<string, string>> = { "@types/react": "^19.3.0", typescript: "~5.9.3" };

function packageJson(dir: string): string {
  const manifest = {
    name: packageName(dir),
    version: "0.1.0",
    private: true,
    type: "module",
    scripts: {
      dev: "sitec dev --site .",
      build: "sitec build --site . --strict",
      serve: "sitec serve --site .",
      clear: "sitec clear --site .",
      typecheck: "tsc --noEmit",
    },
    dependencies: { sitec: `^${SITEC_VERSION}` },
    devDependencies: INIT_DEV_DEPENDENCIES,
  };
  return JSON.stringify(manifest, null, 2) + "\n";
}

/** Written by the command rather than shipped: npm leaves `.gitignore` files out of packages. */
const GITIGNORE = "node_modules/\nbuild/\n";

/** Writes the site; returns the files written, relative to `dir`, sorted. */
export async function initSite(options: InitOptions): Promise<string[]> {
  const dir = resolve(options.dir);
  const existing = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  if (existing.length > 0 && !options.force) {
    throw new UsageError(`${dir} is not empty (it holds ${existing.length} entr${existing.length === 1 ? "y" : "ies"}); choose an empty or new folder, or pass --force to write into it anyway.`);
  }
  await mkdir(dir, { recursive: true });
  await cp(INIT_TEMPLATE, dir, { recursive: true, force: true });
  await writeFile(join(dir, "package.json"), packageJson(dir));
  await writeFile(join(dir, ".gitignore"), GITIGNORE);
  return (await readdir(INIT_TEMPLATE, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(INIT_TEMPLATE.length).split("\\").join("/"))
    .concat("package.json", ".gitignore")
    .sort();
}
