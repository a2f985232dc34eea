// Which components of MDX pages are islands, that is need the browser: those whose module graph
// (the esbuild metafile's inputs reachable from the component's file, React itself left out)
// uses state or effects (`useSomething(`), event handlers (`onClick={`, `onClick:`) or class
// components. A component file can decide for itself: a "use client" directive at its top makes
// it an island, a `@sitec-static` comment makes it static whatever it uses. The check also gives
// the files each MDX module is made of, for watch mode.
import type { Metafile } from "esbuild";
import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { MDX_NAMESPACE, PARTIAL_NAMESPACE, type ComponentRef } from "../../bundle/mdx-bundle.ts";
import { TEMPLATES_DIR } from "../../bundle/bundle.ts";
import { isThemeComponentName, parseThemeSpecifier, resolveThemeComponent, type ThemeOverrides } from "../../bundle/theme-resolver.ts";
import { providedImports, type ProvidedImport } from "./provided-components.ts";
import { ASSET_NAMESPACE } from "../../bundle/asset-imports-plugin.ts";

/** An island's module, for the client bundle (`sitec:islands`). */
export interface IslandModule {
  /** The name the page's <sitec-island data-island> carries. */
  name: string;
  /** The component's file. */
  file: string;
  exportName: string;
}

const REACT = /(^|\/)node_modules\/(react|react-dom|scheduler)\//;
const STYLESHEET = /\.(css|s[ac]ss)$/;
const NEEDS_BROWSER = [/\buse[A-Z]\w*\s*\(/, /\bon[A-Z][A-Za-z]*\s*=\s*\{/, /\bon[A-Z][A-Za-z]*\s*:/, /\bextends\s+(?:React\.)?(?:Pure)?Component\b/];
/** Comments: a hook or handler they name is no code (`useCurrentSidebarCategory()` in a doc comment). A `//` after `:` is a URL's. */
const COMMENTS = /\/\*[\s\S]*?\*\/|(^|[^:\\])\/\/[^\n]*/g;

/** True when a file's code (its comments left out) uses a hook, an event handler or a class component. */
export function needsBrowser(source: string): boolean {
  const code = source.replace(COMMENTS, "$1");
  return NEEDS_BROWSER.some((pattern) => pattern.test(code));
}

const USE_CLIENT = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*["']use client["']/;
const STATIC = /@sitec-static\b/;

/** The namespace of a page's or an imported Markdown file's module in the metafile, or undefined for a file. */
function moduleNamespace(input: string): string | undefined {
  return [MDX_NAMESPACE, PARTIAL_NAMESPACE].find((namespace) => input.startsWith(`${namespace}:`));
}

/** What a build's MDX bundle says about its components and files. */
export class MdxGraph {
  /** `importer \0 specifier` → metafile input. */
  private readonly resolved = new Map<string, string>();
  private readonly verdicts = new Map<string, boolean>();
  /** Islands met while rendering, by name. */
  readonly islands = new Map<string, IslandModule>();

  /** The site's MDXComponents (its metafile input) and the imports of the components it provides. */
  private readonly siteComponents?: { input: string; imports: Map<string, ProvidedImport> };

  constructor(
    private readonly metafile: Metafile,
    private readonly siteDir: string,
    private readonly overrides: ThemeOverrides = {},
    private readonly cwd = process.cwd(),
  ) {
    const siteComponents = overrides.MDXComponents && relative(cwd, overrides.MDXComponents).replace(/\\/g, "/");
    for (const [input, data] of Object.entries(metafile.inputs)) {
      const namespace = moduleNamespace(input);
      if (!namespace && input !== siteComponents) continue;
      const importer = namespace ? input.slice(namespace.length + 1) : input;
      for (const imported of data.imports) if (imported.original) this.resolved.set(`${importer}\0${imported.original}`, imported.path);
    }
    if (siteComponents) this.siteComponents = { input: siteComponents, imports: providedImports(overrides.MDXComponents!) };
  }

  /** The island name of a component, or undefined when it is static. */
  islandOf(ref: ComponentRef): string | undefined {
    if (ref.importer === "@theme") {
      // A component the site's MDXComponents provides is checked as the import it has there.
      const provided = this.siteComponents?.imports.get(ref.name);
      if (provided && !parseThemeSpecifier(provided.specifier)) return this.islandOf({ ...provided, importer: this.siteComponents!.input, name: ref.name });
    }
    const input = ref.importer === "@theme" ? this.themeInput(ref.name) : this.resolved.get(`${ref.importer}\0${ref.specifier}`);
    // An imported Markdown file is content, rendered in place: its own components decide for themselves.
    if (!input || input.startsWith(`${PARTIAL_NAMESPACE}:`) || !this.isIsland(input)) return undefined;
    const file = resolve(this.cwd, input);
    const local = ref.specifier.startsWith(".") || ref.specifier.startsWith("/") || ref.specifier.startsWith("@site/");
    const name = `${local ? relative(this.siteDir, file).replace(/\\/g, "/") : ref.specifier}#${ref.exportName}`;
    this.islands.set(name, { name, file, exportName: ref.exportName });
    return name;
  }

  /**
   * The site's and packages' files each MDX module is made of (absolute paths) → the modules'
   * keys. sitec's own theme files are left out: they change only with sitec, never as an edit of
   * the site (dev mode watches the site), and a page that imports `@theme/Tabs` then lists what a
   * page given Tabs without an import lists (theme-only-mdx.ts writes both without this graph).
   */
  importers(): Map<string, Set<string>> {
    const byFile = new Map<string, Set<string>>();
    for (const input of Object.keys(this.metafile.inputs)) {
      if (!input.startsWith(`${MDX_NAMESPACE}:`)) continue;
      const key = input.slice(MDX_NAMESPACE.length + 1);
      for (const reached of this.reachable(input)) {
        // The Markdown files the page imports are files it is made of too.
        const file = reached.startsWith(`${PARTIAL_NAMESPACE}:`) ? reached.slice(PARTIAL_NAMESPACE.length + 1) : reached;
        if (file.includes(":") && !file.startsWith("/")) continue;
        const path = resolve(this.cwd, file);
        if (path.startsWith(TEMPLATES_DIR)) continue;
        if (!byFile.has(path)) byFile.set(path, new Set());
        byFile.get(path)!.add(key);
      }
    }
    return byFile;
  }

  /** The stylesheets the modules import (the theme's own aside: the client bundle has them), absolute, in path order. */
  styles(): string[] {
    const styles = Object.keys(this.metafile.inputs)
      .filter((input) => STYLESHEET.test(input) && !(input.includes(":") && !input.startsWith("/")))
      .map((input) => resolve(this.cwd, input))
      .filter((file) => !file.startsWith(TEMPLATES_DIR));
    return [...new Set(styles)].sort();
  }

  /** The files a page's module imports for their URL, directly or through its components (asset-imports-plugin.ts). */
  importedAssetsOf(key: string): string[] {
    return [...this.reachable(`${MDX_NAMESPACE}:${key}`)].filter((input) => input.startsWith(`${ASSET_NAMESPACE}:`)).map((input) => input.slice(ASSET_NAMESPACE.length + 1));
  }

  /** The Markdown files a page's module imports, directly or through another of them. */
  partialsOf(key: string): string[] {
    return [...this.reachable(`${MDX_NAMESPACE}:${key}`)].filter((input) => input.startsWith(`${PARTIAL_NAMESPACE}:`)).map((input) => input.slice(PARTIAL_NAMESPACE.length + 1));
  }

  private themeInput(name: string): string | undefined {
    if (!isThemeComponentName(name)) return undefined;
    const file = resolveThemeComponent(name, { templatesDir: TEMPLATES_DIR, overrides: this.overrides });
    return relative(this.cwd, file).replace(/\\/g, "/");
  }

  private isIsland(input: string): boolean {
    let verdict = this.verdicts.get(input);
    if (verdict === undefined) {
      const own = this.text(input);
      verdict = USE_CLIENT.test(own) ? true : STATIC.test(own) ? false : [...this.reachable(input)].some((file) => !REACT.test(file) && needsBrowser(this.text(file)));
      this.verdicts.set(input, verdict);
    }
    return verdict;
  }

  /** `input` and every input it imports, directly or not (React's packages not followed). */
  private reachable(input: string): Set<string> {
    const seen = new Set<string>();
    const stack = [input];
    while (stack.length) {
      const next = stack.pop()!;
      if (seen.has(next) || REACT.test(next)) continue;
      seen.add(next);
      for (const imported of this.metafile.inputs[next]?.imports ?? []) if (!imported.external) stack.push(imported.path);
    }
    return seen;
  }

  private text(input: string): string {
    if (input.includes(":") && !input.startsWith("/")) return "";
    try {
      return readFileSync(resolve(this.cwd, input), "utf8");
    } catch {
      return "";
    }
  }
}
