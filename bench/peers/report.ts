// The results of bench/peers.ts: their shape, a build failure's reason, and the table per corpus.
import { median, spread, table } from "../lib.ts";
import type { DocPageCheck, OutputStats } from "./output.ts";
import type { PageScripts } from "./page-js.ts";

export interface Run {
  seconds: number;
  peakMiB: number;
  userSeconds: number;
  systemSeconds: number;
}

export interface ToolResult {
  tool: string;
  setup: string;
  /** Why the tool has no figures (install, set-up or build failed), when it has none. */
  failed?: string;
  /** Peak RSS of the failed build, when /usr/bin/time reported one. */
  failedPeakMiB?: number;
  /** The end of the failed build's output (stdout, then stderr). */
  failedLog?: string;
  runs: Run[];
  output?: OutputStats;
  docPage?: DocPageCheck;
  scripts?: PageScripts;
  scriptsError?: string;
}

export interface CorpusResult {
  docs: number;
  posts: number;
  tools: ToolResult[];
}

const ANSI = /\x1b\[[0-9;]*m/g;

/**
 * The lines of `text` that say something: colours, time stamps and `[tool]` prefixes removed;
 * no stack frames, no blank lines.
 */
function meaningfulLines(text: string): string[] {
  return text
    .replace(ANSI, "")
    .split("\n")
    .map((l) => l.replace(/^\s*(\d\d:\d\d:\d\d\s+)?(\[[^\]\n]{1,40}\]\s*)*/, "").trim())
    .filter((l) => l && !/^at /.test(l) && !/^\d+: 0x[0-9a-f]+ /.test(l));
}

/** The last line that reports an error, with the line before it; else the last three lines. */
function errorLines(text: string): string[] {
  const lines = meaningfulLines(text);
  const last = lines.findLastIndex((l) => /error|fail|dead link|cannot|not found|invalid|exception/i.test(l));
  return last === -1 ? lines.slice(-3) : lines.slice(Math.max(0, last - 1), last + 1);
}

/**
 * Why a build failed, from the error `measure` (bench/lib.ts) throws: out of memory or the
 * signal that killed it when so, and the last lines the build printed before /usr/bin/time's
 * report (on stderr, else on stdout). Also the peak RSS /usr/bin/time reported and the tail of
 * the build's output, for the JSON.
 */
export function failureReason(error: Error & { stdout?: string; stderr?: string }): { reason: string; peakMiB?: number; log: string } {
  const stderr = error.stderr ?? error.message;
  const kb = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1];
  const signal = /Command terminated by signal (\d+)/.exec(stderr)?.[1];
  const printed = stderr.split(/(?:^|\n)(?:Command exited with non-zero status|Command terminated by signal|\tCommand being timed)/)[0]!;
  const lines = errorLines(printed).length ? errorLines(printed) : errorLines(error.stdout ?? "");
  let reason = lines.join(" / ").slice(0, 300) || error.message.split("\n")[0]!.slice(0, 200);
  if (signal) reason = `killed by signal ${signal}; ${reason}`;
  if (/heap out of memory|Reached heap limit|FatalProcessOutOfMemory/i.test(printed)) reason = `out of memory; ${reason}`;
  return { reason, peakMiB: kb ? Number(kb) / 1024 : undefined, log: ((error.stdout ?? "") + printed).replace(ANSI, "").slice(-4000) };
}

const seconds = (r: Run) => r.seconds;
const cpu = (r: Run) => r.userSeconds + r.systemSeconds;
const peak = (r: Run) => r.peakMiB;

function notes(t: ToolResult): string {
  const parts: string[] = [];
  if (t.docPage?.missing.length) parts.push(`doc page lacks ${t.docPage.missing.join(", ")}`);
  if (t.docPage && t.docPage.brokenLinks.length) parts.push(`${t.docPage.brokenLinks.length} of ${t.docPage.internalLinks} links on the doc page broken`);
  if (t.output && !t.docPage) parts.push("no doc page found");
  if (t.scriptsError) parts.push(`JS not measured: ${t.scriptsError}`);
  return parts.join("; ");
}

/** One table for one corpus: a row per tool, failed ones with their reason. */
export function corpusTable(corpus: CorpusResult): string {
  const sitecWall = corpus.tools.find((t) => t.tool === "sitec" && !t.failed && t.runs.length);
  const baseline = sitecWall ? median(sitecWall.runs.map(seconds)) : undefined;
  const rows: (string | number)[][] = [
    ["tool", "wall s, median (spread)", "× sitec", "CPU s", "peak MiB", "HTML pages", "ms/page", "output MB (disk)", "doc page JS gz KB", "notes"],
  ];
  for (const t of corpus.tools) {
    if (t.failed || !t.runs.length) {
      const peakNote = t.failedPeakMiB ? `, peak ${t.failedPeakMiB.toFixed(0)} MiB` : "";
      rows.push([t.tool, "failed", "–", "–", "–", "–", "–", "–", "–", `${t.failed ?? "no run"}${peakNote}`]);
      continue;
    }
    const wall = median(t.runs.map(seconds));
    const pages = t.output?.htmlPages;
    rows.push([
      t.tool,
      `${wall.toFixed(2)} (${spread(t.runs.map(seconds))})`,
      baseline ? `${(wall / baseline).toFixed(1)}×` : "–",
      median(t.runs.map(cpu)).toFixed(2),
      median(t.runs.map(peak)).toFixed(0),
      pages ?? "–",
      pages ? ((wall * 1000) / pages).toFixed(2) : "–",
      t.output ? `${(t.output.bytes / 1e6).toFixed(1)} (${(t.output.diskBytes / 1e6).toFixed(1)})` : "–",
      t.scripts ? (t.scripts.gzipBytes / 1000).toFixed(1) : "–",
      notes(t),
    ]);
  }
  return table(rows);
}
