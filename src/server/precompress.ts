// Precompression of a built site: writes `x.br` and `x.gz` beside every file worth compressing,
// once, so that a server sends them as they are instead of compressing each answer again.
// nginx picks them up with `brotli_static` and `gzip_static` (deploy/nginx.conf), `sitec serve`
// with its file cache. bench/load.ts shows why: nginx compressing on the fly is CPU-bound.
//
// Hashed bundle files are downloaded once and cached for a year: they get brotli's best
// quality (11). Pages change with every build and are many: quality 5 comes close to 11's size
// in a fraction of the time. gzip gets level 9 (cheap at any size).
import { readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import fg from "fast-glob";
import { HASHED_ASSET, isCompressible, MIN_COMPRESS_SIZE } from "./headers.ts";
import { mimeType } from "./mime.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const PRECOMPRESSED_EXTENSIONS = { br: ".br", gzip: ".gz" } as const;

export interface PrecompressResult {
  /** Files that got at least one compressed sibling. */
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Brotli quality for a file by its URL path below the output folder. */
export function brotliQuality(path: string): number {
  return HASHED_ASSET.test(path) ? 11 : 5;
}

/** Writes the `.br` and `.gz` siblings of every compressible file of `dir` (at least 1 KiB). */
export async function precompressSite(dir: string, options: { concurrency?: number } = {}): Promise<PrecompressResult> {
  const files = (await fg("**/*", { cwd: dir, onlyFiles: true, followSymbolicLinks: false })).filter(
    (f) => !f.endsWith(".br") && !f.endsWith(".gz") && isCompressible(mimeType(f)),
  );
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const absolute = join(dir, file);
      if ((await stat(absolute)).size < MIN_COMPRESS_SIZE) continue;
      const body = await readFile(absolute);
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality("/" + file), [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzipAsync(body, { level: 9 }),
      ]);
      let wrote = false;
      // A sibling that is not smaller would only cost bytes.
      if (br.length < body.length) {
        await writeFile(absolute + PRECOMPRESSED_EXTENSIONS.br, br);
        result.brotliBytes += br.length;
        wrote = true;
      }
      if (gz.length < body.length) {
        await writeFile(absolute + PRECOMPRESSED_EXTENSIONS.gzip, gz);
        result.gzipBytes += gz.length;
        wrote = true;
      }
      if (wrote) {
        result.files++;
        result.bytes += body.length;
      }
    }
  };
  // zlib works on libuv's thread pool (4 threads by default).
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return result;
}
