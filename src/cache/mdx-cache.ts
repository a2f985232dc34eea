// Compiled MDX in the build cache: each MDX file's module code and what the Markdown phase reads
// of it, keyed by the Markdown settings' key (the compiler, the settings, the site's plugins), the
// file and its source. What a page's components are made of does not change what the file
// compiles to (imports are resolved when the pages are bundled, every build), so it is not part
// of the key. As in markdown-cache.ts, an entry is used only while its `.md` links lead where
// they did. All entries are kept in one pack, `mdx.json`.
import { dirname } from "node:path";
import { digest } from "../hash.ts";
import type { CompiledMdx } from "../markdown/mdx/compile-mdx.ts";
import type { CompiledMdxStore } from "../markdown/mdx/render-mdx.ts";
import { resolveMarkdownTarget, type MarkdownJob } from "../markdown/render-batch.ts";
import type { CacheFiles } from "./cache-files.ts";

const FILE = "mdx.json";
const KIND = "mdx";

export class MdxCache implements CompiledMdxStore {
  /** Files compiled (not found) in this build. */
  compiled = 0;
  private readonly listed: Record<string, CompiledMdx>;
  private readonly used = new Map<string, CompiledMdx>();
  private changed = false;

  constructor(
    private readonly files: CacheFiles,
    private readonly settingsKey: string,
  ) {
    this.listed = files.readPack<Record<string, CompiledMdx>>(FILE, KIND) ?? {};
  }

  find(job: MarkdownJob, routesByFile: Record<string, string>): CompiledMdx | undefined {
    const key = this.keyOf(job);
    const entry = this.listed[key];
    const folder = dirname(job.file);
    if (!entry || !(entry.rendered.markdownTargets ?? []).every(([target, route]) => (resolveMarkdownTarget(routesByFile, folder, target) ?? null) === route)) return undefined;
    this.used.set(key, entry);
    return entry;
  }

  keep(job: MarkdownJob, compiled: CompiledMdx): void {
    this.compiled++;
    this.used.set(this.keyOf(job), compiled);
    this.changed = true;
  }

  /** Writes the entries this build used, when they differ from those listed; after a failure, keeps what was listed too. */
  save(succeeded: boolean): void {
    const dropped = Object.keys(this.listed).some((key) => !this.used.has(key));
    if (!this.changed && !(succeeded && dropped)) {
      if (Object.keys(this.listed).length) this.files.keep(FILE);
      return;
    }
    const entries = succeeded ? Object.fromEntries(this.used) : { ...this.listed, ...Object.fromEntries(this.used) };
    this.files.writePack(FILE, KIND, entries);
  }

  private keyOf(job: MarkdownJob): string {
    return digest(this.settingsKey, job.key, job.file, job.source, job.folderRoute ?? "", job.removeTitle ? "post" : "");
  }
}
