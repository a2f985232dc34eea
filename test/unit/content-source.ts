// Reads the site's Markdown and SVG sources for tests that check facts stated in the content.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fg from "fast-glob";

const siteDir = fileURLToPath(new URL("../../site", import.meta.url));

/** The text of a file under site/, by its path relative to site/. */
export function readSite(path: string): string {
  return readFileSync(join(siteDir, path), "utf8");
}

/** Paths (relative to site/) of the files matching a glob. */
export function siteFiles(glob: string): string[] {
  return fg.sync(glob, { cwd: siteDir }).sort();
}

/** Markdown without front matter and fenced code blocks: the prose and tables a reader sees. */
export function proseOf(markdown: string): string {
  return markdown.replace(/^---\n[\s\S]*?\n---\n/, "").replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, "");
}

/** The body of the section under `heading` (for example "## Status"), up to the next heading of the same or a higher level. */
export function section(markdown: string, heading: string): string {
  const level = heading.match(/^#+/)![0].length;
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) throw new Error(`no heading "${heading}"`);
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => {
    const m = line.match(/^(#+)\s/);
    return m !== null && m[1]!.length <= level;
  });
  return (end < 0 ? rest : rest.slice(0, end)).join("\n");
}

/**
 * Sentences of a Markdown text. Paragraphs, list items and table rows are split apart first,
 * then each is cut after `.`, `!` or `?`; line breaks inside a sentence become spaces.
 */
export function sentences(markdown: string): string[] {
  return markdown
    .split(/\n\s*\n|\n(?=\s*(?:[-*+]|\d+\.|\|)\s)/)
    .flatMap((block) => block.replace(/\s+/g, " ").split(/(?<=[.!?])\s+(?=[A-Z`*(])/))
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Paragraphs (blocks separated by blank lines) of a Markdown text. */
export function paragraphs(markdown: string): string[] {
  return markdown.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, " ").trim()).filter(Boolean);
}

/** The cells of every table row of a Markdown text (header and separator rows included). */
export function tableRows(markdown: string): string[][] {
  return markdown
    .split("\n")
    .filter((line) => line.trimStart().startsWith("|"))
    .map((line) => line.trim().replace(/^\||\|$/g, "").split("|").map((cell) => cell.trim()));
}

export interface SvgText {
  x: number;
  y: number;
  fontSize: number | undefined;
  text: string;
}

/** Every <text> element of an SVG with its position and content (entities decoded for &lt; &gt; &amp;). */
export function svgTexts(svg: string): SvgText[] {
  return [...svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)].map(([, attrs, body]) => ({
    x: Number(attr(attrs!, "x")),
    y: Number(attr(attrs!, "y")),
    fontSize: attr(attrs!, "font-size") === undefined ? undefined : Number(attr(attrs!, "font-size")),
    text: body!.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&"),
  }));
}

export interface SvgRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every <rect> element of an SVG. */
export function svgRects(svg: string): SvgRect[] {
  return [...svg.matchAll(/<rect\b([^>]*)\/?>/g)].map(([, attrs]) => ({
    x: Number(attr(attrs!, "x")),
    y: Number(attr(attrs!, "y")),
    width: Number(attr(attrs!, "width")),
    height: Number(attr(attrs!, "height")),
  }));
}

function attr(attrs: string, name: string): string | undefined {
  return attrs.match(new RegExp(`(?:^|\\s)${name}="([^"]*)"`))?.[1];
}
