// Docusaurus keeps older doc versions in `versioned_docs/version-<name>/` (listed in
// versions.json). sitec builds the current docs only; this says in one line what it leaves out.
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** The line that names the versions left out, or undefined when the site has none. */
export function versionedDocsNote(siteDir: string): string | undefined {
  let versions: string[];
  try {
    versions = readdirSync(join(siteDir, "versioned_docs"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name.replace(/^version-/, ""));
  } catch {
    return undefined;
  }
  if (!versions.length) return undefined;
  const names = versions.sort().join(", ");
  return `versioned_docs/ left out: only the current docs are built, not version${versions.length === 1 ? "" : "s"} ${names}.`;
}
