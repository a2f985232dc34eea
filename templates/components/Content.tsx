// Rendered Markdown. The HTML comes from the compiler; on hydration the client passes
// back exactly what the DOM holds, so React never rewrites it. Islands in it (components that
// need the browser, `<sitec-island>`) are started once the content is in the page and stopped
// when it changes or goes: the islands runtime is loaded only for content that has some.
import { useEffect, useRef } from "react";
import { CONTENT_ATTRIBUTE } from "../../src/shared/types.ts";
import { ISLAND_TAG } from "../runtime/island-tags.ts";

export function Content({ html, contentKey, className = "markdown" }: { html: string; contentKey: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element?.querySelector(ISLAND_TAG)) return;
    let stop: (() => void) | undefined;
    let left = false;
    void import("../runtime/islands.ts").then(({ startIslands }) => {
      if (!left) stop = startIslands(element);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [html]);
  return <div ref={ref} className={className} {...{ [CONTENT_ATTRIBUTE]: contentKey }} dangerouslySetInnerHTML={{ __html: html }} />;
}
