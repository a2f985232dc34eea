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
