// What `sitec migrate` prints: the config written, what was copied, each option, plugin and
// theme not carried over with what to do instead, and the command that builds the site.
import { relative } from "node:path";
import type { MigrateResult } from "./migrate.ts";

export function migrationReport(result: MigrateResult): string {
  const lines = [`Wrote ${result.configFile}.`];
  if (result.copied.length) lines.push(`Copied into ${result.siteDir}: ${result.copied.join(", ")}.`);
  if (result.notes.length) {
    lines.push("", `Not carried over (${result.notes.length}):`);
    for (const note of result.notes) lines.push(`- \`${note.subject}\` ${note.advice}`);
  } else lines.push("Every option was carried over.");
  const fromHere = relative(process.cwd(), result.siteDir) || ".";
  const site = fromHere.startsWith("..") ? result.siteDir : fromHere;
  lines.push("", `Next: sitec build --site ${site}`);
  return lines.join("\n");
}
