// Docusaurus keeps older doc versions in `versioned_docs/version-<name>/`, and builds those that
// versions.json lists (docs-versions.ts). Without versions.json the folders are left out, as
// Docusaurus leaves them; this says so in one line.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** The line that names the versions left out, or undefined when the site has none or has versions.json. */
export function versionedDocsNote(siteDir: string): string | undefined {
  if (existsSync(join(siteDir, "versions.json"))) return undefined;
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
  return `versioned_docs/ left out: without versions.json only the current docs are built, not version${versions.length === 1 ? "" : "s"} ${names}.`;
}
