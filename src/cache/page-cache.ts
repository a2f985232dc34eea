// Pages of the build cache. A page's HTML is a function of its route data and of what is the
// same for every page of a build (the theme's server bundle, the document around each page,
// the site data): its key is the hash of both. A rendered page is written into the cache and
// hard-linked into the output; a later build with the same key links the same file again and
// renders nothing. The links and ids the link check needs of each page are kept in the pages
// pack, with the size, time and checksum of its files: a file changed since (through the
// output's link to it) or removed is rendered again, and one whose bytes changed while its size
// and time stayed (garbage written in place, its time set back) is reported as damaged and
// rendered again too; no page goes into the output unchecked. A page in parts keeps its links as groups (one per part and
// kind of link, see src/check/links.ts), and a group that many pages share is packed once.
import type { PageFiles, PageReuse, RenderedPage } from "../render/render-pages.ts";
import type { StagingDir } from "../output/atomic.ts";
import type { WriteQueue } from "../output/write-queue.ts";
import type { FileStamp, LinkOutcome } from "../output/writer-thread.ts";
import type { RouteData } from "../shared/types.ts";
import type { CacheFiles } from "./cache-files.ts";
import { digest } from "../hash.ts";
import { linkGroup, type LinkGroup } from "../check/links.ts";

const KIND = "pages";
/** Links sent to the writer thread in one message. */
const LINK_BATCH = 512;

/**
 * A page as the pack keeps it: its links and ids as numbers into a table of strings, and for a
 * page in parts its link groups as numbers into the table of groups (its `links` are then none).
 */
type PackedPage = [links: number[], ids: number[], html: PackedStamp, json: PackedStamp | 0, groups: number[] | 0];

/** A file's size, time and checksum (FileStamp). */
type PackedStamp = [size: number, mtimeMs: number, checksum: number];

/** A link group: its links as numbers into the table of strings, and 1 when it is shared. */
type PackedGroup = [links: number[], shared: 0 | 1];

interface PagesPack {
  strings: string[];
  groups: PackedGroup[];
  pages: Record<string, PackedPage>;
}

interface KeptPage {
  links: string[];
  linkGroups?: LinkGroup[];
  ids: Set<string>;
  html: FileStamp;
  json?: FileStamp;
}

const stamp = ([size, mtimeMs, checksum]: PackedStamp): FileStamp => ({ size, mtimeMs, checksum });
const packedStamp = ({ size, mtimeMs, checksum }: FileStamp): PackedStamp => [size, mtimeMs, checksum];

export class PageCache implements PageReuse {
  hits = 0;
  misses = 0;
  /** The pages this build used, to be the next pack. */
  private readonly kept = new Map<string, KeptPage>();
  private readonly sidebarKeys = new WeakMap<object, string>();
  /** The pack's groups unpacked, by number: a shared group is one object for every page. */
  private readonly unpackedGroups = new Map<number, LinkGroup>();
  private linkBatch: { relativePath: string; file: string; stamp: FileStamp }[] = [];
  private linkBatchDone?: Promise<LinkOutcome>;
  private sendBatch?: () => void;

  private constructor(
    private readonly files: CacheFiles,
    private readonly staging: StagingDir,
    private readonly layoutKey: string,
    private readonly pack: PagesPack,
  ) {}

  /** `layoutKey` stands for everything besides the route data that shapes a page. */
  static async open(files: CacheFiles, staging: StagingDir, layoutKey: string): Promise<PageCache> {
    const pack = files.readPack<PagesPack>(`${KIND}.json`, KIND) ?? { strings: [], groups: [], pages: {} };
    return new PageCache(files, staging, layoutKey, pack);
  }

  /** `json` is the route's data file, which leaves a doc's sidebar out. */
  keyOf(route: RouteData, json: string): string {
    if (route.props.kind !== "doc") return digest(this.layoutKey, json);
    // A doc's sidebar is most of its data, and one sidebar object serves every page that has
    // the same categories open (see doc-routes.ts): its JSON is hashed once per object.
    const { sidebar } = route.props;
    let sidebarKey = this.sidebarKeys.get(sidebar);
    if (sidebarKey === undefined) this.sidebarKeys.set(sidebar, (sidebarKey = digest(JSON.stringify(sidebar))));
    return digest(this.layoutKey, json, sidebarKey);
  }

  reuse(key: string, paths: PageFiles): { links: string[]; linkGroups?: LinkGroup[]; ids: Set<string>; linked: Promise<boolean> } | undefined {
    const packed = Object.hasOwn(this.pack.pages, key) ? this.pack.pages[key] : undefined;
    if (!packed || (paths.json === undefined) !== (packed[3] === 0)) return undefined;
    const page = this.unpack(packed);
    const first = this.linkBatch.length;
    const files = [this.files.rawFile(KIND, key, "html")];
    this.linkBatch.push({ relativePath: paths.html, file: files[0]!, stamp: page.html });
    if (paths.json !== undefined) {
      files.push(this.files.rawFile(KIND, key, "json"));
      this.linkBatch.push({ relativePath: paths.json, file: files[1]!, stamp: page.json! });
    }
    const count = files.length;
    const batch = this.batchLinked();
    const linked = batch.then(({ stale, damaged }) => {
      let usable = true;
      for (let i = first; i < first + count; i++) {
        if (damaged.has(i)) this.files.reportDamaged(files[i - first]!);
        if (stale.has(i) || damaged.has(i)) usable = false;
      }
      if (!usable) return false;
      this.kept.set(key, page);
      this.hits++;
      return true;
    });
    // The render phase stops at the first page whose links failed (a full disk) and never awaits
    // the others of its batch: their rejections must not end the process before the build
    // removes its staging folder.
    linked.catch(() => undefined);
    return { links: page.links, linkGroups: page.linkGroups, ids: page.ids, linked };
  }

  sendLinks(): void {
    this.sendBatch?.();
  }

  /**
   * The result of the batch of links the last `reuse` joined. A batch goes to the writer thread
   * when it is full or at the next turn of the event loop: one message per link made the
   * messages cost more than the links.
   */
  private batchLinked(): Promise<LinkOutcome> {
    if (!this.linkBatchDone) {
      this.linkBatchDone = new Promise<LinkOutcome>((resolve, reject) => {
        const send = () => {
          const batch = this.linkBatch;
          this.linkBatch = [];
          this.linkBatchDone = undefined;
          this.sendBatch = undefined;
          this.staging.linkEach(batch).then(resolve, reject);
        };
        this.sendBatch = send;
        queueMicrotask(() => {
          if (this.sendBatch === send) send();
        });
      });
    }
    const done = this.linkBatchDone;
    if (this.linkBatch.length >= LINK_BATCH) this.sendBatch!();
    return done;
  }

  private unpack(packed: PackedPage): KeptPage {
    const { strings } = this.pack;
    return {
      links: packed[0].map((i) => strings[i]!),
      linkGroups: packed[4] === 0 ? undefined : packed[4].map((i) => this.unpackGroup(i)),
      ids: new Set(packed[1].map((i) => strings[i]!)),
      html: stamp(packed[2]),
      json: packed[3] === 0 ? undefined : stamp(packed[3]),
    };
  }

  private unpackGroup(number: number): LinkGroup {
    let group = this.unpackedGroups.get(number);
    if (!group) {
      const [links, shared] = this.pack.groups[number]!;
      this.unpackedGroups.set(number, (group = linkGroup(links.map((i) => this.pack.strings[i]!), shared === 1)));
    }
    return group;
  }

  async keep(key: string, paths: PageFiles, page: RenderedPage, writes: WriteQueue): Promise<void> {
    this.misses++;
    await writes.start(page.html.length + (page.json?.length ?? 0), () => this.writePage(key, paths, page));
  }

  /**
   * Writes a page's files and keeps it once they are written. Only its links and ids wait for
   * the writes: nothing made here refers to its text, which is let go once it is sent.
   */
  private writePage(key: string, paths: PageFiles, page: RenderedPage): Promise<void> {
    const { links, linkGroups, ids } = page;
    const html = this.staging.writeLinked(paths.html, page.html, this.files.rawFile(KIND, key, "html"));
    const json = paths.json !== undefined ? this.staging.writeLinked(paths.json, page.json!, this.files.rawFile(KIND, key, "json")) : undefined;
    return Promise.all([html, json]).then(([htmlStamp, jsonStamp]) => {
      this.kept.set(key, { links, linkGroups, ids, html: htmlStamp, json: jsonStamp });
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
    const groups: PackedGroup[] = [];
    const groupNumbers = new Map<LinkGroup, number>();
    const groupNumber = (group: LinkGroup) => {
      let n = groupNumbers.get(group);
      if (n === undefined) groupNumbers.set(group, (n = groups.push([group.links.map(number), group.shared ? 1 : 0]) - 1));
      return n;
    };
    const pages: Record<string, PackedPage> = {};
    for (const [key, page] of this.kept) {
      pages[key] = [
        page.links.map(number),
        [...page.ids].map(number),
        packedStamp(page.html),
        page.json ? packedStamp(page.json) : 0,
        page.linkGroups ? page.linkGroups.map(groupNumber) : 0,
      ];
    }
    this.files.writePack(`${KIND}.json`, KIND, { strings, groups, pages } satisfies PagesPack);
  }
}
