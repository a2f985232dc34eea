// The other sites a page's stylesheets come from, and what those stylesheets load. A config
// `stylesheets` entry (Google Fonts, KaTeX's CSS on a CDN) is linked from the page as it is, and
// the site's own CSS may `@import` such a stylesheet or draw a `url()` from another site. The
// page's Content-Security-Policy allows these origins (csp.ts); without them the browser refuses
// the stylesheet, its fonts or its images.
//
// A stylesheet of another site is taken to load its fonts and images from its own origin (its
// URLs are relative, as KaTeX's and most CDNs' are); Google Fonts' CSS loads them from
// fonts.gstatic.com, which the page never names, so that host is added for it.
import { readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { originOf } from "./content-origins.ts";
import { attribute } from "./html-attribute.ts";

export interface StyleOrigins {
  /** For `style-src`. */
  styles: string[];
  /** For `font-src`. */
  fonts: string[];
  /** For `img-src`. */
  images: string[];
}

export const NO_STYLE_ORIGINS: StyleOrigins = { styles: [], fonts: [], images: [] };

/** Where a stylesheet host's CSS loads its font files from, besides its own origin. */
const FONT_FILE_HOSTS: Record<string, string[]> = { "https://fonts.googleapis.com": ["https://fonts.gstatic.com"] };

const LINK = /<link\b([^>]*)>/gi;
const IMPORT = /@import\s+(?:url\(\s*)?["']?([^"')\s;]+)/gi;
const URL_FUNCTION = /url\(\s*["']?([^"')\s]+)/gi;

/** The text of a stylesheet of the site by its `href` (a path), or undefined when there is none. */
export type ReadStylesheet = (href: string) => string | undefined;

/**
 * The origins of the stylesheets an HTML document links, and of what they load. `readStylesheet`
 * gives the text of the site's own stylesheets, whose `@import`s and `url()`s count too.
 */
export function stylesheetOrigins(html: string, readStylesheet?: ReadStylesheet): StyleOrigins {
  const found = { styles: new Set<string>(), fonts: new Set<string>(), images: new Set<string>() };
  for (const [, attributes = ""] of html.matchAll(LINK)) {
    const rel = (attribute(attributes, "rel") ?? "").toLowerCase().split(/\s+/);
    const href = attribute(attributes, "href");
    if (!rel.includes("stylesheet") || !href) continue;
    const origin = originOf(href);
    if (origin) addStylesheet(found, origin);
    else if (readStylesheet) {
      const css = readStylesheet(href);
      if (css !== undefined) addCss(found, css);
    }
  }
  const sorted = (set: Set<string>) => [...set].sort();
  return { styles: sorted(found.styles), fonts: sorted(found.fonts), images: sorted(found.images) };
}

type Found = { styles: Set<string>; fonts: Set<string>; images: Set<string> };

function addStylesheet(found: Found, origin: string): void {
  found.styles.add(origin);
  for (const host of [origin, ...(FONT_FILE_HOSTS[origin] ?? [])]) {
    found.fonts.add(host);
    found.images.add(host);
  }
}

/** A stylesheet's imports of other sites' stylesheets, and its fonts and images from other sites. */
function addCss(found: Found, css: string): void {
  if (!css.includes("//")) return;
  for (const [, url = ""] of css.matchAll(IMPORT)) {
    const origin = originOf(url);
    if (origin) addStylesheet(found, origin);
  }
  for (const [, url = ""] of css.matchAll(URL_FUNCTION)) {
    const origin = originOf(url);
    if (!origin) continue;
    found.fonts.add(origin);
    found.images.add(origin);
  }
}

/**
 * Reads the stylesheets of a built site in `dir`, served at `baseUrl`, by the path a page links
 * them with. Each file's text is kept until the file changes (a rebuild writes new names anyway).
 */
export function siteStylesheetReader(dir: string, baseUrl = "/"): ReadStylesheet {
  const kept = new Map<string, { mtimeMs: number; css: string }>();
  return (href) => {
    const path = href.split(/[?#]/)[0]!;
    if (!path.startsWith(baseUrl) || !path.endsWith(".css")) return undefined;
    const file = join(dir, decodeURIComponent(path.slice(baseUrl.length)));
    if (relative(dir, file).split(sep)[0] === "..") return undefined;
    try {
      const { mtimeMs } = statSync(file);
      const known = kept.get(file);
      if (known?.mtimeMs === mtimeMs) return known.css;
      const css = readFileSync(file, "utf8");
      kept.set(file, { mtimeMs, css });
      return css;
    } catch {
      return undefined;
    }
  };
}
