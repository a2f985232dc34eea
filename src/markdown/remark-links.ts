// Rewrites links in Markdown: relative `.md` links become the target doc's route, absolute
// paths get the base URL. Every internal link is recorded (with its line) for link checking.
import type { Root, Link, Image, Definition } from "mdast";
import type { Node } from "unist";
import { walk } from "./walk.ts";
import { isExternalUrl, splitUrl, withBase } from "../shared/paths.ts";

export interface LinkContext {
  baseUrl: string;
  /** Resolves a `.md` path relative to the current file to a route path; undefined if no doc. */
  resolveMarkdownFile(relativePath: string): string | undefined;
}

export interface CollectedLink {
  /** The href as written into the HTML (base URL applied). */
  url: string;
  line?: number;
  /** A `.md` link to no doc: already a warning, skipped by the link checker. */
  brokenMarkdown?: boolean;
}

export interface LinkReport {
  links: CollectedLink[];
  /** Links with a script URL (`javascript:`), removed from the page. */
  unsafe: { target: string; line?: number }[];
  brokenMarkdownLinks: { target: string; line?: number }[];
}

/** Rewrites the URL of one link or image; returns undefined for URLs left as they are. */
export function rewriteUrl(url: string, ctx: LinkContext): { url: string; broken?: boolean } | undefined {
  if (!url || isExternalUrl(url) || url.startsWith("#")) return undefined;
  const { path, query, hash } = splitUrl(url);
  const suffix = (query ? "?" + query : "") + (hash ? "#" + hash : "");
  if (/\.mdx?$/.test(path) && !path.startsWith("/")) {
    const route = ctx.resolveMarkdownFile(decodedPath(path));
    if (!route) return { url, broken: true };
    return { url: withBase(ctx.baseUrl, route) + suffix };
  }
  if (path.startsWith("/")) return { url: withBase(ctx.baseUrl, path) + suffix };
  return undefined;
}

/** A link's path with its escapes decoded; as written when a `%` in it starts none (`100%.md`). */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const isLinkLike = (node: Node): node is Link | Image | Definition =>
  node.type === "link" || node.type === "image" || node.type === "definition";

export function remarkLinks(ctx: LinkContext, report: LinkReport) {
  return () => (tree: Root) => {
    walk(tree, isLinkLike, (target) => {
      const line = target.position?.start.line;
      if (/^\s*(javascript|vbscript|data:text\/html)/i.test(target.url)) {
        report.unsafe.push({ target: target.url, line });
        target.url = "";
        return;
      }
      const rewritten = rewriteUrl(target.url, ctx);
      if (rewritten?.broken) {
        // Reported as a warning of its own; the link checker does not count it again.
        report.brokenMarkdownLinks.push({ target: target.url, line });
        report.links.push({ url: target.url, line, brokenMarkdown: true });
        return;
      }
      if (rewritten) target.url = rewritten.url;
      if (!isExternalUrl(target.url)) {
        report.links.push({ url: target.url, line });
      }
    });
  };
}
