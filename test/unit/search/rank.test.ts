// The order of results: pages whose title holds every word of the query above pages that only
// mention them (titles that hold nothing else first, page titles before section headings),
// then the score; syntax queries by score alone.
import { describe, expect, it } from "vitest";
import { searchDocuments } from "../../../src/search/documents.ts";
import type { SearchHit } from "../../../src/shared/search.ts";
import { mergeMatches } from "../../../templates/search/engine.ts";
import { searchedWords } from "../../../templates/search/query.ts";
import { otherTitleWords, queryPrefixes } from "../../../templates/search/rank.ts";
import { BOOSTS, docRoute, postRoute } from "./helpers.ts";
import { lunrIndex } from "./lunr-reference.ts";

const often = (phrase: string, times: number) => Array.from({ length: times }, () => phrase).join(". ");

const routes = [
  // Reference pages: short, their subject in the title.
  docRoute("/docs/api/crds/scan-type", "ScanType", [{ text: "Defines how the operator runs a job and which parser reads its results." }]),
  docRoute("/docs/api/crds/cascading-rule", "CascadingRule", [{ text: "Starts follow-up scans for matching findings." }]),
  docRoute("/docs/contributing/cascading-rules-dir", "The cascading-rules/ directory", [
    { text: often("Each cascading rule of a scanner lives here, one cascading rule a file", 6) },
  ]),
  docRoute("/docs/scanners/zap-advanced", "ZAP Advanced", [{ text: "An extended image with more options and scripts." }]),
  docRoute("/docs/architecture/runtime-view", "Runtime view", [
    { text: "The operator starts a scan of the type the scan names." },
    { id: "zap-advanced", title: "What about ZAP Advanced?", text: often("ZAP Advanced advances ZAP: advanced scripts for zaproxy", 4) },
  ]),
  // In the docs, "scan" and "type" are everywhere: their weight there is low.
  ...["nmap", "trivy", "nikto", "amass"].map((name) => docRoute(`/docs/scanners/${name}`, name, [{ text: `A scan with ${name} of any type.` }])),
  // In the blog they are rare: a post that uses them weighs more.
  postRoute("/blog/2021/07/20/architecture", "The life of a scan", [
    { text: "A scan names its scan type; the scan type names the scanner image and the parser that reads the scanner's results." },
  ]),
  ...["blinmaker", "how-we-work", "release", "sundown", "community"].map((slug) =>
    postRoute(`/blog/2021/09/07/${slug}`, slug, [{ text: "Our team cooks, plans and writes in short cycles." }]),
  ),
];
const indexes = [...searchDocuments(routes, { baseUrl: "/", parentCategories: 0 }).values()].map((docs) => ({
  documents: new Map(docs.map((d) => [d.document.id, d.document])),
  index: lunrIndex(docs, BOOSTS),
}));
const ranked = (query: string) => mergeMatches(indexes, query, 8);
const routesOf = (hits: SearchHit[]) => hits.map((h) => h.document.sectionRoute);
const scoreOf = (hits: SearchHit[], route: string) => hits.find((h) => h.document.sectionRoute === route)!.score;

describe("ranking", () => {
  it("puts a page whose title holds every word above pages that only mention them, whatever their score", () => {
    const hits = ranked("scan type");
    expect(routesOf(hits)[0]).toBe("/docs/api/crds/scan-type");
    // The post holds "scan" in its title and "scan type" in its text, in the blog's index where
    // the words weigh more: by score alone it would come first.
    expect(scoreOf(hits, "/blog/2021/07/20/architecture")).toBeGreaterThan(scoreOf(hits, "/docs/api/crds/scan-type"));
  });

  it("puts a title that holds only the query above one that holds more", () => {
    for (const query of ["cascading rule", "CascadingRule", "cascading-rule"]) {
      const hits = ranked(query);
      expect(routesOf(hits).slice(0, 2), query).toEqual(["/docs/api/crds/cascading-rule", "/docs/contributing/cascading-rules-dir"]);
      expect(scoreOf(hits, "/docs/contributing/cascading-rules-dir"), query).toBeGreaterThan(scoreOf(hits, "/docs/api/crds/cascading-rule"));
    }
  });

  it("puts page titles above section headings that hold every word", () => {
    const hits = ranked("zap advanced");
    expect(routesOf(hits).slice(0, 2)).toEqual(["/docs/scanners/zap-advanced", "/docs/architecture/runtime-view#zap-advanced"]);
    expect(scoreOf(hits, "/docs/architecture/runtime-view#zap-advanced")).toBeGreaterThan(scoreOf(hits, "/docs/scanners/zap-advanced"));
  });

  it("orders by score where no title holds the query", () => {
    for (const query of ["operator", "options", "parser"]) {
      const hits = ranked(query);
      expect(hits.length, query).toBeGreaterThan(0);
      expect(hits.map((h) => h.score), query).toEqual(hits.map((h) => h.score).sort((a, b) => b - a));
    }
  });

  it("ranks syntax queries by score alone: their fields and boosts are the reader's", () => {
    const hits = ranked("+scan +type");
    expect(routesOf(hits)[0]).toBe("/blog/2021/07/20/architecture");
    expect(hits.map((h) => h.score)).toEqual(hits.map((h) => h.score).sort((a, b) => b - a));
  });
});

describe("otherTitleWords", () => {
  const words = (query: string) => queryPrefixes(searchedWords(query));
  it("counts the words of a title the query does not hold, stop words and numbers aside", () => {
    expect(otherTitleWords("CascadingRule", words("cascading rule"))).toBe(0);
    expect(otherTitleWords("CascadingRule", words("CascadingRule"))).toBe(0);
    expect(otherTitleWords("The cascading-rules/ directory", words("cascading rule"))).toBe(1);
    expect(otherTitleWords("ADR-0003: CascadingRules for follow-up scans", words("cascading rule"))).toBe(3);
    expect(otherTitleWords("Scanning Networks", words("scan network"))).toBe(0);
    expect(otherTitleWords("Scanning Networks", words("scan"))).toBe(1);
  });
});
