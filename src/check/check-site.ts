// The link check phase and the verdict on the build. Every internal link must reach a page or a
// file of the output, every `#anchor` an id on its page, every `.md` link a doc or post; what a
// miss does is the config's, in Docusaurus's names: `onBrokenLinks` (`throw` by default),
// `onBrokenAnchors` and `onBrokenMarkdownLinks` (`warn`), each `throw`, `warn`, `log` or
// `ignore`. With --strict each is `throw`, and every other warning is an error too. A link
// whose page exists under another case is accepted (Docusaurus matches routes so) and warned
// about: a host that tells case apart answers it with 404. So is a relative link written as if
// from the site's root (`docs/x` on /docs/a/b, which the browser reads as /docs/a/docs/x): it
// leads readers to a 404, but Docusaurus's check lets it pass. Everything a run found is reported
// at once, grouped by file: fixing one problem never uncovers another that was already there.
import { groupByFile, SiteError, SiteErrors } from "../errors.ts";
import { checkLinks, type PageLinks } from "./links.ts";
import { formatWarning, type Warning, type Warnings } from "./warnings.ts";

/** What a broken link, anchor or Markdown link does to the build. */
export type BrokenRule = "throw" | "warn" | "log" | "ignore";

export interface LinkRules {
  onBrokenLinks: BrokenRule;
  onBrokenAnchors: BrokenRule;
  onBrokenMarkdownLinks: BrokenRule;
}

export const DEFAULT_LINK_RULES: LinkRules = { onBrokenLinks: "throw", onBrokenAnchors: "warn", onBrokenMarkdownLinks: "warn" };

/** The config's rules: `markdown.hooks.onBrokenMarkdownLinks` (Docusaurus 3.9's name) over the top-level one. */
export function linkRules(config: LinkRules & { markdown: { hooks?: { onBrokenMarkdownLinks?: BrokenRule } } }): LinkRules {
  return { onBrokenLinks: config.onBrokenLinks, onBrokenAnchors: config.onBrokenAnchors, onBrokenMarkdownLinks: config.markdown.hooks?.onBrokenMarkdownLinks ?? config.onBrokenMarkdownLinks };
}

export interface CheckInput {
  pages: Iterable<PageLinks>;
  /** Paths of the output's files besides the pages (bundles, static files, feeds, …). */
  files: Set<string>;
  baseUrl: string;
  /** The config's `trailingSlash`: `true` serves pages at `/docs/a/`, which relative links are resolved from. */
  trailingSlash?: boolean;
  /** The warnings of the earlier phases; broken anchors and links are added to them. */
  warnings: Warnings;
  strict: boolean;
  /** The config's rules; Docusaurus's defaults when left out. */
  rules?: LinkRules;
}

/** Returns the warnings as the CLI prints them; throws SiteErrors when the build fails. */
export function checkSite(input: CheckInput): string[] {
  const rules = input.rules ?? DEFAULT_LINK_RULES;
  const ruleOf = (name: keyof LinkRules): BrokenRule => (input.strict ? "throw" : rules[name]);
  const pages = [...input.pages];
  const idsByRoute = new Map(pages.map((p) => [p.path, p.ids]));
  const result = checkLinks(pages, { baseUrl: input.baseUrl, files: input.files, idsByRoute, trailingSlash: input.trailingSlash });
  for (const p of result.brokenAnchors) {
    input.warnings.add(`broken anchor on page ${p.page} → ${p.link}: the target page has no such heading id`, p.file, p.line, "onBrokenAnchors");
  }
  for (const p of result.caseMismatches) {
    input.warnings.add(`link on page ${p.page} → ${p.link} differs in case from its page ${p.route}: a host that tells case apart answers it with 404`, p.file, p.line);
  }
  for (const p of result.rootRelative) {
    input.warnings.add(`link on page ${p.page} → ${p.link} leads nowhere from this page (a browser resolves it below the page): write ${p.route} for the page it names`, p.file, p.line);
  }
  const errors: SiteError[] = input.warnings.errors.map((e) => new SiteError(e.message, { file: e.file, line: e.line }));
  const warnings: Warning[] = [];
  for (const p of result.brokenLinks) {
    const rule = ruleOf("onBrokenLinks");
    if (rule === "throw") errors.push(new SiteError(`broken link on page ${p.page} → ${p.link}`, { file: p.file, line: p.line, hint: "Link to an existing page or file." }));
    else if (rule !== "ignore") warnings.push({ message: `broken link on page ${p.page} → ${p.link}`, file: p.file, line: p.line });
  }
  for (const w of input.warnings.list) {
    const rule = w.rule ? ruleOf(w.rule) : input.strict ? "throw" : "warn";
    if (rule === "throw") errors.push(new SiteError(w.message + (w.rule && !input.strict ? ` (${w.rule}: "throw")` : " (a warning; --strict makes it an error)"), { file: w.file, line: w.line }));
    else if (rule !== "ignore") warnings.push(w);
  }
  const messages = warnings.map(formatWarning);
  if (errors.length) throw new SiteErrors(groupByFile(errors), messages);
  return messages;
}
