// The Content-Security-Policy of the built site. Scripts run only from the site's own origin
// (the hashed ESM bundle and its chunks) or, inline, by the SHA-256 hash of their exact text:
// no 'unsafe-inline', no 'unsafe-eval'. The hashes are taken from the inline scripts a built
// page really contains (the document shell's no-flash colour script and whatever the runtime
// adds), so the policy follows the theme without a hash written down anywhere.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import fg from "fast-glob";
import { contentOrigins, type ContentOrigins } from "./content-origins.ts";
import { attribute } from "./html-attribute.ts";
import { drawsDiagrams } from "../shared/mermaid.ts";
import { NO_STYLE_ORIGINS, siteStylesheetReader, stylesheetOrigins, type ReadStylesheet, type StyleOrigins } from "./stylesheet-origins.ts";

/** Every directive but the inline-script hashes. Also the policy of non-HTML responses. */
export const BASE_POLICY: readonly (readonly [string, ...string[]])[] = [
  ["default-src", "'self'"],
  ["script-src", "'self'"],
  ["style-src", "'self'"],
  // The stylesheet draws a few icons as `data:` SVG.
  ["img-src", "'self'", "data:"],
  ["font-src", "'self'"],
  ["connect-src", "'self'"],
  ["object-src", "'none'"],
  ["base-uri", "'self'"],
  ["form-action", "'self'"],
  ["frame-ancestors", "'none'"],
];

/** Script types a browser executes; any other type (`application/json`, …) is a data block. */
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript", "application/ecmascript", "text/ecmascript"]);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The text of each inline script of an HTML document that a browser would execute. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, "src") !== undefined) continue;
    const type = (attribute(attributes, "type") ?? "").trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    // The HTML parser turns CR LF and lone CR into LF before the browser hashes the text.
    scripts.push(text.replace(/\r\n?/g, "\n"));
  }
  return scripts;
}

/** The CSP source expression of an inline script (`'sha256-…'`). */
export function scriptSource(script: string): string {
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
}

const NO_ORIGINS: ContentOrigins = { images: [], frames: [] };

/**
 * The policy, with `'sha256-…'` sources for the given inline scripts and style attributes (each
 * once, in order). Style attributes are allowed by hash alone (`'unsafe-hashes'`, CSP Level 3),
 * in `style-src-attr`, which only a page that has some gets. A page with Mermaid diagrams
 * (`inlineStyles`) allows inline styles instead, `'unsafe-inline'` in `style-src`, which style
 * attributes then follow too: Mermaid writes a `<style>` into every diagram and sets styles
 * whose text is known only in the browser. Scripts stay as strict. The origins of the content's
 * images join `img-src`; those of its frames get a `frame-src` of their own (without one, frames
 * follow `default-src 'self'`). The origins of the page's stylesheets and of what they load join
 * `style-src`, `font-src` and `img-src` (stylesheet-origins.ts).
 */
export function contentSecurityPolicy(
  inline: readonly string[] = [],
  styles: readonly string[] = [],
  origins: ContentOrigins = NO_ORIGINS,
  sheets: StyleOrigins = NO_STYLE_ORIGINS,
  inlineStyles = false,
): string {
  const hashes = [...new Set(inline.map(scriptSource))];
  const added: Record<string, readonly string[]> = {
    "script-src": hashes,
    "style-src": inlineStyles ? ["'unsafe-inline'", ...sheets.styles] : sheets.styles,
    "img-src": [...new Set([...origins.images, ...sheets.images])],
    "font-src": sheets.fonts,
  };
  const directives = BASE_POLICY.map(([name, ...sources]) => [name, ...sources, ...(added[name] ?? [])].join(" "));
  if (origins.frames.length) directives.splice(directives.findIndex((d) => d.startsWith("object-src")), 0, ["frame-src", "'self'", ...origins.frames].join(" "));
  if (styles.length && !inlineStyles) directives.push(["style-src-attr", "'unsafe-hashes'", ...new Set(styles.map(scriptSource))].join(" "));
  return directives.join("; ");
}

/**
 * The policy of one HTML document: its own inline scripts and style attributes are allowed by
 * hash, and the other sites its images, frames and stylesheets come from by origin
 * (content-origins.ts, stylesheet-origins.ts; `readStylesheet` gives the site's own stylesheets).
 */
export function policyForHtml(html: string, readStylesheet?: ReadStylesheet): string {
  return contentSecurityPolicy(inlineScripts(html), styleAttributes(html), contentOrigins(html), stylesheetOrigins(html, readStylesheet), drawsDiagrams(html));
}

const STYLE_ATTRIBUTE = /<[a-zA-Z][^>]*?\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * The values of the `style` attributes of an HTML document, as the browser hashes them (entities
 * decoded), each once. Content rendered by a plugin may have them (KaTeX sets sizes this way);
 * the theme has none. Text cannot hold a tag (`<` is escaped there), nor the JSON of a script.
 */
export function styleAttributes(html: string): string[] {
  if (!html.includes("style")) return [];
  const values = new Set<string>();
  for (const match of html.matchAll(STYLE_ATTRIBUTE)) values.add(decodeAttribute(match[1] ?? match[2] ?? ""));
  return [...values];
}

function decodeAttribute(value: string): string {
  if (!value.includes("&")) return value;
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&amp;/g, "&");
}

/** The policy of every HTML file of a built site served at `baseUrl`, by URL path of the file (`/docs/x/index.html`). */
export async function policiesOfSite(dir: string, baseUrl = "/"): Promise<Map<string, string>> {
  const files = (await fg("**/*.html", { cwd: dir, dot: false, followSymbolicLinks: false })).sort();
  const policies = new Map<string, string>();
  const readStylesheet = siteStylesheetReader(dir, baseUrl);
  for (const file of files) policies.set("/" + file, policyForHtml(await readFile(`${dir}/${file}`, "utf8"), readStylesheet));
  return policies;
}

/**
 * The body of an nginx `map $uri $sitec_csp { … }` (see deploy/nginx.conf): one line per HTML
 * file of the site, keyed by the URI nginx ends on after `try_files` (`/docs/x/index.html`).
 */
export function nginxPolicyMap(policies: Map<string, string>, baseUrl = "/"): string {
  const prefix = baseUrl.replace(/\/$/, "");
  const quote = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;
  const lines = [`# Generated by \`sitec csp-map\`: the Content-Security-Policy of each page of the built site.`];
  lines.push(`default ${quote(contentSecurityPolicy())};`);
  for (const [path, policy] of policies) lines.push(`${quote(prefix + path)} ${quote(policy)};`);
  return lines.join("\n") + "\n";
}
