// The build's render phase: the layout files, then every page (kept pages linked from the build
// cache), with the search indexes built meanwhile (src/search/background-indexes.ts). A build
// lets go of the docs' HTML once their pages are written; only the posts' is read again.
import type { BuildRuntime } from "../build-runtime.ts";
import type { ClientAssets, ServerBundle } from "../bundle/bundle.ts";
import type { PageLinks } from "../check/links.ts";
import type { Sources } from "../load/load-sources.ts";
import type { RenderedContent } from "../markdown/render-content.ts";
import { writeLayoutFiles } from "../output/write-site-files.ts";
import { releaseDocHtml } from "../release-memory.ts";
import type { ComposedSite } from "../routes/compose-site.ts";
import { BackgroundIndexes } from "../search/background-indexes.ts";
import { SearchIndexFiles, type IndexSerialiser } from "../search/write-indexes.ts";
import { documentContext, renderPages } from "./render-pages.ts";

export interface RenderPhaseInput {
  runtime: BuildRuntime;
  sources: Sources;
  theme: { server: ServerBundle; assets: ClientAssets };
  site: ComposedSite;
  markdown: RenderedContent;
  /** See RenderPagesInput. */
  shareParts?: boolean;
}

export interface RenderPhaseOutput {
  /** Each page's links and ids, by route path, for the link check. */
  pages: Map<string, PageLinks>;
  searchIndexes: BackgroundIndexes;
}

export async function renderPhase(input: RenderPhaseInput): Promise<RenderPhaseOutput> {
  const { runtime, sources, theme, site, markdown } = input;
  const { cache, timer, workers, heap, staging, writes, progress } = runtime;
  const { config } = sources.loaded;
  // The static files are in the output before anything the build makes: one of the same name
  // (a 404.html) is then always the build's, not whichever was written last.
  await sources.staticCopy;
  await writeLayoutFiles(site, theme.assets, staging);

  const indexFiles = new SearchIndexFiles(await cache?.search.restore(), cache !== undefined);
  // The files built anew are counted (those the cache has are not built).
  const indexCounter = progress.counter("search index");
  const serialise: IndexSerialiser = (documents, boosts) => {
    indexCounter.expect(1);
    return workers.serialise(documents, boosts).finally(() => indexCounter.add());
  };
  const searchIndexes = new BackgroundIndexes(() =>
    timer.run("search index", () => {
      heap.settle();
      return indexFiles.build(site.searchDocuments, config.search, serialise);
    }),
  );
  if (workers.hasWorker) searchIndexes.start();
  if (cache) runtime.onCommit(() => cache.search.keep(indexFiles));

  const layout = { serverCode: await sources.theme.serverCode, context: documentContext(config, site.data, theme.assets), site: site.data };
  const kept = await cache?.pages(staging, layout);
  const pages = await timer.run("render", () =>
    // Kept pages leave this thread idle while the writer thread links them: the search indexes are built meanwhile.
    renderPages({ site, theme, config, routes: site.routes, writes, kept, meanwhile: () => searchIndexes.start(), shareParts: input.shareParts, heap, counter: progress.counter("render") }),
  );
  releaseDocHtml(markdown, site.routes);
  return { pages, searchIndexes };
}
