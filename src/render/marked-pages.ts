// Pages rendered with marks in place of the pieces of HTML they share with other pages (the
// docs sidebar, templates/shared-sidebar.tsx, and its JSON in the page data). A marked page is
// split at its marks into parts (src/output/page-parts.ts): the writer thread gets each piece
// once, and the link check reads a piece's links and ids once (from the body: the page data
// holds no links).
import { randomUUID } from "node:crypto";
import type { ServerBundle } from "../bundle/bundle.ts";
import { collectPageRefs, linkGroup, linkGroupsOf, TextCopies, type LinkGroup } from "../check/links.ts";
import { splitMarkedPage, type PageParts } from "../output/page-parts.ts";
import { useRecent } from "../shared/recent.ts";
import type { PageData, PieceMarks, SidebarViewItem } from "../shared/types.ts";
import { scriptJson } from "./document.ts";

/**
 * How many sidebars' JSON pieces are kept (pages come in sidebar order, so the pages of one
 * category follow one another). One used again after it was let go is made again.
 */
const KEPT_SIDEBAR_JSON = 16;

/** A page's body, its links and ids, and how to cut its document into parts. */
export interface RenderedBody {
  body: string;
  links: string[];
  /** Instead of `links`, for a body in parts (see CheckedPage in src/check/links.ts). */
  linkGroups?: LinkGroup[];
  ids: Set<string>;
  /** The page's document as the writer takes it: in parts where it has marks (body or page data). */
  document(html: string): string | PageParts;
  /** What stands for a doc's sidebar in the page data (see pageDataJson); by default its JSON. */
  sidebarJson?: (sidebar: SidebarViewItem[]) => string;
}

/** The links and ids of a part of a page. */
type PartLinks = { hrefs: LinkGroup; srcs: LinkGroup; ids: Set<string> };

/** Renders each page whole, every part of it in place. */
export function wholePages(server: ServerBundle): (data: PageData) => RenderedBody {
  const renderPage = server.pageRenderer({ shareParts: false });
  const copies = new TextCopies();
  return (data) => {
    const body = renderPage(data);
    const { links, ids } = collectPageRefs(body, copies);
    return { body, links, ids, document: (html) => html };
  };
}

/** Renders pages with marks of shared pieces; one function per build of the pages. */
export function markedPages(server: ServerBundle): (data: PageData) => RenderedBody {
  // Random, so that no page's own text holds it.
  const marks: PieceMarks = { mark: `\u0001sitec-piece-${randomUUID()}:`, texts: new Map(), next: 0 };
  const split = (html: string) => splitMarkedPage(html, marks.mark, (piece) => marks.texts.get(piece)!);
  const pieces = new Map<number, PartLinks>();
  const copies = new TextCopies();
  // A category's sidebar in the page data is a shared piece too: its JSON (about 95 thousand
  // characters on every doc page at 50,000 docs) is made once and goes to the writer thread
  // once, instead of into each page's own text.
  const sidebarPieces = new Map<SidebarViewItem[], number>();
  const sidebarJson = (sidebar: SidebarViewItem[]) => {
    let piece = sidebarPieces.get(sidebar);
    if (piece === undefined) marks.texts.set((piece = marks.next++), scriptJson(sidebar));
    for (const [, dropped] of useRecent(sidebarPieces, sidebar, piece, KEPT_SIDEBAR_JSON)) marks.texts.delete(dropped);
    return `${marks.mark}${piece}:[]\u0001`;
  };
  const partLinks = (text: string, shared: boolean): PartLinks => {
    const { hrefs, srcs, ids } = collectPageRefs(text, copies);
    return { hrefs: linkGroup(hrefs, shared), srcs: linkGroup(srcs, shared), ids };
  };
  const renderPage = server.pageRenderer({ marks });
  return (data) => {
    const body = renderPage(data);
    const parts = split(body);
    if (!parts) {
      const { links, ids } = collectPageRefs(body, copies);
      return { body, links, ids, document: (html) => split(html) ?? html, sidebarJson };
    }
    const found = parts.parts.map((part) => {
      if (typeof part === "string") return partLinks(part, false);
      let piece = pieces.get(part.piece);
      if (!piece) pieces.set(part.piece, (piece = partLinks(part.text, true)));
      return piece;
    });
    // The links of pieces let go (shared-sidebar.tsx) stay with the pages that have them.
    for (const piece of pieces.keys()) if (!marks.texts.has(piece)) pieces.delete(piece);
    const ids = new Set<string>();
    for (const part of found) for (const id of part.ids) ids.add(id);
    // The document holds the body as it is, marks and all.
    return { body, links: [], linkGroups: linkGroupsOf(found), ids, document: (html) => split(html) ?? html, sidebarJson };
  };
}
