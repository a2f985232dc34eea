// Where the components of a site's MDXComponents come from. Docusaurus's global MDX components
// (`src/theme/MDXComponents.js`) are a default export of an object spreading the original and
// naming the site's own components, each imported:
//
//   import MDXComponents from "@theme-original/MDXComponents";
//   import { EventList } from "../components/Events";
//   export default { ...MDXComponents, EventList, Highlight: MyHighlight };
//
// The island check (islands.ts) needs each provided name's import, as it has an imported
// component's from the MDX file: this reads them from the file's code. A name given any other
// way (a function written in place, a member of an imported object) has none and stays static.
import { readFileSync } from "node:fs";
import { extname } from "node:path";
import { parse } from "acorn";
import { transformSync, type Loader } from "esbuild";

/** A provided component's import: the specifier and the name it is exported under. */
export interface ProvidedImport {
  specifier: string;
  exportName: string;
}

// acorn's ESTree nodes, as far as they are read here.
interface Node {
  type: string;
  [key: string]: unknown;
}

const LOADERS: Record<string, Loader> = { ".js": "jsx", ".jsx": "jsx", ".ts": "ts", ".tsx": "tsx", ".mjs": "jsx" };

/** Each name the file's default export provides → its import; empty when the file cannot be read this way. */
export function providedImports(file: string): Map<string, ProvidedImport> {
  const found = new Map<string, ProvidedImport>();
  let program: Node;
  try {
    const { code } = transformSync(readFileSync(file, "utf8"), { loader: LOADERS[extname(file)] ?? "jsx", format: "esm", jsx: "transform" });
    program = parse(code, { ecmaVersion: "latest", sourceType: "module" }) as unknown as Node;
  } catch {
    // The bundle reports a file that does not compile, with its line; here it just provides no islands.
    return found;
  }
  const body = program.body as Node[];
  const imports = new Map<string, ProvidedImport>();
  const variables = new Map<string, Node>();
  let exported: Node | undefined;
  for (const statement of body) {
    if (statement.type === "ImportDeclaration") {
      const specifier = (statement.source as Node).value as string;
      for (const s of statement.specifiers as Node[]) {
        const local = (s.local as Node).name as string;
        if (s.type === "ImportDefaultSpecifier") imports.set(local, { specifier, exportName: "default" });
        else if (s.type === "ImportSpecifier") imports.set(local, { specifier, exportName: nameOf(s.imported as Node) ?? local });
      }
    } else if (statement.type === "VariableDeclaration") {
      for (const d of statement.declarations as Node[]) if ((d.id as Node).type === "Identifier" && d.init) variables.set((d.id as Node).name as string, d.init as Node);
    } else if (statement.type === "ExportDefaultDeclaration") exported = statement.declaration as Node;
    else if (statement.type === "ExportNamedDeclaration") {
      // esbuild writes `export { x as default }` for a default export of a variable.
      for (const s of (statement.specifiers as Node[] | undefined) ?? []) if (nameOf(s.exported as Node) === "default") exported = s.local as Node;
    }
  }
  // `export default components` of a `const components = {…}` (esbuild adds a variable between them).
  for (let hops = 0; exported?.type === "Identifier" && hops < 4; hops++) exported = variables.get(exported.name as string);
  if (exported?.type !== "ObjectExpression") return found;
  for (const property of exported.properties as Node[]) {
    if (property.type !== "Property" || property.computed) continue;
    const name = nameOf(property.key as Node);
    const value = property.value as Node;
    const imported = value.type === "Identifier" ? imports.get(value.name as string) : undefined;
    if (name && imported) found.set(name, imported);
  }
  return found;
}

function nameOf(node: Node): string | undefined {
  if (node.type === "Identifier") return node.name as string;
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  return undefined;
}
