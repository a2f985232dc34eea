// The docs versions of a site, read from Docusaurus's layout as it is: `versions.json` (newest
// first), each version's docs in `versioned_docs/version-<name>/` and its sidebars in
// `versioned_sidebars/version-<name>-sidebars.json`, the current docs in the docs folder. The
// config's `docs.lastVersion`, `onlyIncludeVersions`, `includeCurrentVersion` and
// `docs.versions.<name>` say which are built, where, and with which label and banner, with
// Docusaurus's defaults. A site without versions.json has the one version it always had.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { DocsOptions, SiteConfig } from "../config/schema.ts";
import { SiteError } from "../errors.ts";

/** The name of the docs in the docs folder (Docusaurus's name of the unversioned docs). */
export const CURRENT_VERSION_NAME = "current";

export type VersionBanner = "none" | "unreleased" | "unmaintained";

/** A docs version as the build uses it (the spec's name, label, isLast, path). */
export interface DocsVersion {
  name: string;
  label: string;
  isLast: boolean;
  /** The version's part of its routes after the docs' base (`""` for the last version, `next`, `1.0`). */
  path: string;
  /** The route base of its docs, without slashes (`docs`, `docs/next`, `docs/1.0`). */
  routeBasePath: string;
  /** Its docs folder (absolute). */
  docsDir: string;
  /** Its sidebars file, relative to the site folder; undefined: the sidebar follows the folders. */
  sidebarPath?: string | false;
  banner: VersionBanner;
  badge: boolean;
  className: string;
  noIndex: boolean;
}

const VERSIONS_FILE = "versions.json";

/** The folder of a version's docs, relative to the site folder. */
export const versionDocsFolder = (name: string) => `versioned_docs/version-${name}`;
/** The sidebars file of a version, relative to the site folder. */
export const versionSidebarsFile = (name: string) => `versioned_sidebars/version-${name}-sidebars.json`;

/** The names versions.json lists, newest first (`current` where it places the docs folder's version); undefined when the site has no such file. */
export function readVersionsFile(siteDir: string): string[] | undefined {
  const file = join(siteDir, VERSIONS_FILE);
  if (!existsSync(file)) return undefined;
  const hint = 'versions.json lists the released versions, newest first: ["2.0", "1.0"].';
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, "utf8"));
  } catch (cause) {
    throw new SiteError(`invalid JSON: ${(cause as Error).message}`, { file, cause, hint });
  }
  if (!Array.isArray(value) || !value.every((v) => typeof v === "string" && v.trim() !== "")) {
    throw new SiteError("versions.json must be an array of version names.", { file, hint });
  }
  const names = value as string[];
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice !== undefined) throw new SiteError(`versions.json lists "${twice}" twice.`, { file, hint: "Remove one of them." });
  for (const name of names) {
    // Docusaurus lets versions.json place the docs folder's version itself: `["current", "2.x"]`.
    if (name === CURRENT_VERSION_NAME) continue;
    const problem = versionNameProblem(name);
    if (problem) throw new SiteError(`versions.json: ${problem}`, { file, hint });
  }
  return names;
}

/** What is wrong with a version name, or undefined (Docusaurus's rules). */
export function versionNameProblem(name: string): string | undefined {
  if (name === CURRENT_VERSION_NAME) return `"${name}" is the name of the docs folder's version; choose another name.`;
  if (/[\\/]/.test(name) || name === "." || name === "..") return `the version name "${name}" may not hold a slash or be "." or "..".`;
  if (/[<>:"|?*]/.test(name)) return `the version name "${name}" holds a character that file names may not hold.`;
  return undefined;
}

/**
 * The versions to build, last version first after the current one (the order of versions.json,
 * with `current` first), or undefined for a site without versions.json (one version, as before).
 */
export function loadDocsVersions(siteDir: string, config: SiteConfig, configFile: string): DocsVersion[] | undefined {
  const docs = config.docs;
  const configError = (message: string, hint?: string) => new SiteError(message, { file: configFile, hint });
  if (docs.disableVersioning && !docs.includeCurrentVersion) {
    throw configError("docs.disableVersioning and docs.includeCurrentVersion: false leave no docs to build.", "Remove one of them.");
  }
  // `disableVersioning` builds the docs folder alone, as if the site had no versions.json.
  const listed = docs.disableVersioning ? undefined : readVersionsFile(siteDir);
  const released = listed?.filter((name) => name !== CURRENT_VERSION_NAME);
  if (!listed || !released) {
    const named = Object.keys(docs.versions).filter((name) => name !== CURRENT_VERSION_NAME);
    if (named.length) throw configError(`docs.versions names "${named[0]}", but the site has no versions.json.`, "Make the version with `sitec docs:version <name>`, or remove it from docs.versions.");
    if (docs.lastVersion !== undefined && docs.lastVersion !== CURRENT_VERSION_NAME) {
      throw configError(`docs.lastVersion is "${docs.lastVersion}", but the site has no versions.json.`, 'Make the version with `sitec docs:version <name>`, or remove docs.lastVersion.');
    }
    return undefined;
  }
  // The docs folder's version comes first, unless versions.json places it (Docusaurus's readVersionNames).
  const all = !docs.includeCurrentVersion ? released : listed.includes(CURRENT_VERSION_NAME) ? listed : [CURRENT_VERSION_NAME, ...released];
  const known = (what: string, name: string) => {
    if (!all.includes(name)) throw configError(`${what} names "${name}", which is not a version of the site.`, `Versions: ${all.join(", ") || "(none)"} (versions.json, and "current" for the docs folder).`);
  };
  for (const name of Object.keys(docs.versions)) known("docs.versions", name);
  for (const name of docs.onlyIncludeVersions ?? []) known("docs.onlyIncludeVersions", name);
  if (!all.length) throw configError("docs.includeCurrentVersion is false and versions.json lists no version: there are no docs to build.", "List a version in versions.json or include the current version.");
  const lastName = docs.lastVersion ?? released[0] ?? CURRENT_VERSION_NAME;
  known("docs.lastVersion", lastName);
  const included = docs.onlyIncludeVersions ? all.filter((name) => docs.onlyIncludeVersions!.includes(name)) : all;
  if (!included.includes(lastName)) throw configError(`docs.onlyIncludeVersions leaves out the last version "${lastName}".`, "Include it, or choose another docs.lastVersion.");
  const lastIndex = all.indexOf(lastName);
  const base = docs.routeBasePath.replace(/^\/|\/$/g, "");
  return included.map((name): DocsVersion => {
    const options = docs.versions[name] ?? {};
    const isCurrent = name === CURRENT_VERSION_NAME;
    const isLast = name === lastName;
    const path = (options.path ?? (isLast ? "" : isCurrent ? "next" : name)).replace(/^\/|\/$/g, "");
    const docsDir = isCurrent ? join(siteDir, docs.path) : join(siteDir, versionDocsFolder(name));
    if (!isCurrent && !isFolder(docsDir)) {
      throw new SiteError(`versions.json lists "${name}", but its docs folder ${versionDocsFolder(name)}/ does not exist.`, {
        file: join(siteDir, VERSIONS_FILE),
        hint: `Remove "${name}" from versions.json, or restore ${versionDocsFolder(name)}/.`,
      });
    }
    const sidebars = versionSidebarsFile(name);
    return {
      name,
      label: options.label ?? (isCurrent ? "Next" : name),
      isLast,
      path,
      routeBasePath: [base, path].filter(Boolean).join("/"),
      docsDir,
      sidebarPath: isCurrent ? docs.sidebarPath : existsSync(join(siteDir, sidebars)) ? sidebars : undefined,
      banner: options.banner ?? (isLast ? "none" : all.indexOf(name) < lastIndex ? "unreleased" : "unmaintained"),
      badge: options.badge ?? all.length > 1,
      className: options.className ?? `docs-version-${name}`,
      noIndex: options.noIndex ?? false,
    };
  });
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The label of a docs instance's docs folder version when it has no versions.json (Docusaurus's `versions.current.label`, else "Current"). */
export function unversionedLabel(options: DocsOptions): string {
  return options.versions[CURRENT_VERSION_NAME]?.label ?? "Current";
}
