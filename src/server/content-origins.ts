// The other sites a page's content loads images and frames from: the origins of the absolute
// http(s) URLs of its `<img src>`, `srcset` (of `<img>` and `<source>`) and `<iframe src>`. A
// page's Content-Security-Policy allows these and no other (csp.ts), and a route whose content
// has some is loaded in full (RouteData.fullLoad), since only its own policy allows them.
//
// The HTML is read as the build writes it: text cannot hold a tag (`<` is escaped there), nor can
// the JSON of a script, so every `<img` is an element.

export interface ContentOrigins {
  /** For `img-src`. */
  images: string[];
  /** For `frame-src`. */
  frames: string[];
}

const TAG = /<(img|source|iframe)\b([^>]*)>/gi;
const ATTRIBUTE = /\s(src|srcset)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

/** `https://img.shields.io/x` → `https://img.shields.io`; `//host/x` → `host`; others → undefined. */
export function originOf(url: string): string | undefined {
  const text = decodeEntities(url.trim());
  if (text.startsWith("//")) {
    const host = /^\/\/([^/?#\s]+)/.exec(text)?.[1];
    return host ? validHost(host) : undefined;
  }
  if (!/^https?:\/\//i.test(text)) return undefined;
  try {
    const parsed = new URL(text);
    return parsed.host ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

function validHost(host: string): string | undefined {
  try {
    return new URL(`https://${host}`).host || undefined;
  } catch {
    return undefined;
  }
}

function decodeEntities(value: string): string {
  return value.includes("&") ? value.replace(/&amp;/g, "&").replace(/&#x2f;/gi, "/").replace(/&#47;/g, "/").replace(/&#x3a;/gi, ":").replace(/&#58;/g, ":") : value;
}

/** The origins of the images and frames of an HTML document or fragment, each once, sorted. */
export function contentOrigins(html: string): ContentOrigins {
  const images = new Set<string>();
  const frames = new Set<string>();
  if (!/<(?:img|source|iframe)\b/i.test(html)) return { images: [], frames: [] };
  for (const [, tag = "", attributes = ""] of html.matchAll(TAG)) {
    const into = tag.toLowerCase() === "iframe" ? frames : images;
    for (const [, name = "", a, b, c] of attributes.matchAll(ATTRIBUTE)) {
      const value = a ?? b ?? c ?? "";
      // A srcset lists `url width` candidates, split by commas.
      const urls = name.toLowerCase() === "srcset" ? value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? "") : [value];
      for (const url of urls) {
        const origin = originOf(url);
        if (origin) into.add(origin);
      }
    }
  }
  return { images: [...images].sort(), frames: [...frames].sort() };
}

/** True when the content loads an image or a frame from another site. */
export function hasContentOrigins(html: string): boolean {
  const { images, frames } = contentOrigins(html);
  return images.length > 0 || frames.length > 0;
}
