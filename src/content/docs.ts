// Finds the docs (fast-glob), reads their front matter, and derives ids and routes the way
// Docusaurus does: number prefixes stripped, index docs as category pages, `slug` overrides.
import { join, posix } from "node:path";
import { SiteError, SiteErrors } from "../errors.ts";
import { readMarkdownFile } from "./mdx-code-blocks.ts";
import { frontMatterKeyLine, parseFrontMatter, siteErrorsOf, validateFrontMatter, type FrontMatterWarning } from "./frontmatter.ts";
import { docFrontMatterSchema, type DocFrontMatter } from "./front-matter-schemas.ts";
import { routeNameProblem } from "./route-name.ts";
import { stripNumberPrefix } from "./slugs.ts";
import { inlineTagLabels, resolveTags, type ResolvedTag, type TagsFile } from "./tags-file.ts";
import { routeBase } from "../shared/route-base.ts";

export interface DocFile {
  /** Absolute path of the Markdown file. */
  file: string;
  /** Path relative to the docs folder, `/`-separated, as written (prefixes kept). */
  source: string;
  /** The doc id: the path without extension and number prefixes, e.g. `architecture/glossary`. */
  id: string;
  /** Route path without base URL, e.g. `/docs/architecture/glossary`. */
  route: string;
  /** Folder of the doc, prefixes stripped (`architecture`), `""` at the root. */
  dir: string;
  /** Folder as written on disk (`09_architecture_decisions`). */
  sourceDir: string;
  /** True for `index.md`, `README.md` or a doc named like its folder: the folder's page. */
  isCategoryIndex: boolean;
  /** Ordering position from front matter or the file's number prefix. */
  position?: number;
  frontMatter: DocFrontMatter;
  /** Its front matter tags with the docs' tags file applied. */
  tags: ResolvedTag[];
  /** Labels of its tags the tags file does not declare (config `docs.onInlineTags`); none without a tags file. */
  inlineTags: string[];
  /** Keys a typo away from a known one (see validateFrontMatter). */
  frontMatterWarnings: FrontMatterWarning[];
  /** The full file text (front matter included). */
  content: string;
  /** Its docs version's name, on a site with versions.json. */
  version?: string;
  /** The id of the further docs instance it belongs to (docs-instances.ts); undefined for the `docs` option's. */
  pluginId?: string;
}

/** Splits a file or folder name into its name and ordering number (config `numberPrefixParser`). */
export type NumberPrefixParser = (name: string) => { name: string; position?: number };

export interface DocLoadOptions {
  /** `false` keeps every name as written; a function replaces the default parser. */
  numberPrefixParser?: NumberPrefixParser | false;
  /** Receives the ids of the drafts left out. */
  draftIds?: string[];
  /** The docs' tags file (tags-file.ts), if there is one. */
  tagsFile?: TagsFile | null;
  /** Keep draft docs as any other doc (`sitec dev` shows them, as Docusaurus's dev server does). */
  includeDrafts?: boolean;
}

/** The parser options choose: the default one, none, or the config's own. */
export function prefixParser(options: DocLoadOptions): NumberPrefixParser {
  const parser = options.numberPrefixParser;
  if (parser === false) return (name) => ({ name });
  return parser ?? stripNumberPrefix;
}

/** Files Docusaurus ignores in docs: partials (`_name.md`) and anything in `_folders/`. */
const IGNORED = ["**/_*.{md,mdx}", "**/_*/**"];

/**
 * Loads the docs (paths relative to `docsDir`, as `findSiteFiles` gives them). Drafts are
 * dropped. Every bad doc is reported, all in one SiteErrors.
 */
export async function loadDocs(docsDir: string, sources: string[], routeBasePath: string, options: DocLoadOptions = {}): Promise<DocFile[]> {
  const docs: DocFile[] = [];
  const errors: SiteError[] = [];
  for (const source of sources) {
    try {
      docs.push(await loadDoc(docsDir, source, routeBasePath, options));
    } catch (e) {
      const found = siteErrorsOf(e);
      if (!found) throw e;
      errors.push(...found);
    }
  }
  if (errors.length) throw new SiteErrors(errors);
  return checkDocIds(docs, options.draftIds, options.includeDrafts);
}

/** Globs of files in the docs folder that are never docs. */
export function docIgnores(exclude: string[]): string[] {
  return [...IGNORED, ...exclude];
}

/**
 * Fails on two docs with one id; returns the docs without drafts (their ids go to `draftIds`),
 * or with them when `includeDrafts` (watch mode: a draft is then a doc like any other).
 */
export function checkDocIds(docs: DocFile[], draftIds: string[] = [], includeDrafts = false): DocFile[] {
  const byId = new Map<string, DocFile>();
  for (const doc of docs) {
    const sameId = byId.get(doc.id);
    if (sameId) {
      throw new SiteError(`two docs have the id "${doc.id}": this one and ${sameId.source}.`, {
        file: doc.file,
        hint: "Give one of them another file name or an `id` in its front matter.",
      });
    }
    byId.set(doc.id, doc);
  }
  if (includeDrafts) return docs;
  for (const doc of docs) if (doc.frontMatter.draft) draftIds.push(doc.id);
  return docs.filter((d) => !d.frontMatter.draft);
}

/** Reads one doc (its path relative to the docs folder). */
export async function loadDoc(docsDir: string, source: string, routeBasePath: string, options: DocLoadOptions = {}): Promise<DocFile> {
  const file = join(docsDir, source);
  // Read synchronously: a site's Markdown files are small, and through the thread pool each one
  // took four round trips through the event loop (the load phase was mostly waiting).
  const content = readMarkdownFile(file);
  const frontMatterRaw = parseFrontMatter(content, file);
  const { data: frontMatter, warnings } = validateFrontMatter(docFrontMatterSchema, frontMatterRaw, file);
  const parse = prefixParser(options);

  const parts = source.split("/");
  const fileName = parts.pop()!.replace(/\.mdx?$/, "");
  const sourceDir = parts.join("/");
  const dirParts = parts.map((p) => parse(p).name);
  const dir = dirParts.join("/");
  // `parse_number_prefixes: false` keeps this file's own name as written (Docusaurus).
  const stripped = frontMatter.parse_number_prefixes === false ? { name: fileName, position: undefined } : parse(fileName);
  const baseName = frontMatter.id ?? stripped.name;
  const folderName = dirParts[dirParts.length - 1];
  const isCategoryIndex =
    /^(index|readme)$/i.test(stripped.name) || (folderName !== undefined && stripped.name === folderName);
  const id = dir ? `${dir}/${baseName}` : baseName;

  const base = routeBase(routeBasePath);
  let route: string;
  if (frontMatter.slug !== undefined) {
    const slug = frontMatter.slug;
    route = slug.startsWith("/") ? base + slug : posix.join(base, dir, slug);
  } else if (isCategoryIndex) {
    route = posix.join(base, dir);
  } else {
    route = posix.join(base, dir, baseName);
  }
  route = route.length > 1 ? route.replace(/\/$/, "") : route;
  const key = frontMatter.slug !== undefined ? { name: "slug", value: frontMatter.slug } : frontMatter.id !== undefined ? { name: "id", value: frontMatter.id } : undefined;
  const problem = routeNameProblem(route, { source, key, slugAllowed: true });
  if (problem) throw new SiteError(problem.message, { file, line: problem.key ? frontMatterKeyLine(frontMatterRaw, [problem.key]) : undefined, hint: problem.hint });
  const tags = resolveTags(frontMatter.tags, options.tagsFile);
  return {
    file,
    source,
    id,
    route,
    dir,
    sourceDir,
    isCategoryIndex,
    position: frontMatter.sidebar_position ?? stripped.position,
    frontMatter,
    tags,
    inlineTags: inlineTagLabels(tags, options.tagsFile),
    frontMatterWarnings: warnings,
    content,
  };
}

/** Resolves a relative `.md` link from one doc to the route of the doc it names. */
export function createDocLinkResolver(docs: DocFile[]) {
  const bySource = new Map(docs.map((d) => [d.source, d.route]));
  return (fromSource: string, target: string): string | undefined => {
    const fromDir = posix.dirname(fromSource);
    const resolved = posix.normalize(posix.join(fromDir === "." ? "" : fromDir, target)).replace(/^\.\//, "");
    return bySource.get(resolved) ?? bySource.get(resolved.replace(/\.md$/, ".mdx"));
  };
}
