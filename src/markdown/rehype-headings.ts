// Gives headings GitHub-compatible ids (or `{#custom-id}`), adds the "Direct link to" anchor,
// and records the table of contents and the page's first h1.
import type { Root, RootContent, Element, ElementContent, Parents, Text } from "hast";
import GithubSlugger from "github-slugger";
import { toString } from "hast-util-to-string";
import { walk, isElement } from "./walk.ts";
import { hastToHtml } from "./hast-to-html.ts";
import type { TocItem } from "../shared/types.ts";

export interface HeadingReport {
  toc: TocItem[];
  /** Every heading from h2 to h6, whatever the TOC's levels: an MDX page's `toc` export, as Docusaurus's. */
  headings?: TocItem[];
  /** Text of the first heading when it is an h1 (above any thematic break): the page's title; removed from the body when it leads it (the page renders the heading). */
  h1?: string;
  /** Its HTML, where it has markup (`# Using \`combineReducers\``): the page's heading shows it. */
  h1Html?: string;
  /** True when that heading comes below other content: it stays there, and the page shows no heading of its own. */
  h1InPlace?: boolean;
  ids: string[];
  /** Ids given to more than one heading (a custom id colliding with another). */
  duplicates: string[];
}

const CUSTOM_ID = /\s*\{#([^}\s]+)\}\s*$/;

/** Removes a trailing `{#id}` from a heading's last text node; returns the id. */
function takeCustomId(heading: Element): string | undefined {
  const last = heading.children[heading.children.length - 1];
  if (!last || last.type !== "text") return undefined;
  const match = CUSTOM_ID.exec(last.value);
  if (!match) return undefined;
  (last as Text).value = last.value.slice(0, match.index);
  return match[1];
}

/** HTML of an h1's content that has markup of plain elements only (not text alone, nor MDX's JSX). */
function markupOf(heading: Element): string | undefined {
  if (heading.children.every((child) => child.type === "text")) return undefined;
  let plain = true;
  walk(heading, (node): node is Element => node.type !== "element" && node.type !== "text", () => {
    plain = false;
  });
  return plain ? hastToHtml({ type: "root", children: heading.children }).trim() : undefined;
}

/** What shows nothing in the page: white space, comments, an MDX file's imports and exports, and its comment expressions. */
const showsNothing = (node: RootContent): boolean =>
  node.type === "comment" || (node.type === "text" && !node.value.trim()) || (node.type as string) === "mdxjsEsm" || (node.type as string) === "mdxFlowExpression";

/** `removeTitle`: a post's, whose first h1 goes wherever it stands (Docusaurus's blog: `removeContentTitle`). */
export function rehypeHeadings(report: HeadingReport, levels: { min: number; max: number }, removeTitle = false) {
  return () => (tree: Root) => {
    const slugger = new GithubSlugger();
    let first = true;
    walk<Element, Parents>(tree, isElement, (node, index, parent) => {
      // Docusaurus takes a page's title from its first heading only above the first thematic break.
      if (node.tagName === "hr") first = false;
      const level = /^h([1-6])$/.exec(node.tagName)?.[1];
      if (!level) return;
      const depth = Number(level);
      if (depth === 1 && first) {
        // Its id is taken though it is removed, as Docusaurus slugs every heading before it takes
        // the title: a later `## Title` is `title-1`.
        const customId = takeCustomId(node);
        report.h1 = toString(node).trim();
        const html = markupOf(node);
        if (html !== undefined) report.h1Html = html;
        if (customId) slugger.occurrences[customId] ??= 0;
        else slugger.slug(report.h1);
        first = false;
        const leading = removeTitle || (parent === tree && tree.children.slice(0, index).every(showsNothing));
        if (leading) {
          parent.children.splice(index, 1);
          return index;
        }
        // Below other content (or inside it), Docusaurus wraps it in <header> where it stands, and
        // the page shows no heading of its own.
        report.h1InPlace = true;
        parent.children[index] = { type: "element", tagName: "header", properties: {}, children: [node] };
        return undefined;
      }
      first = false;
      const customId = takeCustomId(node);
      const text = toString(node).trim();
      const id = customId ?? slugger.slug(text);
      // Reserve a custom id so a later heading with that text gets `-1`, as GitHub does.
      if (customId && !(customId in slugger.occurrences)) slugger.occurrences[customId] = 0;
      if (report.ids.includes(id)) report.duplicates.push(id);
      node.properties = { ...node.properties, id };
      report.ids.push(id);
      const anchor: ElementContent = {
        type: "element",
        tagName: "a",
        properties: {
          className: ["hash-link"],
          href: "#" + id,
          ariaLabel: `Direct link to ${text}`,
          title: `Direct link to ${text}`,
        },
        children: [{ type: "text", value: "#" }],
      };
      node.children.push({ type: "text", value: " " }, anchor);
      if (depth >= levels.min && depth <= levels.max) report.toc.push({ id, text, level: depth });
      if (depth >= 2) report.headings?.push({ id, text, level: depth });
      return undefined;
    });
  };
}
