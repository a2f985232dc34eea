// The Nu HTML Checker (vnu.jar of the vnu-jar package) run by Debian's Java, for the HTML
// validation test. One run checks many files: starting the JVM costs more than a page does.
// test/ensure-tools.mjs makes sure Java is there before the tests start.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

export const JAVA = process.env.JAVA_PATH ?? (existsSync("/usr/bin/java") ? "/usr/bin/java" : "java");
/** The package's main export is the path of its jar (requiring it downloads nothing). */
const VNU_JAR = String(createRequire(import.meta.url)("vnu-jar"));

export interface HtmlError {
  /** Absolute path of the checked file. */
  file: string;
  line?: number;
  message: string;
  /** The markup around the error. */
  extract?: string;
}

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Every error the checker reports for the given HTML files (warnings and notes left out). */
export async function htmlErrors(files: string[]): Promise<HtmlError[]> {
  // The checker passes over a file it cannot find without a word.
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length) throw new Error(`No such file to check: ${missing.join(", ")}`);
  const args = ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--stdout", ...files];
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(JAVA, args, { maxBuffer: 64 * 1024 * 1024 }, (error, out, err) => {
      // Exit code 1 means "errors found"; anything else is a failure of the run itself.
      if (error?.code === "ENOENT") reject(new Error(`No Java at ${JAVA}. Install it with: apt-get update && apt-get install -y default-jre-headless`));
      else if (error && error.code !== 1) reject(new Error(`${JAVA} -jar ${VNU_JAR} failed (${error.code ?? error.message}): ${err}`));
      else resolve(out);
    });
  });
  const report = JSON.parse(stdout) as { messages: VnuMessage[] };
  // "error" and "non-document-error" (a file it could not read) are both failures.
  return report.messages
    .filter((m) => m.type !== "info")
    .map((m) => ({
      file: m.url ? fileURLToPath(m.url) : "(no file)",
      line: m.lastLine,
      message: m.type === "error" ? m.message : `${m.type}: ${m.message}`,
      extract: m.extract,
    }));
}

/** One line per error, `file:line: message (in: markup)`, the file relative to `dir`. */
export function describeErrors(errors: HtmlError[], dir: string): string[] {
  return errors.map((e) => {
    const file = e.file.startsWith(dir + "/") ? e.file.slice(dir.length + 1) : e.file;
    const markup = e.extract ? ` (in: ${e.extract.replace(/\s+/g, " ").trim()})` : "";
    return `${file}:${e.line ?? "?"}: ${e.message}${markup}`;
  });
}
