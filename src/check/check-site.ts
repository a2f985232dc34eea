// The link check phase and the verdict on the build. Every internal link must reach a page or a
// file of the output (an error), every `#anchor` an id on its page (a warning). With --strict,
// every warning is an error too. Everything a run found is reported at once, grouped by file:
// fixing one problem never uncovers another that was already there.
import { groupByFile, SiteError, SiteErrors } from "../errors.ts";
import { checkLinks, type PageLinks } from "./links.ts";
import type { Warnings } from "./warnings.ts";

export interface CheckInput {
  pages: Iterable<PageLinks>;
  /** Paths of the output's files besides the pages (bundles, static files, feeds, …). */
  files: Set<string>;
  baseUrl: string;
  /** The warnings of the earlier phases; broken anchors are added to them. */
  warnings: Warnings;
  strict: boolean;
}

/** Returns the warnings as the CLI prints them; throws SiteErrors when the build fails. */
export function checkSite(input: CheckInput): string[] {
  const pages = [...input.pages];
  const idsByRoute = new Map(pages.map((p) => [p.path, p.ids]));
  const result = checkLinks(pages, { baseUrl: input.baseUrl, files: input.files, idsByRoute });
  for (const p of result.brokenAnchors) {
    input.warnings.add(`broken anchor on page ${p.page} → ${p.link}: the target page has no such heading id`, p.file, p.line);
  }
  const brokenLinks = result.brokenLinks.map(
    (p) => new SiteError(`broken link on page ${p.page} → ${p.link}`, { file: p.file, line: p.line, hint: "Link to an existing page or file." }),
  );
  const messages = input.warnings.format();
  const errors = input.strict ? [...brokenLinks, ...input.warnings.asErrors()] : brokenLinks;
  if (errors.length) throw new SiteErrors(groupByFile(errors), input.strict ? [] : messages);
  return messages;
}
