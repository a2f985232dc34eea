// `sitec migrate <docusaurus-project> [--out <site-dir>]`: a Docusaurus project made into a sitec
// site. The project's config is evaluated (read-docusaurus-config.ts) and written as
// site.config.ts in sitec's option names (convert-config.ts). Without `out` the config is written
// into the project, pointing at its docs/, blog/, static/, pages and sidebars file as they are;
// with `out` those are copied there first. The written config is loaded as `sitec build` loads
// it, so that a config sitec would reject is reported here.
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, symlink, writeFile } from "node:fs/promises";
import { basename, dirname, join, posix, resolve } from "node:path";
import { CONFIG_FILE, loadSiteConfig } from "../config/load.ts";
import { SiteError } from "../errors.ts";
import { siteConfigSource } from "./config-source.ts";
import { convertDocusaurusConfig, type MigrationNote } from "./convert-config.ts";
import { readDocusaurusConfig } from "./read-docusaurus-config.ts";
import { docusaurusOverridesLeftOut } from "../bundle/theme-resolver.ts";
import { copyImported } from "./copy-imported.ts";

export interface MigrateOptions {
  /** The Docusaurus project's folder (with docusaurus.config.js). */
  projectDir: string;
  /** Where to write the site; the project's folder unless given. */
  outDir?: string;
  /** Replace a site.config.ts that exists. */
  force?: boolean;
}

export interface MigrateResult {
  /** The site folder (the project's, or `outDir`). */
  siteDir: string;
  /** The site.config.ts written. */
  configFile: string;
  /** Imports of the Docusaurus config that resolved nowhere, stubbed. */
  stubbed: string[];
  /** Options, plugins and themes not carried over, with what to do instead. */
  notes: MigrationNote[];
  /** Files and folders copied into `outDir`, relative to it. */
  copied: string[];
}

export async function migrate(options: MigrateOptions): Promise<MigrateResult> {
  const projectDir = resolve(options.projectDir);
  const siteDir = resolve(options.outDir ?? projectDir);
  const configFile = join(siteDir, CONFIG_FILE);
  if (existsSync(configFile) && !options.force) {
    throw new SiteError(`${CONFIG_FILE} exists already.`, { file: configFile, hint: "Pass --force to replace it, or --out with another folder." });
  }
  const read = await readDocusaurusConfig(projectDir);
  const { config, notes } = convertDocusaurusConfig(read.config, projectDir);
  // Docusaurus's folders, where the config names none.
  const docsPath = (config.docs as { path?: string } | undefined)?.path ?? "docs";
  const blogPath = (config.blog as { path?: string } | undefined)?.path ?? "blog";
  const pagesPath = (config.pages as { path?: string } | undefined)?.path ?? "src/pages";
  if ((config.pages as { path?: string } | undefined)?.path === undefined && existsSync(join(projectDir, pagesPath))) config.pages = { ...(config.pages as object | undefined), path: pagesPath };
  for (const stub of read.stubbed) {
    if (!notes.some((n) => n.advice.includes(`\`${stub}\``))) notes.push({ subject: stub, advice: "is imported by the config but could not be resolved, so it was stubbed; what the config took from it was not carried over. Install the project's packages (npm install) and run `sitec migrate` again." });
  }
  for (const name of docusaurusOverridesLeftOut(projectDir)) {
    notes.push({ subject: `src/theme/${name}`, advice: `is an override of Docusaurus's own theme, which sitec does not read: the pages use sitec's theme. To change a part of it, write theme/<Name>.tsx (\`sitec swizzle <Name>\`); MDXComponents is read as it is.` });
  }
  const instances = [...((config.docsInstances as { path?: unknown }[] | undefined) ?? []), ...((config.blogInstances as { path?: unknown }[] | undefined) ?? [])];
  const instancePaths = instances.flatMap((i) => (typeof i.path === "string" ? [i.path] : []));
  const content = [docsPath, blogPath, pagesPath, "static", ...VERSIONED_LAYOUT, ...instancePaths, ...sidebarFiles(config), ...((config.customCss as string[] | undefined) ?? [])];
  const copied = siteDir === projectDir ? [] : await copyContent(projectDir, siteDir, content, config, notes);
  await mkdir(siteDir, { recursive: true });
  await writeFile(configFile, siteConfigSource(config, read.file.slice(projectDir.length + 1)));
  await loadSiteConfig(siteDir);
  return { siteDir, configFile, stubbed: read.stubbed, notes, copied };
}

/** `copyProject`, `copyFoldersOutside`, then what the copies import from the project (copy-imported.ts). */
async function copyContent(projectDir: string, siteDir: string, content: string[], config: Record<string, unknown>, notes: MigrationNote[]): Promise<string[]> {
  const inProject = await copyProject(projectDir, siteDir, content);
  const outside = await copyFoldersOutside(projectDir, siteDir, config, notes);
  const origins = new Map<string, string>([...inProject.filter((name) => !name.startsWith("node_modules")).map((name): [string, string] => [name, join(projectDir, name)]), ...outside]);
  const imported = await copyImported(projectDir, siteDir, origins, notes);
  return [...inProject, ...outside.map(([name]) => name), ...imported];
}

/**
 * The docs and blog folders the config finds outside the project (`path: "../docs"`, a
 * monorepo's docs beside the website): each copied into the site folder under its own name, and
 * the config's path changed to it, with a note. Returns each copy's name and where it came from.
 */
async function copyFoldersOutside(projectDir: string, siteDir: string, config: Record<string, unknown>, notes: MigrationNote[]): Promise<[name: string, origin: string][]> {
  const holders = [config.docs, config.blog, ...((config.docsInstances as unknown[] | undefined) ?? []), ...((config.blogInstances as unknown[] | undefined) ?? [])];
  const copied: [string, string][] = [];
  for (const holder of holders as ({ path?: unknown; editUrl?: unknown } | undefined)[]) {
    if (typeof holder?.path !== "string" || !posix.normalize(holder.path).startsWith("../")) continue;
    const from = resolve(projectDir, holder.path);
    const name = basename(from);
    if (!existsSync(from) || existsSync(join(siteDir, name))) continue;
    await cp(from, join(siteDir, name), { recursive: true });
    notes.push({ subject: holder.path, advice: `is outside the project: it was copied into the site folder as ${name}/, which the config now names.` });
    // Docusaurus's edit links are the edit URL, the folder's path from the project and the file's
    // (…/website/../docs/x.md); the copy's path is its name: the edit URL moves to where that leads.
    if (typeof holder.editUrl === "string" && URL.canParse(holder.editUrl)) holder.editUrl = new URL(`${holder.path}/..`, holder.editUrl.replace(/\/?$/, "/")).href;
    holder.path = name;
    copied.push([name, from]);
  }
  return copied;
}

/** Docusaurus's versioned docs, where it keeps them (docs-versions.ts). */
const VERSIONED_LAYOUT = ["versions.json", "versioned_docs", "versioned_sidebars"];

/** The sidebars files of the docs and of each further docs instance. */
function sidebarFiles(config: Record<string, unknown>): string[] {
  const all = [config.docs, ...((config.docsInstances as unknown[] | undefined) ?? [])] as ({ sidebarPath?: unknown } | undefined)[];
  return all.flatMap((docs) => (typeof docs?.sidebarPath === "string" ? [docs.sidebarPath] : []));
}

/**
 * Copies the project's content into the site folder: each of `paths` that exists, and the whole
 * top folder of the pages (`src/`), whose components and styles the pages import. The project's
 * node_modules is linked, for the packages the pages import.
 */
async function copyProject(projectDir: string, siteDir: string, paths: string[]): Promise<string[]> {
  await mkdir(siteDir, { recursive: true });
  if ((await readdir(siteDir)).length) {
    throw new SiteError("the --out folder is not empty.", { file: siteDir, hint: "Pass an empty or new folder to --out." });
  }
  // What lies outside the project is copied by copyFoldersOutside; node_modules is linked.
  const tops = new Set(paths.map((p) => posix.normalize(p).split("/")[0]!).filter((p) => p && p !== "." && p !== ".." && p !== "node_modules" && existsSync(join(projectDir, p))));
  const copied: string[] = [];
  for (const top of [...tops].sort()) {
    await cp(join(projectDir, top), join(siteDir, top), { recursive: true });
    copied.push(top);
  }
  if (existsSync(join(projectDir, "node_modules"))) {
    await mkdir(dirname(join(siteDir, "node_modules")), { recursive: true });
    await symlink(join(projectDir, "node_modules"), join(siteDir, "node_modules"), "dir");
    copied.push("node_modules (a link to the project's)");
  }
  return copied;
}
