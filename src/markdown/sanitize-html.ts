// What raw HTML in Markdown may not keep, removed with a warning that names its line (`--strict`
// makes it an error). The site's Content-Security-Policy (src/server/csp.ts) runs no script of
// the content, loads no stylesheet or plugin from it, and the page must stay valid HTML:
// - `<script>`, `<style>` (styles come from stylesheets: the config's `stylesheets`), `<link>`,
//   `<meta>`, `<base>`, `<object>`, `<embed>`, `<applet>`, `<frame>`, `<frameset>`: removed;
// - `on…` event handler attributes, and `srcdoc` (a frame's HTML, which nothing here checks):
//   removed;
// - URLs with a script scheme (`javascript:`, `vbscript:`) or `data:` (but an image's
//   `data:image/…`): the attribute is removed.
// `style` attributes stay: the page's policy allows each by its hash (csp.ts). An obsolete
// `align` on a block or an image (`<p align="center">` of a badge row) becomes the class
// `align-center` (and so on), which the theme styles, since the Nu HTML Checker rejects it.
import type { Element, Root } from "hast";
import type { ContentWarning } from "./remark-content-warnings.ts";

/** Elements removed with all they hold, and why. */
const REMOVED: Record<string, string> = {
  script: "scripts of the content do not run under the site's Content-Security-Policy (put code in the theme)",
  style: "the site's Content-Security-Policy applies no <style> of the content (add a stylesheet with the config's `stylesheets`)",
  link: "the content cannot link stylesheets or other resources (add a stylesheet with the config's `stylesheets`)",
  meta: "the content cannot set the page's metadata (use front matter)",
  base: "the content cannot change the page's base URL",
  object: "the site's Content-Security-Policy loads no plugin content (object-src 'none')",
  embed: "the site's Content-Security-Policy loads no plugin content (object-src 'none')",
  applet: "the site's Content-Security-Policy loads no plugin content (object-src 'none')",
  frame: "frames of a frameset are not HTML of a page (use <iframe>)",
  frameset: "framesets are not HTML of a page (use <iframe>)",
};

/** hast names of the attributes that hold URLs. */
const URL_PROPERTIES = new Set(["href", "src", "srcSet", "action", "formAction", "poster", "cite", "background", "ping", "longDesc", "data", "codeBase", "manifest", "xLinkHref"]);

/** Where `align` is obsolete and what it becomes. */
const ALIGNED = new Set(["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "img"]);
const ALIGN_VALUES = new Set(["left", "center", "right", "justify", "top", "middle", "bottom"]);

/** The scheme of a URL as a browser reads it: control characters and whitespace do not count. */
function scheme(url: string): string {
  // eslint-disable-next-line no-control-regex
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020]/g, ""));
  return match ? match[1]!.toLowerCase() : "";
}

function unsafeUrl(element: Element, property: string, url: string): boolean {
  const found = scheme(url);
  if (found === "javascript" || found === "vbscript") return true;
  if (found !== "data") return false;
  const image = (element.tagName === "img" && property === "src") || ((element.tagName === "img" || element.tagName === "source") && property === "srcSet");
  return !(image && /^\s*data:image\//i.test(url));
}

/** `onClick` → `onclick`: the attribute as written. */
const attributeName = (property: string) => property.toLowerCase();

function quote(value: string): string {
  return value.length > 60 ? value.slice(0, 60) + "…" : value;
}

function sanitizeElement(element: Element, warn: (w: ContentWarning) => void): void {
  const line = element.position?.start?.line;
  const properties = element.properties;
  for (const property of Object.keys(properties)) {
    const value = properties[property];
    if (/^on/i.test(property)) {
      warn({ message: `${attributeName(property)} attribute removed from <${element.tagName}>: event handlers of the content do not run under the site's Content-Security-Policy`, line });
      delete properties[property];
    } else if (property === "srcDoc") {
      warn({ message: `srcdoc attribute removed from <${element.tagName}>: give the frame a URL with src`, line });
      delete properties[property];
    } else if (URL_PROPERTIES.has(property) && value !== undefined && value !== null) {
      const text = Array.isArray(value) ? value.join(" ") : String(value);
      if (unsafeUrl(element, property, text)) {
        warn({ message: `unsafe URL "${quote(text)}" removed from <${element.tagName}>: script and data URLs do not run under the site's Content-Security-Policy`, line });
        delete properties[property];
      }
    }
  }
  const align = properties.align;
  if (typeof align === "string" && ALIGNED.has(element.tagName) && ALIGN_VALUES.has(align.toLowerCase())) {
    delete properties.align;
    const classes = Array.isArray(properties.className) ? properties.className : [];
    properties.className = [...classes, `align-${align.toLowerCase()}`];
  }
}

function sanitizeChildren(parent: Root | Element, warn: (w: ContentWarning) => void): void {
  const children = parent.children;
  let kept = 0;
  for (const child of children) {
    if (child.type === "element") {
      const why = REMOVED[child.tagName];
      if (why) {
        warn({ message: `<${child.tagName}> removed: ${why}`, line: child.position?.start?.line });
        continue;
      }
      sanitizeElement(child, warn);
      sanitizeChildren(child, warn);
      // A <template>'s content is a fragment of its own.
      if (child.content) sanitizeChildren(child.content as unknown as Element, warn);
    }
    children[kept++] = child;
  }
  children.length = kept;
}

/** Removes from a tree parsed from raw HTML what may not run or be there, with a warning each. */
export function sanitizeHtml(tree: Root, warn: (w: ContentWarning) => void): void {
  sanitizeChildren(tree, warn);
}
