// Splits a Markdown file into front matter (YAML) and body, with errors that name the line.
import { parseDocument, isMap, isScalar, isPair, isCollection, visit, type Document, type YAMLError } from "yaml";
import type { z } from "zod";
import { SiteError, SiteErrors, lineAt } from "../errors.ts";
import { didYouMean } from "./did-you-mean.ts";
import { parseSimpleYaml } from "./simple-yaml.ts";

export interface FrontMatterResult {
  data: Record<string, unknown>;
  /**
   * The parsed YAML document, kept to find the line of a key in error messages. Front matter
   * the fast reader took has none until an error needs it (`frontMatterKeyLine`).
   */
  document?: Document;
  /** Line (1-based) in the file where the YAML starts. */
  yamlStartLine: number;
  /** Character offset in the file where the YAML text starts. */
  yamlOffset: number;
  yaml: string;
}

/** Front matter at the top of a Markdown file: `---` lines around YAML (captured). */
export const FRONT_MATTER = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** Parses the front matter at the top of `source`; no front matter gives `{}`. */
export function parseFrontMatter(source: string, file: string): FrontMatterResult {
  const match = FRONT_MATTER.exec(source);
  if (!match) {
    if (/^---[ \t]*\r?\n/.test(source)) {
      throw new SiteError("invalid front matter: the opening `---` has no closing `---` line.", {
        file,
        line: 1,
        hint: "Close the front matter with a line of three dashes.",
      });
    }
    return { data: {}, yamlStartLine: 1, yamlOffset: 0, yaml: "" };
  }
  const yaml = match[1] ?? "";
  const yamlOffset = source.indexOf("\n") + 1;
  const simple = parseSimpleYaml(yaml);
  if (simple) return { data: ownStrings(simple), yamlStartLine: 2, yamlOffset, yaml };
  const document = parseDocument(yaml, { prettyErrors: false });
  const firstError = document.errors[0];
  if (firstError) {
    const opening = unclosedOpening(document, firstError);
    const line = 1 + lineAt(yaml, opening ?? firstError.pos[0]);
    const message = firstError.message.split("\n")[0]!;
    throw new SiteError(`invalid front matter: ${message}${opening === undefined ? "" : " (opened on this line)"}`, {
      file,
      line,
      hint: "Fix the YAML between the `---` lines.",
    });
  }
  const data = document.toJS() ?? {};
  if (typeof data !== "object" || Array.isArray(data)) {
    throw new SiteError("invalid front matter: it must be a YAML mapping of `key: value` lines.", { file, line: 2 });
  }
  return { data: ownStrings(data as Record<string, unknown>), document, yamlStartLine: 2, yamlOffset, yaml };
}

/**
 * `value` with each string in it copied into one of its own. A string the parser cut from the
 * file is a view of the whole file's text in V8 and keeps it in memory: a page's description
 * kept every Markdown source of a build alive (230 MB at 50,000 docs) after the Markdown phase
 * was done with them.
 */
function ownStrings<T>(value: T): T {
  if (typeof value === "string") return JSON.parse(JSON.stringify(value)) as T;
  if (Array.isArray(value)) return value.map(ownStrings) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, ownStrings(item)])) as T;
  }
  return value;
}

/**
 * Where the quote or bracket that an error says is never closed was opened. The parser notices
 * a missing `"`, `'`, `]` or `}` only where the text ends, lines below the writer's mistake; the
 * quoted scalar or flow collection it belongs to starts at the mistake.
 */
function unclosedOpening(document: Document, error: YAMLError): number | undefined {
  if (error.code !== "MISSING_CHAR" && error.code !== "BAD_INDENT") return undefined;
  const at = error.pos[0];
  let opening: number | undefined;
  visit(document, (_key, node) => {
    const range = (node as { range?: [number, number, number] }).range;
    if (!range || range[0] >= at || range[1] < at) return;
    const quoted = isScalar(node) && (node.type === "QUOTE_DOUBLE" || node.type === "QUOTE_SINGLE");
    const flow = isCollection(node) && node.flow === true;
    // The innermost one: later nodes in the walk lie inside earlier ones.
    if (quoted || flow) opening = range[0];
  });
  return opening;
}

/** The file line of a front matter key (the top-level key for nested paths). */
export function frontMatterKeyLine(fm: FrontMatterResult, path: readonly PropertyKey[]): number {
  fm.document ??= fm.yaml === "" ? undefined : parseDocument(fm.yaml, { prettyErrors: false });
  const doc = fm.document;
  if (!doc || !isMap(doc.contents)) return fm.yamlStartLine;
  let node: unknown = doc.contents;
  let line = fm.yamlStartLine;
  for (const part of path) {
    if (!isMap(node)) break;
    const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(part));
    if (!pair || !isPair(pair)) break;
    const range = (pair.key as { range?: [number, number, number] }).range;
    if (range) line = fm.yamlStartLine + lineAt(fm.yaml, range[0]) - 1;
    node = pair.value;
  }
  return line;
}

/** A front matter key a typo away from a known one: kept, with a warning naming the likely key. */
export interface FrontMatterWarning {
  /** The unknown key, for a site that declares it as its own (config `markdown.frontMatterKeys`). */
  key: string;
  message: string;
  line: number;
}

/**
 * Validates front matter with a Zod schema. Every problem of the file is one SiteError naming the
 * key, its line and the fix (thrown together as SiteErrors). Keys the schema does not know are
 * kept; those within a typo of a known key give a "did you mean" warning.
 */
export function validateFrontMatter<T extends z.ZodObject>(
  schema: T,
  fm: FrontMatterResult,
  file: string,
): { data: z.output<T>; warnings: FrontMatterWarning[] } {
  const known = Object.keys(schema.shape);
  const warnings: FrontMatterWarning[] = [];
  for (const key of Object.keys(fm.data)) {
    if (known.includes(key)) continue;
    const meant = didYouMean(key, known);
    if (meant) warnings.push({ key, message: `unknown front matter key "${key}": did you mean "${meant}"?`, line: frontMatterKeyLine(fm, [key]) });
  }
  const parsed = schema.safeParse(fm.data);
  if (parsed.success) return { data: parsed.data, warnings };
  const errors = parsed.error.issues.map((issue) => {
    const keyPath = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0] ?? ""] : issue.path;
    const key = keyPath.map(String).join(".");
    const message =
      issue.code === "unrecognized_keys"
        ? `unknown front matter key "${issue.keys.join('", "')}"`
        : `${key || "front matter"}: ${issue.message}`;
    return new SiteError(`invalid front matter: ${message}.`, {
      file,
      line: frontMatterKeyLine(fm, keyPath),
      hint:
        issue.code === "unrecognized_keys"
          ? "Remove the key or check its spelling (see site/AUTHORING.md)."
          : "Fix the value (see site/AUTHORING.md).",
    });
  });
  // In the order of the file's lines, not the schema's keys.
  errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  throw errors.length === 1 ? errors[0]! : new SiteErrors(errors);
}

/** The SiteErrors of a thrown value, or undefined when it is another kind of error. */
export function siteErrorsOf(thrown: unknown): SiteError[] | undefined {
  if (thrown instanceof SiteError) return [thrown];
  if (thrown instanceof SiteErrors) return thrown.errors;
  return undefined;
}
