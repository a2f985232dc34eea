import { relative } from "node:path";
import type { RouteEntry } from "./route-entry.ts";

/** Routes that two sources produce; the later one would overwrite the earlier. */
export function findDuplicateRoutes(entries: RouteEntry[]): { message: string; file?: string }[] {
  const seen = new Map<string, RouteEntry>();
  const out: { message: string; file?: string }[] = [];
  for (const entry of entries) {
    const other = seen.get(entry.data.path);
    if (other) {
      const where = (e: RouteEntry) => (e.file ? relative(process.cwd(), e.file) : `a generated ${e.data.props.kind} page`);
      out.push({
        message: `duplicate route ${entry.data.path}: produced by ${where(other)} and ${where(entry)}; the second one wins`,
        file: entry.file,
      });
    }
    seen.set(entry.data.path, entry);
  }
  return out;
}

/**
 * The routes without the redirects sitec generates (`/docs` → the main doc) where a page has the
 * same route: a site whose docs are at its root (`routeBasePath: "/"`) has its home page there.
 */
export function withoutShadowedRedirects(entries: RouteEntry[]): RouteEntry[] {
  const generatedRedirect = (e: RouteEntry) => !e.file && e.data.props.kind === "redirect";
  const pages = new Set(entries.filter((e) => !generatedRedirect(e)).map((e) => e.data.path));
  return entries.filter((e) => !generatedRedirect(e) || !pages.has(e.data.path));
}
