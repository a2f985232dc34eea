// Warnings a build collects from every phase (and the errors of its content that wait for the
// link check, which reports every problem at once) (links not followed, Markdown, duplicate routes,
// broken anchors); `--strict` makes them errors at the end. A warning about a broken Markdown
// link or anchor names the config option that says what it does (Docusaurus's
// `onBrokenMarkdownLinks`, `onBrokenAnchors`): the link check applies it.
import { formatWhere, SiteError } from "../errors.ts";

/** The config options that rule a kind of warning. */
export type WarningRule = "onBrokenMarkdownLinks" | "onBrokenAnchors";

export interface Warning {
  message: string;
  file?: string;
  line?: number;
  rule?: WarningRule;
}

export class Warnings {
  readonly list: Warning[] = [];
  /** Problems of the content found before the link check that fail the build whatever the rules (a missing image). */
  readonly errors: Warning[] = [];

  error(message: string, file?: string, line?: number): void {
    this.errors.push({ message, file, line });
  }

  add(message: string, file?: string, line?: number, rule?: WarningRule): void {
    this.list.push(rule ? { message, file, line, rule } : { message, file, line });
  }

  /** The CLI's lines: `site/docs/x.md:3: message`. */
  format(): string[] {
    return this.list.map(formatWarning);
  }

  /** The warnings as the errors --strict makes of them. */
  asErrors(): SiteError[] {
    return this.list.map((w) => new SiteError(w.message + " (a warning; --strict makes it an error)", { file: w.file, line: w.line }));
  }
}

export const formatWarning = (w: Warning): string => formatWhere(w.file, w.line) + w.message;
