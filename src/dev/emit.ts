// Watch mode's writing of the site: the phases of `sitec build` from the route table on, for
// the pages whose data changed. The pages come first, so that open pages can show an edit at
// once; the search indexes, feeds, sitemap and link check follow a moment later, in order with
// those of the batch before.
import { setTimeout as delay } from "node:timers/promises";
import type { PageLinks } from "../check/links.ts";
import { checkSite, linkRules } from "../check/check-site.ts";
import type { PhaseTimer, PhaseTiming } from "../log.ts";
import type { MarkdownWorkers } from "../markdown/render-batch.ts";
import { writeLayoutFiles, writeSiteFiles } from "../output/write-site-files.ts";
import { WriteQueue } from "../output/write-queue.ts";
import { documentContext, renderPages, routeFiles } from "../render/render-pages.ts";
import { composeSite } from "../routes/compose-site.ts";
import type { SearchIndexFiles } from "../search/write-indexes.ts";
import type { OutputWriter } from "./output-writer.ts";
import type { SiteState } from "./reload.ts";
import { routeSignature, sameSignature, type RouteSignature } from "./route-signature.ts";

export interface EmitResult {
  /** Route paths whose pages were (re)written. */
  rendered: string[];
  /** Route paths whose pages were removed. */
  removed: string[];
  warnings: string[];
  routes: number;
  timings: PhaseTiming[];
}

/** Called once the pages are on disk, before search indexes, feeds and the link check. */
export type PagesWritten = (pages: {
  rendered: string[];
  removed: string[];
  /** The document around pages changed (site data, sidebar, bundles), not only pages' own data. */
  layoutChanged: boolean;
}) => void;

/** What the last emit wrote, to find what changed. */
export interface Written {
  signatures: Map<string, RouteSignature>;
  pages: Map<string, PageLinks>;
  /** The document around every page: site data, document context, sidebar. */
  shell: string;
  /** Bundles and the shared sidebar file. */
  assets: Set<string>;
}

/**
 * How long after an edit's pages are written the rest of the emit starts. The open page fetches
 * its new data right then; the search index, feeds and link check would take the core the
 * browser and the server need for it.
 */
export const REST_AFTER_EDIT_MS = 150;

export interface EmitContext {
  out: OutputWriter;
  timer: PhaseTimer;
  workers: MarkdownWorkers;
  searchIndexes: SearchIndexFiles;
  strict: boolean;
  /** What the emit before wrote (none for the first). */
  written?: Written;
  /** The end of the emit before: this one's search indexes, feeds and link check come after it. */
  tail: Promise<unknown>;
  /** Told what is on disk once the pages are written, before `onPagesWritten`. */
  remember(written: Written): void;
  onPagesWritten: PagesWritten;
}

/**
 * Writes what changed since `context.written`. Resolves once the pages are written, with the
 * promise of the rest (search indexes, static files, feeds, sitemap, link check).
 */
export async function emit(state: SiteState, context: EmitContext): Promise<{ rest: Promise<EmitResult> }> {
  const { out, timer, workers } = context;
  const { config } = state.loaded;
  const { server, assets } = state.theme;
  const site = await timer.run("routes", async () => {
    const composed = composeSite({ loaded: state.loaded, pages: state.files.pages, notPages: state.files.notPages, content: state.content, markdown: state.markdown, server, skippedLinks: state.files.skippedLinks, readsGlobalData: assets.readsGlobalData });
    await server.loadCodeBlockLanguages(composed.codeLanguages);
    return composed;
  });
  const firstEmit = !context.written;
  const previousAssets = context.written?.assets ?? new Set<string>();
  // Bundles before the pages that load them (pages are served as they are written).
  const assetFiles = await writeLayoutFiles(site, assets, out, previousAssets);
  const newBundles = assets.files.some((file) => !previousAssets.has(file.path));

  // A page is written again when its data changed, and every page when the document around it did.
  const shell = JSON.stringify({ site: site.data, context: documentContext(config, site.data, assets), sidebars: site.sidebarFiles.map((f) => f.json) });
  const layoutChanged = context.written?.shell !== shell || newBundles;
  const signatures = new Map(layoutChanged ? [] : context.written!.signatures);
  const changed = site.routes.filter((route) => {
    const signature = routeSignature(route.data);
    if (sameSignature(signatures.get(route.data.path), signature)) return false;
    signatures.set(route.data.path, signature);
    return true;
  });
  const indexes = () => timer.run("search index", () => context.searchIndexes.build(site.searchDocuments, config.search, workers.serialise));
  // The first emit builds the search indexes on a worker thread while this thread renders.
  const early = firstEmit && workers.hasWorker ? indexes() : undefined;
  early?.catch(() => undefined);
  const writes = new WriteQueue(out);
  const rendered = await timer.run("render", async () => {
    const pages = await renderPages({ site, theme: state.theme, config, routes: changed, writes });
    await writes.drain();
    return pages;
  });

  // The pages the routes no longer have, and the bundles and sidebar files no page loads.
  const pages = new Map([...(context.written?.pages ?? []), ...rendered]);
  const current = new Set(site.routes.map((r) => r.data.path));
  const removed = [...pages.keys()].filter((path) => !current.has(path));
  for (const path of removed) {
    pages.delete(path);
    signatures.delete(path);
    const files = routeFiles(path, config.trailingSlash);
    await out.remove(files.html);
    if (files.json) await out.remove(files.json);
  }
  context.remember({ signatures, pages, shell, assets: assetFiles });
  context.onPagesWritten({ rendered: [...rendered.keys()], removed, layoutChanged });
  for (const file of previousAssets) if (!assetFiles.has(file)) await out.remove(file);

  const settled = firstEmit ? Promise.resolve() : delay(REST_AFTER_EDIT_MS);
  const rest = Promise.all([context.tail, settled]).then(async (): Promise<EmitResult> => {
    const searchFiles = await (early ?? indexes());
    const files = await timer.run("write files", () =>
      writeSiteFiles(
        { siteDir: state.folders.siteDir, config, site, assets, posts: state.content.posts, markdown: state.markdown, staticFiles: state.files.static, copyStatic: firstEmit, searchFiles },
        writes,
        out.dir,
      ),
    );
    const warnings = await timer.run("check links", () => checkSite({ pages: pages.values(), files, baseUrl: config.baseUrl, trailingSlash: config.trailingSlash, warnings: site.warnings, strict: context.strict, rules: linkRules(config) }));
    return { rendered: [...rendered.keys()], removed, warnings, routes: site.routes.length, timings: timer.timings };
  });
  return { rest };
}
