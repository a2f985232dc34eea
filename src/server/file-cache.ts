// The files `sitec serve` answers with, kept in memory with what is derived from them: a content
// ETag, the Content-Security-Policy of an HTML page (from its own inline scripts) and the gzip
// and brotli bodies, compressed once on first request (off the main thread) rather than at
// build time. An entry is keyed by the file's path and checked against its inode, size and
// mtime on every request, so a rebuild (which swaps in new files) is seen at once. The cache
// is bounded in bytes and drops the least recently used entries first.
import { createHash } from "node:crypto";
import { open, readFile, stat, type FileHandle } from "node:fs/promises";
import type { Stats } from "node:fs";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { contentSecurityPolicy, policyForHtml } from "./csp.ts";
import type { ReadStylesheet } from "./stylesheet-origins.ts";
import { mimeType } from "./mime.ts";
import { PRECOMPRESSED_EXTENSIONS } from "./precompress.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli 6 and gzip 6: quick on a page's first request; brotli 11 would take many times longer. */
const BROTLI_QUALITY = 6;
const GZIP_LEVEL = 6;

export interface CachedFile {
  file: string;
  /** `ino-size-mtime`: changes whenever the file is replaced. */
  version: string;
  body: Buffer;
  contentType: string;
  /** Strong ETag of the identity body, from its content. */
  etag: string;
  lastModified: Date;
  mtimeMs: number;
  /** The Content-Security-Policy to send with this file. */
  policy: string;
  encoded: Map<"br" | "gzip", Promise<Buffer | undefined>>;
  bytes: number;
}

export const versionOf = (stats: Pick<Stats, "ino" | "size" | "mtimeMs">) => `${stats.ino}-${stats.size}-${Math.floor(stats.mtimeMs)}`;

const BASE_POLICY = contentSecurityPolicy();

export class FileCache {
  private readonly entries = new Map<string, CachedFile>();
  private readonly loading = new Map<string, Promise<CachedFile>>();
  private total = 0;

  /**
   * @param maxBytes the most bytes (bodies and compressed bodies) kept at once
   * @param readStylesheet the site's own stylesheets, whose origins an HTML page's policy allows too
   */
  constructor(
    readonly maxBytes = 64 * 1024 * 1024,
    private readonly readStylesheet?: ReadStylesheet,
  ) {}

  get size(): number {
    return this.total;
  }

  /** The file as it is now (`stats` from a fresh stat of `file`). */
  async get(file: string, stats: Pick<Stats, "ino" | "size" | "mtimeMs">): Promise<CachedFile> {
    const cached = this.entries.get(file);
    if (cached && cached.version === versionOf(stats)) {
      // Most recently used last.
      this.entries.delete(file);
      this.entries.set(file, cached);
      return cached;
    }
    const key = `${file}\0${versionOf(stats)}`;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.load(file).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  /**
   * The body in `encoding`, or undefined when compressing failed (send the identity body). A
   * precompressed sibling (`x.br`, `x.gz`, see precompress.ts) at least as new as the file is
   * used as it is; otherwise the body is compressed here, once.
   */
  encoded(entry: CachedFile, encoding: "br" | "gzip"): Promise<Buffer | undefined> {
    let body = entry.encoded.get(encoding);
    if (!body) {
      const compressHere = () =>
        encoding === "br"
          ? brotli(entry.body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
            })
          : gzipAsync(entry.body, { level: GZIP_LEVEL });
      const sibling = entry.file + PRECOMPRESSED_EXTENSIONS[encoding];
      const compress = stat(sibling).then(
        (s) => (s.isFile() && s.mtimeMs >= entry.mtimeMs ? readFile(sibling) : compressHere()),
        compressHere,
      );
      body = compress.then(
        (out) => {
          if (this.entries.get(entry.file) === entry) {
            entry.bytes += out.length;
            this.total += out.length;
            this.evict();
          }
          return out;
        },
        () => undefined,
      );
      entry.encoded.set(encoding, body);
    }
    return body;
  }

  private async load(file: string): Promise<CachedFile> {
    let handle: FileHandle | undefined;
    try {
      handle = await open(file, "r");
      // Read and stat the same open file, so the version always matches the bytes.
      const stats = await handle.stat();
      const body = await handle.readFile();
      const contentType = mimeType(file);
      const entry: CachedFile = {
        file,
        version: versionOf(stats),
        body,
        contentType,
        etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
        lastModified: stats.mtime,
        mtimeMs: stats.mtimeMs,
        policy: contentType.startsWith("text/html") ? policyForHtml(body.toString("utf8"), this.readStylesheet) : BASE_POLICY,
        encoded: new Map(),
        bytes: body.length,
      };
      const old = this.entries.get(file);
      if (old) {
        this.entries.delete(file);
        this.total -= old.bytes;
      }
      if (entry.bytes <= this.maxBytes) {
        this.entries.set(file, entry);
        this.total += entry.bytes;
        this.evict();
      }
      return entry;
    } finally {
      await handle?.close();
    }
  }

  private evict(): void {
    for (const [file, entry] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(file);
      this.total -= entry.bytes;
    }
  }
}
