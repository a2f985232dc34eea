/** MIME types of every kind of file the site has. */
export const MIME_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  // Precompressed siblings (precompress.ts), should one be asked for by name.
  ".gz": "application/gzip",
  ".br": "application/x-brotli",
};

export function mimeType(path: string): string {
  const dot = path.lastIndexOf(".");
  return (dot >= 0 && MIME_TYPES[path.slice(dot).toLowerCase()]) || "application/octet-stream";
}
