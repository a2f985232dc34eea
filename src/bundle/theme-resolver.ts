// `@theme/<Name>` and `@theme-original/<Name>`: the one way the theme's overridable components
// are imported, by the theme itself, by a site's pages and MDX, and by the site's overrides.
// `@theme/<Name>` is the site's `theme/<Name>.tsx` when there is one, else the default theme's
// component; `@theme-original/<Name>` is always the default, so an override can wrap it. The
// server and the client bundle use the same plugin, so what is rendered is what is hydrated.
import type { Plugin } from "esbuild";
import { readdir } from "node:fs/promises";
import { existsSync, readdirSync } from "node:fs";
import { extname, join } from "node:path";
import { SiteError } from "../errors.ts";
import { THEME_COMPONENTS, type ThemeComponentName } from "../shared/theme-components.ts";

/** The site's folder of overrides, relative to the site folder. */
export const THEME_OVERRIDES_FOLDER = "theme";

/** Extensions of an override file, in the order one is chosen when a name has several. */
const OVERRIDE_EXTENSIONS = [".tsx", ".jsx", ".ts", ".js"];

/** A site's overrides: component name → absolute path of its file in the site's theme/ folder. */
export type ThemeOverrides = Partial<Record<ThemeComponentName, string>>;

export const THEME_COMPONENT_NAMES = Object.keys(THEME_COMPONENTS).sort() as ThemeComponentName[];

export function isThemeComponentName(name: string): name is ThemeComponentName {
  return Object.hasOwn(THEME_COMPONENTS, name);
}

/** The default theme's file of a component (absolute; it may not exist for an MDX component). */
export function defaultComponentFile(templatesDir: string, name: ThemeComponentName): string {
  return join(templatesDir, THEME_COMPONENTS[name]);
}

/**
 * The overrides in `<siteDir>/theme/`: each file directly in it (subfolders hold what the
 * overrides import) must be named after a component of the registry.
 */
export async function findThemeOverrides(siteDir: string): Promise<ThemeOverrides> {
  const folder = join(siteDir, THEME_OVERRIDES_FOLDER);
  const entries = await readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT" || error.code === "ENOTDIR") return [];
    throw error;
  });
  const overrides: ThemeOverrides = {};
  const files = entries.filter((entry) => entry.isFile() && OVERRIDE_EXTENSIONS.includes(extname(entry.name))).map((entry) => entry.name);
  files.sort((a, b) => OVERRIDE_EXTENSIONS.indexOf(extname(a)) - OVERRIDE_EXTENSIONS.indexOf(extname(b)) || (a < b ? -1 : a > b ? 1 : 0));
  for (const file of files) {
    const name = file.slice(0, -extname(file).length);
    if (!isThemeComponentName(name)) {
      throw new SiteError(`"${name}" is not a theme component that can be overridden.`, {
        file: join(folder, file),
        hint: `Name the file after one of ${THEME_COMPONENT_NAMES.join(", ")}; helpers of an override go in a subfolder of theme/.`,
      });
    }
    overrides[name] ??= join(folder, file);
  }
  // A Docusaurus project's global MDX components, where Docusaurus keeps them (`src/theme/`).
  const docusaurus = overrides.MDXComponents ? undefined : docusaurusMdxComponents(siteDir);
  if (docusaurus) overrides.MDXComponents = docusaurus;
  return overrides;
}

/** The components a Docusaurus project overrides in `src/theme/` (swizzled), but MDXComponents, which sitec reads. */
export function docusaurusOverridesLeftOut(siteDir: string): string[] {
  try {
    return readdirSync(join(siteDir, "src", "theme"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() || OVERRIDE_EXTENSIONS.includes(extname(entry.name)))
      .map((entry) => (entry.isDirectory() ? entry.name : entry.name.slice(0, -extname(entry.name).length)))
      .filter((name) => name !== "MDXComponents" && /^[A-Z]/.test(name))
      .sort();
  } catch {
    return [];
  }
}

/** The line that says which Docusaurus overrides are not read, or undefined when there are none. */
export function docusaurusOverridesNote(siteDir: string): string | undefined {
  const names = docusaurusOverridesLeftOut(siteDir);
  if (!names.length) return undefined;
  return `src/theme/ left out: Docusaurus's theme overrides (${names.join(", ")}) are written for Docusaurus's own theme; the pages use sitec's. To change a part of it, write theme/<Name>.tsx (\`sitec swizzle <Name>\`).`;
}

/** `src/theme/MDXComponents.js` (or `.jsx`, `.ts`, `.tsx`, or `MDXComponents/index.*`) of a Docusaurus project, if it has one. */
function docusaurusMdxComponents(siteDir: string): string | undefined {
  const base = join(siteDir, "src", "theme", "MDXComponents");
  return [...OVERRIDE_EXTENSIONS.map((ext) => base + ext), ...OVERRIDE_EXTENSIONS.map((ext) => join(base, "index" + ext))].find((file) => existsSync(file));
}

/** What a `@theme/…` or `@theme-original/…` import names, or undefined for any other import. */
export function parseThemeSpecifier(specifier: string): { name: string; original: boolean } | undefined {
  const match = /^@theme(-original)?\/([^/]+)$/.exec(specifier);
  return match ? { name: match[2]!, original: Boolean(match[1]) } : undefined;
}

/**
 * Docusaurus's other names of its theme's own components: `@theme-init/<Name>` and the classic
 * theme's file (`@docusaurus/theme-classic/lib/theme/<Name>`), which components written for
 * Docusaurus import. They are the theme's default component, as `@theme-original/<Name>`;
 * undefined for another import, and for a component sitec's theme has not.
 */
export function docusaurusThemeSpecifier(specifier: string): { name: string; original: true } | undefined {
  const match = /^(?:@theme-init\/([^/]+)|@docusaurus\/theme-classic\/lib\/theme\/([^/]+?)(?:\/index(?:\.js)?)?)$/.exec(specifier);
  const name = match?.[1] ?? match?.[2];
  return name !== undefined && isThemeComponentName(name) ? { name, original: true } : undefined;
}

const DOCUSAURUS_THEME_FILES = /^(@theme-init\/|@docusaurus\/theme-classic\/lib\/theme\/)/;

/**
 * The file a `@theme/<name>` (or, with `original`, `@theme-original/<name>`) import stands for.
 * For the MDX compiler too: it resolves MDX files' `@theme/Tabs` with it.
 */
export function resolveThemeComponent(name: string, options: { templatesDir: string; overrides: ThemeOverrides; original?: boolean }): string {
  if (!isThemeComponentName(name)) {
    throw new SiteError(`"@theme${options.original ? "-original" : ""}/${name}" names no theme component.`, {
      hint: `The theme's components are ${THEME_COMPONENT_NAMES.join(", ")}.`,
    });
  }
  const override = options.original ? undefined : options.overrides[name];
  if (override) return override;
  const file = defaultComponentFile(options.templatesDir, name);
  if (!existsSync(file)) {
    throw new SiteError(`the theme has no default "${name}" component (${THEME_COMPONENTS[name]}).`, {
      hint: `Add theme/${name}.tsx to the site, or remove the import of "@theme/${name}".`,
    });
  }
  return file;
}

/** esbuild plugin that resolves `@theme/<Name>` and `@theme-original/<Name>`. */
export function themeResolverPlugin(templatesDir: string, overrides: ThemeOverrides): Plugin {
  return {
    name: "sitec-theme-resolver",
    setup(build) {
      // The theme's component under Docusaurus's other names of it; other files of Docusaurus's
      // theme are left to docusaurus-modules.ts, which says what to do.
      build.onResolve({ filter: DOCUSAURUS_THEME_FILES }, (args) => {
        const parsed = docusaurusThemeSpecifier(args.path);
        return parsed && { path: resolveThemeComponent(parsed.name, { templatesDir, overrides, original: true }) };
      });
      build.onResolve({ filter: /^@theme(-original)?\// }, (args) => {
        const parsed = parseThemeSpecifier(args.path);
        if (!parsed) return { errors: [{ text: `"${args.path}" is not a theme import: write @theme/<Name> or @theme-original/<Name>.` }] };
        try {
          return { path: resolveThemeComponent(parsed.name, { templatesDir, overrides, original: parsed.original }) };
        } catch (error) {
          const siteError = error as SiteError;
          return { errors: [{ text: `${siteError.message} ${siteError.hint ?? ""}`.trim() }] };
        }
      });
    },
  };
}
