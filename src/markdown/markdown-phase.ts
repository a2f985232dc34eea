// The build's Markdown phase: every doc and post to HTML, those the build cache has taken from
// it. A build lets go of the sources afterwards (watch mode calls renderSiteMarkdown itself, and
// keeps them for the next edit).
import type { BuildRuntime } from "../build-runtime.ts";
import type { Sources } from "../load/load-sources.ts";
import { releaseSources } from "../release-memory.ts";
import { renderSiteMarkdown, type RenderedContent } from "./render-content.ts";

export async function markdownPhase({ runtime, sources }: { runtime: BuildRuntime; sources: Sources }): Promise<RenderedContent> {
  const { content, markdownOptions, loaded } = sources;
  const cache = await runtime.cache?.markdown(markdownOptions, loaded.inputs);
  const markdown = await runtime.timer.run("markdown", () =>
    cache ? cache.render(content, markdownOptions, runtime.workers) : renderSiteMarkdown(content, markdownOptions, runtime.workers),
  );
  releaseSources(content);
  return markdown;
}
