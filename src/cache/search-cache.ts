// The search index files in the build cache: each file with the key of the documents and
// settings it was built from (see SearchIndexFiles), kept while the compiler is the same.
import type { BuiltIndexFile, SearchIndexFiles } from "../search/write-indexes.ts";
import type { CacheFiles } from "./cache-files.ts";

const KIND = "search";

interface SearchPack {
  compiler: string;
  files: [name: string, file: BuiltIndexFile][];
}

export class SearchCache {
  /** Index files taken from the cache, of those the last build built. */
  reused = 0;
  /** Index files built anew. */
  built = 0;
  private restored = new Map<string, BuiltIndexFile>();

  constructor(
    private readonly files: CacheFiles,
    private readonly compilerKey: string,
  ) {}

  /** The index files the last build kept. */
  async restore(): Promise<Map<string, BuiltIndexFile>> {
    const pack = this.files.readPack<SearchPack>(`${KIND}.json`, KIND);
    this.restored = pack?.compiler === this.compilerKey ? new Map(pack.files) : new Map();
    return new Map(this.restored);
  }

  /** Keeps the files of this build, after it built them. */
  keep(indexes: SearchIndexFiles): void {
    const files = [...indexes.files];
    this.built = indexes.rebuilt.length;
    this.reused = files.length - this.built;
    if (files.length === this.restored.size && files.every(([name, file]) => this.restored.get(name)?.key === file.key)) return;
    this.files.writePack(`${KIND}.json`, KIND, { compiler: this.compilerKey, files } satisfies SearchPack);
  }
}
