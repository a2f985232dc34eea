// The feeds' XSLT stylesheets (Docusaurus's `feedOptions.xslt`): a browser that opens rss.xml or
// atom.xml shows a readable page made by the stylesheet instead of raw XML. `true` gives sitec's
// own stylesheets, a path a site's own (beside it, a CSS file of the same name, which the
// stylesheet links); both are written beside the feeds, which name them in an
// `<?xml-stylesheet?>` instruction.
import { existsSync, readFileSync } from "node:fs";
import { basename, isAbsolute, join, parse } from "node:path";
import { SiteError } from "../errors.ts";

/** `feedOptions.xslt` as the config gives it. */
export type XsltOption = boolean | string | null | undefined | { rss?: boolean | string | null; atom?: boolean | string | null };

/** A stylesheet to write beside a feed: its file name and text, and its CSS's. */
export interface FeedStylesheet {
  xsl: { name: string; contents: string };
  css: { name: string; contents: string };
}

/** The stylesheet of one feed kind, or undefined for none. `blogDir` resolves a relative path, as Docusaurus does. */
export function feedStylesheet(option: XsltOption, kind: "rss" | "atom", blogDir: string): FeedStylesheet | undefined {
  const value = typeof option === "object" && option !== null ? option[kind] : option;
  if (value === undefined || value === null || value === false) return undefined;
  if (value === true) return { xsl: { name: `${kind}.xsl`, contents: kind === "rss" ? RSS_XSL : ATOM_XSL }, css: { name: `${kind}.css`, contents: FEED_CSS } };
  const xslFile = isAbsolute(value) ? value : join(blogDir, value);
  if (!existsSync(xslFile)) {
    throw new SiteError(`the feeds' XSLT file "${value}" does not exist.`, { file: xslFile, hint: "Give a path relative to the blog folder, or `xslt: true` for sitec's own stylesheets." });
  }
  const cssFile = join(parse(xslFile).dir, `${parse(xslFile).name}.css`);
  if (!existsSync(cssFile)) {
    throw new SiteError(`the feeds' XSLT file "${value}" has no CSS file of the same name beside it.`, { file: cssFile, hint: `Create ${basename(cssFile)} beside it (the stylesheet's page links it), as Docusaurus requires.` });
  }
  return { xsl: { name: basename(xslFile), contents: readFileSync(xslFile, "utf8") }, css: { name: basename(cssFile), contents: readFileSync(cssFile, "utf8") } };
}

/** The feed with an instruction naming its stylesheet (a file beside it) after the XML declaration. */
export function withStylesheet(feed: string, xslName: string): string {
  const instruction = `<?xml-stylesheet type="text/xsl" href="${xslName}"?>`;
  const declaration = /^<\?xml[^?]*\?>/.exec(feed);
  return declaration ? declaration[0] + instruction + feed.slice(declaration[0].length) : instruction + feed;
}

const FEED_CSS = `body { font-family: system-ui, sans-serif; line-height: 1.5; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; color: #1c1e21; }
.feed-note { background: #eef3fb; border-radius: 0.4rem; padding: 0.75rem 1rem; }
.feed-items { list-style: none; padding: 0; }
.feed-items li { border-top: 1px solid #dadde1; padding: 0.75rem 0; }
.feed-items time { color: #606770; font-size: 0.9rem; }
a { color: #2e5bb8; }
@media (prefers-color-scheme: dark) { body { background: #1b1b1d; color: #e3e3e3; } .feed-note { background: #26303f; } a { color: #8eb4f5; } }
`;

const page = (kind: "rss" | "atom", match: string, title: string, description: string, items: string) => `<?xml version="1.0" encoding="utf-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"${kind === "atom" ? ' xmlns:atom="http://www.w3.org/2005/Atom"' : ""}>
  <xsl:output method="html" encoding="utf-8" indent="yes"/>
  <xsl:template match="${match}">
    <html lang="en">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="${title}"/> (${kind === "rss" ? "RSS" : "Atom"} feed)</title>
        <link rel="stylesheet" href="${kind}.css"/>
      </head>
      <body>
        <p class="feed-note">This is a web feed: copy this page's address into a feed reader to follow the posts.</p>
        <h1><xsl:value-of select="${title}"/></h1>
        <p><xsl:value-of select="${description}"/></p>
        <ul class="feed-items">
${items}
        </ul>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
`;

/** The list of a feed's entries: each entry's link, title, date and summary, by their paths in the feed. */
const items = (entry: string, link: string, title: string, date: string, summary: string) => `          <xsl:for-each select="${entry}">
            <li>
              <a href="{${link}}"><xsl:value-of select="${title}"/></a>
              <br/><time><xsl:value-of select="${date}"/></time>
              <p><xsl:value-of select="${summary}"/></p>
            </li>
          </xsl:for-each>`;

const RSS_XSL = page("rss", "/rss/channel", "title", "description", items("item", "link", "title", "pubDate", "description"));

const ATOM_XSL = page("atom", "/atom:feed", "atom:title", "atom:subtitle", items("atom:entry", "atom:link/@href", "atom:title", "atom:updated", "atom:summary"));
