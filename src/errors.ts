// Errors a user can act on: each names the file (and line, where there is one) and the fix.
// The CLI prints an error as `error: file:line: message`, and its hint (what to do) apart on the
// line below, indented: `  hint: …`. Several errors with the same hint in a row share one hint
// line, so a list of twenty broken links does not repeat the same advice twenty times.
import { relative } from "node:path";

export interface SiteErrorOptions {
  file?: string;
  line?: number;
  hint?: string;
  cause?: unknown;
}

/** A build error caused by the site's input. */
export class SiteError extends Error {
  readonly file?: string;
  readonly line?: number;
  readonly hint?: string;

  constructor(message: string, options: SiteErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = "SiteError";
    this.file = options.file;
    this.line = options.line;
    this.hint = options.hint;
  }

  /** Where and what, without the hint: `site/docs/x.md:3: invalid front matter: …`. */
  format(cwd = process.cwd()): string {
    return formatWhere(this.file, this.line, cwd) + this.message;
  }
}

/** `site/docs/x.md:3: ` (the file relative to `cwd`), or nothing without a file. */
export function formatWhere(file: string | undefined, line: number | undefined, cwd = process.cwd()): string {
  return file ? relative(cwd, file) + (line ? `:${line}` : "") + ": " : "";
}

/**
 * Several errors found in one phase, reported together, with the warnings found in the same
 * run (printed too, so that fixing the errors brings no surprise).
 */
export class SiteErrors extends Error {
  readonly errors: SiteError[];
  readonly warnings: string[];

  constructor(errors: SiteError[], warnings: string[] = []) {
    super(errors.map((e) => e.message).join("\n"));
    this.name = "SiteErrors";
    this.errors = errors;
    this.warnings = warnings;
  }
}

/**
 * Errors in the order a writer fixes them: by file, then line (the order found within a line);
 * errors no file is known for come last, ordered by their message (which names the page).
 */
export function groupByFile(errors: SiteError[]): SiteError[] {
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...errors].sort((a, b) => {
    if (a.file === undefined || b.file === undefined) {
      return a.file === b.file ? byText(a.message, b.message) : a.file === undefined ? 1 : -1;
    }
    return byText(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0);
  });
}

/** A wrong command-line invocation (exit code 2). */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

/** Formats any thrown value as the lines the CLI prints. */
export function formatError(error: unknown, cwd = process.cwd()): string[] {
  if (error instanceof SiteErrors) return [...error.warnings.map((w) => "warning: " + w), ...formatSiteErrors(error.errors, cwd)];
  if (error instanceof SiteError) return formatSiteErrors([error], cwd);
  if (error instanceof Error) return ["error: " + error.message];
  return ["error: " + String(error)];
}

function formatSiteErrors(errors: SiteError[], cwd: string): string[] {
  const lines: string[] = [];
  errors.forEach((error, i) => {
    lines.push("error: " + error.format(cwd));
    if (error.hint && errors[i + 1]?.hint !== error.hint) lines.push("  hint: " + error.hint);
  });
  return lines;
}

/** 1-based line number of a character offset in a text. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
