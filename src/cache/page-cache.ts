// Pages of the build cache. A page's HTML is a function of its route data and of what is the
// same for every page of a build (the theme's server bundle, the document around each page,
// the site data): its key is the hash of both. A rendered page is written into the cache and
// hard-linked into the output; a later build with the same key links the same file again and
// renders nothing. The links and ids the link check needs of each page are kept in the pages
// pack, with the size and time of its files: a file changed since (through the output's link to
// it) or removed is rendered again.
import type { PageFiles, PageReuse, RenderedPage } from "../render/render-pages.ts";
import type { StagingDir } from "../output/atomic.ts";
import type { WriteQueue } from "../output/write-queue.ts";
import type { FileStamp } from "../output/writer-thread.ts";
import type { RouteData } from "../shared/types.ts";
import type { CacheFiles } from "./cache-files.ts";
import { digest } from "../hash.ts";

const KIND = "pages";

/** A page as the pack keeps it: its links and ids as numbers into a table of strings. */
type PackedPage = [links: number[], ids: number[], html: [number, number], json: [number, number] | 0];

interface PagesPack {
  strings: string[];
  pages: Record<string, PackedPage>;
}

interface KeptPage {
  links: string[];
  ids: Set<string>;
  html: FileStamp;
  json?: FileStamp;
}

const stamp = ([size, mtimeMs]: [number, number]): FileStamp => ({ size, mtimeMs });

export class PageCache implements PageReuse {
  hits = 0;
  misses = 0;
  /** The pages this build used, to be the next pack. */
  private readonly kept = new Map<string, KeptPage>();

  private constructor(
    private readonly files: CacheFiles,
    private readonly staging: StagingDir,
    private readonly layoutKey: string,
    private readonly pack: PagesPack,
  ) {}

  /** `layoutKey` stands for everything besides the route data that shapes a page. */
  static async open(files: CacheFiles, staging: StagingDir, layoutKey: string): Promise<PageCache> {
    const pack = (await files.readPack<PagesPack>(KIND)) ?? { strings: [], pages: {} };
    return new PageCache(files, staging, layoutKey, pack);
  }

  keyOf(route: RouteData): string {
    return digest(this.layoutKey, JSON.stringify(route));
  }

  reuse(key: string, paths: PageFiles): { links: string[]; ids: Set<string>; linked: Promise<boolean> } | undefined {
    const packed = Object.hasOwn(this.pack.pages, key) ? this.pack.pages[key] : undefined;
    if (!packed || (paths.json === undefined) !== (packed[3] === 0)) return undefined;
    const page = this.unpack(packed);
    const html = this.staging.link(paths.html, this.files.rawFile(KIND, key, "html"), page.html);
    const json = paths.json === undefined ? true : this.staging.link(paths.json, this.files.rawFile(KIND, key, "json"), page.json!);
    const linked = Promise.all([html, json]).then(([a, b]) => a && b);
    void linked.then((ok) => {
      if (ok) {
        this.kept.set(key, page);
        this.hits++;
      }
    });
    return { links: page.links, ids: page.ids, linked };
  }

  private unpack(packed: PackedPage): KeptPage {
    const { strings } = this.pack;
    return {
      links: packed[0].map((i) => strings[i]!),
      ids: new Set(packed[1].map((i) => strings[i]!)),
      html: stamp(packed[2]),
      json: packed[3] === 0 ? undefined : stamp(packed[3]),
    };
  }

  async keep(key: string, paths: PageFiles, page: RenderedPage, writes: WriteQueue): Promise<void> {
    this.misses++;
    const htmlFile = this.files.rawFile(KIND, key, "html");
    const jsonFile = this.files.rawFile(KIND, key, "json");
    await writes.start(page.html.length + (page.json?.length ?? 0), async () => {
      const [html, json] = await Promise.all([
        this.staging.writeLinked(paths.html, page.html, htmlFile),
        paths.json !== undefined ? this.staging.writeLinked(paths.json, page.json!, jsonFile) : undefined,
      ]);
      this.kept.set(key, { links: page.links, ids: page.ids, html, json });
    });
  }

  /**
   * Writes the pack of the pages this build used, unless it is the pack it read. After a failed
   * build, the pages it did not get to are kept too (their files are still there).
   */
  save(keepUnvisited: boolean): void {
    const old = this.pack.pages;
    const unchanged = this.misses === 0 && this.kept.size === Object.keys(old).length && [...this.kept.keys()].every((key) => Object.hasOwn(old, key));
    if (unchanged) return;
    if (keepUnvisited) {
      for (const key of Object.keys(old)) if (!this.kept.has(key)) this.kept.set(key, this.unpack(old[key]!));
    }
    const strings: string[] = [];
    const numbers = new Map<string, number>();
    const number = (s: string) => {
      let n = numbers.get(s);
      if (n === undefined) numbers.set(s, (n = strings.push(s) - 1));
      return n;
    };
    const pages: Record<string, PackedPage> = {};
    for (const [key, page] of this.kept) {
      pages[key] = [page.links.map(number), [...page.ids].map(number), [page.html.size, page.html.mtimeMs], page.json ? [page.json.size, page.json.mtimeMs] : 0];
    }
    this.files.writePack(KIND, { strings, pages } satisfies PagesPack);
  }
}
