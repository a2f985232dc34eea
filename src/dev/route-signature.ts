// What a page's rendering depends on besides the document around it, so that watch mode
// writes again only the pages whose data changed.
import { mapContent } from "../shared/content-transfer.ts";
import type { RouteData } from "../shared/types.ts";

/**
 * A route's data without the rendered Markdown and the sidebar (both large; the sidebar is
 * compared with the document around pages), and the Markdown blocks themselves, compared as
 * strings: an unchanged file keeps the very same string.
 */
export interface RouteSignature {
  skeleton: string;
  contents: string[];
}

export function routeSignature(data: RouteData): RouteSignature {
  const contents: string[] = [];
  const stripped = mapContent(data, (_key, html) => {
    contents.push(html);
    return "";
  });
  const props = stripped.props.kind === "doc" ? { ...stripped.props, sidebar: [] } : stripped.props;
  return { skeleton: JSON.stringify({ ...stripped, props }), contents };
}

export function sameSignature(a: RouteSignature | undefined, b: RouteSignature): boolean {
  return a !== undefined && a.skeleton === b.skeleton && a.contents.length === b.contents.length && a.contents.every((html, i) => html === b.contents[i]);
}
