// Warnings a build collects from every phase (links not followed, Markdown, duplicate routes,
// broken anchors); `--strict` makes them errors at the end.
import { formatWhere, SiteError } from "../errors.ts";

export interface Warning {
  message: string;
  file?: string;
  line?: number;
}

export class Warnings {
  readonly list: Warning[] = [];

  add(message: string, file?: string, line?: number): void {
    this.list.push({ message, file, line });
  }

  /** The CLI's lines: `site/docs/x.md:3: message`. */
  format(): string[] {
    return this.list.map((w) => formatWhere(w.file, w.line) + w.message);
  }

  /** The warnings as the errors --strict makes of them. */
  asErrors(): SiteError[] {
    return this.list.map((w) => new SiteError(w.message + " (a warning; --strict makes it an error)", { file: w.file, line: w.line }));
  }
}
