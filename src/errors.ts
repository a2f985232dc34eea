// Errors a user can act on: each names the file (and line, where there is one) and the fix.
import { relative } from "node:path";

export interface SiteErrorOptions {
  file?: string;
  line?: number;
  hint?: string;
  cause?: unknown;
}

/** A build error caused by the site's input. Formatted as `file:line: message (hint)`. */
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

  /** One line: `site/docs/x.md:3: invalid front matter: … Fix: …`. */
  format(cwd = process.cwd()): string {
    const where = this.file ? relative(cwd, this.file) + (this.line ? `:${this.line}` : "") + ": " : "";
    return where + this.message + (this.hint ? ` ${this.hint}` : "");
  }
}

/** Several errors found in one phase, reported together. */
export class SiteErrors extends Error {
  readonly errors: SiteError[];

  constructor(errors: SiteError[]) {
    super(errors.map((e) => e.message).join("\n"));
    this.name = "SiteErrors";
    this.errors = errors;
  }
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
  if (error instanceof SiteErrors) return error.errors.map((e) => "error: " + e.format(cwd));
  if (error instanceof SiteError) return ["error: " + error.format(cwd)];
  if (error instanceof Error) return ["error: " + error.message];
  return ["error: " + String(error)];
}

/** 1-based line number of a character offset in a text. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
