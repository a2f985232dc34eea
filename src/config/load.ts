// Loads site.config.ts (TypeScript, no compile step for the user) and validates it.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { z } from "zod";
import { SiteError, SiteErrors, lineAt } from "../errors.ts";
import { importTypeScript } from "../bundle/import-ts.ts";
import { normaliseBaseUrl } from "../shared/paths.ts";
import { siteConfigSchema, type SiteConfig } from "./schema.ts";
import { sortDocusaurusOptions } from "./docusaurus-options.ts";

export const CONFIG_FILE = "site.config.ts";

/** A validated config with the file it came from (error messages point into it). */
export interface LoadedConfig {
  config: SiteConfig;
  file: string;
  source: string;
  /** The files evaluated with the config (it and what it imports, such as a local plugin). */
  inputs: string[];
  /** Tells this load from any other (Markdown workers load the config again when it changes). */
  loadId: string;
  /** One line per Docusaurus option left out for having no meaning in sitec (docusaurus-options.ts). */
  notices: string[];
}

let loads = 0;

/** Reads, evaluates and validates `<siteDir>/site.config.ts`. */
export async function loadConfig(siteDir: string, overrides: { baseUrl?: string } = {}): Promise<SiteConfig> {
  return (await loadSiteConfig(siteDir, overrides)).config;
}

/** `loadConfig`, with the config's file and source. */
export async function loadSiteConfig(siteDir: string, overrides: { baseUrl?: string } = {}): Promise<LoadedConfig> {
  const file = join(siteDir, CONFIG_FILE);
  const source = await readFile(file, "utf8").catch(() => {
    throw new SiteError(`no ${CONFIG_FILE} found.`, {
      file: siteDir,
      hint: `Create ${file} with \`export default { title, url, navbar }\`, or pass --site with the folder that has one.`,
    });
  });
  const { module, inputs } = await importTypeScript(file).catch((cause: unknown) => {
    throw new SiteError(`cannot evaluate the config: ${cause instanceof Error ? cause.message : String(cause)}`, {
      file,
      cause,
    });
  });
  const raw = (module as { default?: unknown }).default;
  if (raw === undefined) {
    throw new SiteError("the config has no default export.", { file, hint: "Add `export default { … }`." });
  }
  const notices: string[] = [];
  return { config: validateConfig(raw, source, file, overrides, notices), file, source, inputs, loadId: `${process.pid}-${++loads}`, notices };
}

/** Validates an evaluated config object; errors name the key path, the expected value and the line. */
export function validateConfig(
  raw: unknown,
  source: string,
  file: string,
  overrides: { baseUrl?: string } = {},
  notices: string[] = [],
): SiteConfig {
  // Docusaurus's options sitec has no use for are dropped with a notice; those it does not give
  // their meaning are errors saying what to do, reported with the schema's.
  const sorted = sortDocusaurusOptions(raw);
  notices.push(...sorted.notices);
  const refused = sorted.refused.map(
    ({ path, hint }) => new SiteError(`${formatKeyPath(path)}: Docusaurus's option is not supported by sitec.`, { file, line: lineOfKeyPath(source, path), hint }),
  );
  const parsed = siteConfigSchema.safeParse(sorted.config);
  if (!parsed.success || refused.length) {
    const issues = parsed.success ? [] : parsed.error.issues;
    throw new SiteErrors([...refused, ...issues.map((issue) => configIssueToError(issue, source, file))]);
  }
  const config = parsed.data;
  config.baseUrl = normaliseBaseUrl(overrides.baseUrl ?? config.baseUrl);
  return config;
}

function configIssueToError(issue: z.core.$ZodIssue, source: string, file: string): SiteError {
  // Unknown keys found inside nested schemas arrive as custom issues whose path ends in the key.
  const nestedUnknown = issue.code === "custom" && issue.message.startsWith("unknown key ");
  const reportedPath = nestedUnknown ? issue.path.slice(0, -1) : issue.path;
  const path = formatKeyPath(reportedPath);
  const line = lineOfKeyPath(source, issue.path);
  let message = issue.message;
  if (issue.code === "unrecognized_keys") {
    message = `unknown key${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${k}"`).join(", ")}`;
  }
  const hint =
    issue.code === "unrecognized_keys" || nestedUnknown
      ? "Remove it or check its spelling against the config reference in the README."
      : "Fix the value in the config.";
  const keyLine = issue.code === "unrecognized_keys" && issue.keys[0] ? lineOfKeyPath(source, [...issue.path, issue.keys[0]]) : line;
  const sentence = /[.!?]$/.test(message) ? message : message + ".";
  return new SiteError(`${path ? path + ": " : ""}${sentence}`, { file, line: keyLine, hint });
}

/** `["navbar","items",2,"label"]` → `navbar.items[2].label`. */
export function formatKeyPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) => (typeof part === "number" ? `[${part}]` : (i ? "." : "") + String(part)))
    .join("");
}

/** The text of the object whose `{` is at `open`, up to its closing `}` (or the end). */
function objectText(source: string, open: number): string {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === "{" || c === "[") depth++;
    else if ((c === "}" || c === "]") && --depth === 0) return source.slice(open, i + 1);
  }
  return source.slice(open);
}

/** How deep in brackets `index` of `text` is (text starts at an object's `{`: its keys are at 1). */
function depthAt(text: string, index: number): number {
  let depth = 0;
  for (let i = 0; i <= index; i++) {
    const c = text[i];
    if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") depth--;
  }
  return depth;
}

/**
 * Best-effort line of a key path in the config source: finds each named key in turn in the
 * object the previous one holds, skipping over array items `[n]` by counting object openings.
 * A key that object does not write (it came from a default) gives the line of the deepest part
 * found; undefined when the first is not written.
 */
export function lineOfKeyPath(source: string, path: readonly PropertyKey[]): number | undefined {
  // Start at the config object: `export default {`, `defineConfig({` or the first `= {`
  // (`const config = {`).
  const start = /export\s+default\s*\{|defineConfig\(\s*\{/.exec(source) ?? /=\s*\{/.exec(source);
  // At the config object's `{`.
  let offset = start ? start.index + start[0].length - 1 : Math.max(0, source.indexOf("{"));
  let found: number | undefined;
  for (const part of path) {
    if (typeof part === "number") {
      // Move to the opening `{` of the n-th element: count `{` at the array's nesting depth.
      const open = source.indexOf("[", offset);
      if (open < 0) return found;
      let depth = 0;
      let index = -1;
      let i = open;
      for (; i < source.length; i++) {
        const c = source[i];
        if (c === "[" || c === "{") {
          if (depth === 1 && c === "{") index++;
          if (index === part && depth === 1 && c === "{") break;
          depth++;
        } else if (c === "]" || c === "}") {
          depth--;
          if (depth === 0) return found;
        }
      }
      offset = i;
      found = lineAt(source, i);
      continue;
    }
    // Only in the object at `offset` (the value a key has, or an array's element), not a later one.
    const open = /^\s*\{/.exec(source.slice(offset));
    if (!open) return found;
    const from = offset + open[0].length - 1;
    const key = String(part).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const pattern = new RegExp(`(?:^|[\\s{,])["']?${key}["']?\\s*:`, "gm");
    const body = objectText(source, from);
    let match: RegExpExecArray | null;
    while ((match = pattern.exec(body)) && depthAt(body, match.index) !== 1);
    if (!match) return found;
    offset = from + match.index + match[0].length;
    found = lineAt(source, offset);
  }
  return found;
}
