// A page's URL is its route as it is: links, the sitemap, the search index, client-side
// navigation and the output folder all take it unescaped. A route with `%`, `#`, `?` or `\`
// would be read as another URL (an escape, a fragment, a query, a folder), so no link could
// reach its page. Docusaurus stops on such a slug too; here the error names the file, the part
// of it the URL was made from, and a name to rename it to.

/** What each character does in a URL. */
const MEANING: Record<string, string> = {
  "%": '"%" starts an escape in a URL',
  "#": '"#" starts the fragment of a URL',
  "?": '"?" starts the query of a URL',
  "\\": 'browsers read "\\" in a URL as "/"',
};
const NOT_IN_ROUTE = /[%#?\\]/;
const CHARACTERS = "%, #, ? or \\";

export interface RouteOrigin {
  /** The file's path relative to its folder (docs/, blog/, pages/), `/`-separated. */
  source: string;
  /** The front matter key the route was made from (`slug`, or a doc's `id`). */
  key?: { name: string; value: string };
  /** Whether the page may set its URL with `slug:` (Markdown files may, React pages may not). */
  slugAllowed: boolean;
}

export interface RouteNameProblem {
  message: string;
  hint: string;
  /** The front matter key at fault, if it is one. */
  key?: string;
}

/** Why the route cannot be a page's URL, or undefined when it can. */
export function routeNameProblem(route: string, origin: RouteOrigin): RouteNameProblem | undefined {
  const character = NOT_IN_ROUTE.exec(route)?.[0];
  if (character === undefined) return undefined;
  const why = MEANING[character]!;
  const { key } = origin;
  if (key && NOT_IN_ROUTE.test(key.value)) {
    return {
      message: `the page's URL ${route}, made from its \`${key.name}\`, cannot be linked to: ${why}.`,
      key: key.name,
      hint: `Write the \`${key.name}\` without ${CHARACTERS}.`,
    };
  }
  const segments = origin.source.split("/");
  const at = segments.findIndex((segment) => NOT_IN_ROUTE.test(segment));
  const isFile = at === segments.length - 1;
  const made = at < 0 ? "its path" : isFile ? "the file name" : `the folder name "${segments[at]}"`;
  const orSlug = origin.slugAllowed ? ", or set the page's URL with `slug:` in its front matter" : "";
  const rename = at < 0 ? "Rename it" : `Rename the ${isFile ? "file" : "folder"} to "${renamed(segments[at]!, isFile)}"`;
  return {
    message: `the page's URL ${route}, made from ${made}, cannot be linked to: ${why}.`,
    hint: `${rename} (or another name without ${CHARACTERS})${orSlug}.`,
  };
}

/** A name like `name` that a URL can carry: `100%.md` → `100-percent.md`, `doc#1.md` → `doc-1.md`. */
export function renamed(name: string, isFile: boolean): string {
  const dot = isFile ? name.lastIndexOf(".") : -1;
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  const safe = stem
    .replace(/%[0-9a-f]{2}/gi, "-")
    .replace(/%/g, "-percent")
    .replace(/[#?\\]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-|-$/g, "");
  return (safe || "page") + extension;
}
