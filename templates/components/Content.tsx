// Rendered Markdown. The HTML comes from the compiler; on hydration the client passes
// back exactly what the DOM holds, so React never rewrites it.
import { CONTENT_ATTRIBUTE } from "../../src/shared/types.ts";

export function Content({ html, contentKey, className = "markdown" }: { html: string; contentKey: string; className?: string }) {
  return <div className={className} {...{ [CONTENT_ATTRIBUTE]: contentKey }} dangerouslySetInnerHTML={{ __html: html }} />;
}
