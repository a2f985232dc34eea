// An ejected component's imports, rewritten so that the copy compiles from the site's theme/
// folder: what it imports from the theme goes through the theme's stable names, `sitec/theme`
// (the hooks, icons and types that theme-api.ts exports) and `@theme-original/<Name>` (another
// component's module, by its name in the registry). An import of anything else of the theme is
// not part of its API: such a component cannot be ejected, only wrapped.
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { THEME_COMPONENTS } from "../shared/theme-components.ts";

/** One `import … from "…";` (or `import "…";`) statement of a module's source. */
const IMPORT = /^import\s+(?:(type\s+)?([\s\S]*?)\s+from\s+)?"([^"]+)";/gm;

export interface RewriteResult {
  source: string;
  /** Imports that have no stable name, as `path (names)`: the component cannot be ejected. */
  internal: string[];
}

/** The names an import statement's clause binds: `{ a, type B, c as d }` gives a, B, c. */
function importedNames(clause: string): string[] {
  const braces = /\{([^}]*)\}/.exec(clause);
  if (!braces) return [clause.includes("*") ? "*" : "default"];
  return braces[1]!
    .split(",")
    .map((part) => part.trim().replace(/^type\s+/, "").split(/\s+as\s+/)[0]!.trim())
    .filter(Boolean);
}

/** What theme-api.ts (`sitec/theme`) re-exports: absolute module path → the names it takes from it. */
export function themeApiExports(templatesDir: string): Map<string, Set<string>> {
  const apiFile = join(templatesDir, "theme-api.ts");
  const source = readFileSync(apiFile, "utf8");
  const exports = new Map<string, Set<string>>();
  for (const match of source.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}\s+from\s+"([^"]+)";/gm)) {
    const module = resolve(dirname(apiFile), match[2]!);
    const names = exports.get(module) ?? new Set<string>();
    for (const name of importedNames(`{${match[1]}}`)) names.add(name);
    exports.set(module, names);
  }
  return exports;
}

/** `file`'s imports rewritten as described above; `file` is the component's module in `templatesDir`. */
export function rewriteThemeImports(source: string, file: string, templatesDir: string): RewriteResult {
  const api = themeApiExports(templatesDir);
  const components = new Map(Object.entries(THEME_COMPONENTS).map(([name, path]) => [join(templatesDir, path), name]));
  const internal: string[] = [];
  const rewritten = source.replace(IMPORT, (statement, _type: string | undefined, clause: string | undefined, specifier: string) => {
    if (!specifier.startsWith(".")) return statement;
    const target = resolve(dirname(file), specifier);
    const component = components.get(target);
    const names = clause ? importedNames(clause) : [];
    let stable: string | undefined;
    if (component) stable = `@theme-original/${component}`;
    else if (clause && names.every((name) => api.get(target)?.has(name))) stable = "sitec/theme";
    if (!stable) {
      internal.push(`${relative(templatesDir, target)}${names.length ? ` (${names.join(", ")})` : ""}`);
      return statement;
    }
    return statement.replace(`"${specifier}"`, JSON.stringify(stable));
  });
  return { source: rewritten, internal };
}
