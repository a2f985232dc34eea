// Rewrites links in Markdown as Docusaurus resolves them: links to `.md`/`.mdx` files (relative,
// absolute or `@site/`) become the target doc's or post's route, absolute paths get the base
// URL, and files beside the Markdown (`./assets/x.png`, `@site/files/y.pdf`) become assets with
// a content hash in their name (markdown-assets.ts), `pathname://` links are paths of the
// server (paths.ts), and a folder's index doc's other relative links are resolved from its
// folder. Every internal link is recorded (with its line) for link checking.
import type { Root, Link, Image, Definition } from "mdast";
import type { Node } from "unist";
import { walk } from "./walk.ts";
import { FILE_NAME, PATHNAME_PROTOCOL, isExternalUrl, pathnameHref, splitUrl, withBase, withTrailingSlash } from "../shared/paths.ts";

export interface LinkContext {
  baseUrl: string;
  /** Resolves a `.md` path as written (relative, `/…` or `@site/…`) to a route path; undefined if no doc. */
  resolveMarkdownFile(path: string): string | undefined;
  /**
   * The output path (`/assets/images/x-1a2b3c4d.png`) of a file a link or image names (relative
   * to the Markdown file, or `@site/…`), or undefined when there is no such file.
   */
  resolveAsset?(path: string): string | undefined;
  /** The config's `trailingSlash`: true adds one to links to pages, false removes it, unset leaves them. */
  trailingSlash?: boolean;
  /**
   * Where the file's other relative links are resolved from, when the browser would resolve
   * them elsewhere: a folder's index doc (`/docs/guide/`, as Docusaurus routes it, with its
   * folder's slash), which sitec serves at `/docs/guide`. Such links are written resolved.
   */
  relativeFrom?: string;
}

export interface CollectedLink {
  /** The href as written into the HTML (base URL applied). */
  url: string;
  line?: number;
  /** A `.md` link to no doc, or an image or file path that names none: already reported, skipped by the link checker. */
  brokenMarkdown?: boolean;
}

export interface LinkReport {
  links: CollectedLink[];
  /** Links with a script URL (`javascript:`), removed from the page. */
  unsafe: { target: string; line?: number }[];
  brokenMarkdownLinks: { target: string; line?: number }[];
  /** Images beside the file, and `@site/` paths, that name no file. */
  missingAssets: { target: string; line?: number }[];
}

type Rewritten = { url: string; broken?: "markdown" | "asset" };

const MARKDOWN_FILE = /\.mdx?$/;

/** Rewrites the URL of one link or image; returns undefined for URLs left as they are. */
export function rewriteUrl(url: string, ctx: LinkContext, image = false): Rewritten | undefined {
  if (!url || isExternalUrl(url) || url.startsWith("#")) return undefined;
  const { path, query, hash } = splitUrl(url);
  const suffix = (query ? "?" + query : "") + (hash ? "#" + hash : "");
  if (MARKDOWN_FILE.test(path)) {
    const route = ctx.resolveMarkdownFile(decodedPath(path));
    if (route) return { url: withBase(ctx.baseUrl, withTrailingSlash(route, ctx.trailingSlash)) + suffix };
    // `/raw/x.md` that is no doc or post may be a file of static/: the link check looks for it.
    if (!path.startsWith("/")) return { url, broken: "markdown" };
  }
  if (path.startsWith("/")) {
    // As Docusaurus's Link adds it (addBaseUrl): not to a path that starts with it already.
    const based = ctx.baseUrl !== "/" && path.startsWith(ctx.baseUrl);
    return { url: (based ? withTrailingSlash(path, ctx.trailingSlash) : withBase(ctx.baseUrl, withTrailingSlash(path, ctx.trailingSlash))) + suffix };
  }
  const site = path.startsWith("@site/");
  if (ctx.resolveAsset && path && (site || image || FILE_NAME.test(path))) {
    const asset = ctx.resolveAsset(decodedPath(path));
    if (asset) return { url: withBase(ctx.baseUrl, asset) + suffix };
    // A relative link to no file may be a route (`../v1.2`); an image or `@site/` path is a file.
    if (site || image) return { url, broken: "asset" };
  }
  if (ctx.relativeFrom && path && !site) {
    return { url: withBase(ctx.baseUrl, new URL(path, "http://x" + ctx.relativeFrom).pathname) + suffix };
  }
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
      if (target.url.startsWith(PATHNAME_PROTOCOL)) {
        target.url = pathnameHref(target.url, ctx.baseUrl);
        // Marked, as @docusaurus/Link marks it: the link check and the theme's router leave it.
        if (target.type === "link") target.data = { ...target.data, hProperties: { ...target.data?.hProperties, dataSitecPathname: "" } };
        return;
      }
      const rewritten = rewriteUrl(target.url, ctx, target.type === "image");
      if (rewritten?.broken === "markdown") {
        // Reported as a warning of its own; the link checker does not count it again.
        report.brokenMarkdownLinks.push({ target: target.url, line });
        report.links.push({ url: target.url, line, brokenMarkdown: true });
        return;
      }
      if (rewritten?.broken === "asset") {
        // Reported as such (markdown.hooks.onBrokenMarkdownImages); the link checker does not count it again.
        report.missingAssets.push({ target: target.url, line });
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
