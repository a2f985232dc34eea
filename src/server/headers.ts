// The response headers `sitec serve` sends, and deploy/nginx.conf reproduces: security headers
// on every response, caching by kind of file, and which types are worth compressing.

/** Sent with every response (the Content-Security-Policy comes from csp.ts). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // For browsers that predate CSP's frame-ancestors.
  "X-Frame-Options": "DENY",
};

/**
 * Content-hashed files, by URL path: the bundle (`/assets/client-UW7XJUVB.js`,
 * `/assets/chunk-6EOFYBPX.js`, `/assets/client-7RGWBDUY.css`) and shared route data
 * (`/assets/sidebar-1a2b3c4d.json`).
 */
export const HASHED_ASSET = /^\/assets\/[^/]+-[A-Za-z0-9]{8}\.(?:js|css|json)$/;

export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Everything else (HTML, route JSON, search indexes, feeds, images) revalidates each time. */
export const REVALIDATE = "no-cache";

/** Cache-Control of a file by its path below the output folder (`/assets/x-HASH.js`). */
export function cacheControl(path: string): string {
  return HASHED_ASSET.test(path) ? IMMUTABLE : REVALIDATE;
}

/** MIME types (without parameters) worth compressing; images other than SVG are compressed already. */
export const COMPRESSIBLE_TYPES: readonly string[] = [
  "text/html",
  "text/css",
  "text/javascript",
  "text/plain",
  "application/json",
  "application/xml",
  "application/manifest+json",
  "image/svg+xml",
];

/** Smaller bodies are sent as they are: compression would not pay for its headers. */
export const MIN_COMPRESS_SIZE = 1024;

export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE_TYPES.includes(contentType.split(";")[0]!.trim());
}

export type Encoding = "br" | "gzip" | "identity";

/**
 * The encoding to send for an `Accept-Encoding` header: brotli, then gzip, then none. A coding
 * with `q=0` is refused; `*` stands for any coding not named.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const quality = (coding: string) => q.get(coding) ?? q.get("*") ?? 0;
  const br = quality("br");
  const gzip = Math.max(quality("gzip"), q.get("x-gzip") ?? 0);
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return "identity";
}
