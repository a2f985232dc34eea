// Rendered Markdown. The HTML comes from the compiler; on hydration the client passes
// back exactly what the DOM holds, so React never rewrites it. Islands in it (components that
// need the browser, `<sitec-island>`) are started once the content is in the page and stopped
// when it changes or goes: the islands runtime is loaded only for content that has some.
import { useContext, useEffect, useRef } from "react";
import { RuntimeContext } from "../runtime/context.tsx";
import { CONTENT_ATTRIBUTE } from "../../src/shared/types.ts";
import { ISLAND_TAG } from "../runtime/island-tags.ts";

export function Content({ html, contentKey, className = "markdown" }: { html: string; contentKey: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // The islands get the page's runtime: what their components read of the site works there.
  const runtime = useContext(RuntimeContext);
  useEffect(() => {
    const element = ref.current;
    if (!element?.querySelector(ISLAND_TAG)) return;
    let stop: (() => void) | undefined;
    let left = false;
    void import("../runtime/islands.ts").then(({ startIslands }) => {
      if (!left) stop = startIslands(element, runtime);
    });
    return () => {
      left = true;
      stop?.();
    };
    // The runtime is read when the islands start: new content (another page) brings its own.
  }, [html]);
  return <div ref={ref} className={className} {...{ [CONTENT_ATTRIBUTE]: contentKey }} dangerouslySetInnerHTML={{ __html: html }} />;
}
