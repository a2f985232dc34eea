// The search index files in the build cache: each file's bytes as a raw file named by the key of
// the documents and settings it was built from (see SearchIndexFiles), listed in a pack with
// their checksums, kept while the compiler is the same.
import type { BuiltIndexFile, SearchIndexFiles } from "../search/write-indexes.ts";
import type { CacheFiles } from "./cache-files.ts";

const KIND = "search";

interface SearchPack {
  compiler: string;
  files: [name: string, key: string, checksum: string][];
}

export class SearchCache {
  /** Index files taken from the cache, of those the last build built. */
  reused = 0;
  /** Index files built anew. */
  built = 0;
  /** The files restored, with their checksums. */
  private restored = new Map<string, { key: string; checksum: string }>();

  constructor(
    private readonly files: CacheFiles,
    private readonly compilerKey: string,
  ) {}

  /** The index files the last build kept (a file whose bytes are gone or damaged is left out). */
  async restore(): Promise<Map<string, BuiltIndexFile>> {
    const pack = this.files.readPack<SearchPack>(`${KIND}.json`, KIND);
    this.restored = new Map();
    const restored = new Map<string, BuiltIndexFile>();
    if (pack?.compiler !== this.compilerKey) return restored;
    for (const [name, key, checksum] of pack.files) {
      const contents = this.files.readRaw(KIND, key, "json", checksum);
      if (!contents) continue;
      this.restored.set(name, { key, checksum });
      restored.set(name, { key, contents });
    }
    return restored;
  }

  /** Keeps the files of this build, after it built them. */
  keep(indexes: SearchIndexFiles): void {
    const files = [...indexes.files];
    this.built = indexes.rebuilt.length;
    this.reused = files.length - this.built;
    if (files.length === this.restored.size && files.every(([name, file]) => this.restored.get(name)?.key === file.key)) return;
    // Only a file built anew is written; a restored one is on disk under its key.
    const listed: SearchPack["files"] = files.map(([name, { key, contents }]) => {
      const restored = this.restored.get(name);
      return [name, key, restored?.key === key ? restored.checksum : this.files.writeRaw(KIND, key, "json", contents)];
    });
    this.files.writePack(`${KIND}.json`, KIND, { compiler: this.compilerKey, files: listed } satisfies SearchPack);
  }
}
