// Pages in parts give the link check their links in groups, a shared piece's group the same
// object on every page (src/check/links.ts). The check must find what it finds on the whole
// page's links: the same problems, in the same order, each link once.
import { describe, expect, it } from "vitest";
import { checkLinks, collectLinkKinds, collectLinks, linkGroup, linkGroupsOf, flatLinks, type CheckedPage, type LinkGroup } from "../../../src/check/links.ts";

const a = (href: string) => `<a href="${href}">x</a>`;
const img = (src: string) => `<img src="${src}" alt="">`;
// A shared piece with fine links, broken ones, an anchor that is missing, a relative link and
// links that the pages' own parts have too.
const piece = [a("/docs/one"), a("/docs/gone"), a("/docs/one#missing"), a("two"), a("/docs/two"), img("/img/nope.png"), a("#here")].join("");
const shared = (() => {
  const { hrefs, srcs } = collectLinkKinds(piece);
  return { hrefs: linkGroup(hrefs, true), srcs: linkGroup(srcs, true) };
})();

function asParts(path: string, before: string, after: string): { whole: CheckedPage; inParts: CheckedPage } {
  const own = (text: string) => {
    const { hrefs, srcs } = collectLinkKinds(text);
    return { hrefs: linkGroup(hrefs, false), srcs: linkGroup(srcs, false) };
  };
  const contentLinks = [{ url: "/docs/gone", line: 7 }];
  const whole: CheckedPage = { path, links: collectLinks(before + piece + after), file: `${path}.md`, contentLinks };
  const linkGroups: LinkGroup[] = linkGroupsOf([own(before), shared, own(after)]);
  return { whole, inParts: { path, links: [], linkGroups, file: `${path}.md`, contentLinks } };
}

const options = {
  baseUrl: "/",
  files: new Set(["img/logo.png"]),
  idsByRoute: new Map([
    ["/docs/one", new Set(["intro"])],
    ["/docs/two", new Set<string>()],
    ["/docs/sub/two", new Set<string>()],
    ["/docs/sub/page", new Set(["here"])],
  ]),
};

describe("the link check of pages in parts", () => {
  const pages = [
    asParts("/docs/one", img("/img/logo.png") + a("/docs/gone"), a("/docs/later-gone") + img("/img/nope.png")),
    asParts("/docs/sub/page", a("/docs/one#intro"), a("/docs/gone") + a("/docs/two")),
    asParts("/docs/two", "", a("#nothing")),
  ];

  it("finds the problems of the whole pages, in their order, each link once", () => {
    const whole = checkLinks(pages.map((p) => p.whole), options);
    const inParts = checkLinks(pages.map((p) => p.inParts), options);
    expect(whole.brokenLinks.length).toBeGreaterThan(5);
    expect(whole.brokenAnchors.length).toBeGreaterThan(1);
    expect(inParts).toEqual(whole);
  });

  it("reads a page's links in parts as collectLinks reads the whole page", () => {
    for (const { whole, inParts } of pages) expect(flatLinks(inParts)).toEqual(whole.links);
  });
});
