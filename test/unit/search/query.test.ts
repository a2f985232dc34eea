// Query handling: exact and prefix matching of plain queries, lunr syntax, and rejected
// syntax that finds nothing instead of throwing.
import lunr from "lunr";
import { describe, expect, it, vi } from "vitest";
import { searchDocuments } from "../../../src/search/documents.ts";
import { hasLunrSyntax, MAX_EDIT_DISTANCE, queryTerms, runQuery } from "../../../templates/search/query.ts";
import { BOOSTS, docRoute } from "./helpers.ts";
import { lunrIndex } from "./lunr-reference.ts";

const docs = searchDocuments(
  [
    docRoute("/docs/scanners/nmap", "Nmap", [{ text: "Nmap finds open ports. It runs as a scanner on Kubernetes." }]),
    docRoute("/docs/getting-started/installation", "Installation", [
      { text: "Install the operator with helm install securecodebox/operator." },
      { id: "docker", title: "Docker images", text: "Pull the docker images before you install with helm." },
    ]),
    docRoute("/docs/scanners/zap", "ZAP", [{ text: "ZAP scans web applications for vulnerabilities." }]),
    docRoute("/docs/api/scan-type", "ScanType", [{ text: "A ScanType defines how scans of one type run." }]),
  ],
  { baseUrl: "/", parentCategories: 0 },
).get("docs-default-current")!;
const index: lunr.Index = lunrIndex(docs, BOOSTS);
const routeOf = (ref: string) => docs.find((d) => d.document.id === ref)!.document.sectionRoute;
const search = (q: string) => runQuery(index, q).map((m) => routeOf(m.ref));

describe("plain queries", () => {
  it("match the exact term", () => {
    expect(search("nmap")).toEqual(["/docs/scanners/nmap"]);
  });

  it("match a trailing-wildcard prefix: `sca` finds `scanner` and `scans`", () => {
    const found = search("sca");
    expect(found).toContain("/docs/scanners/nmap");
    expect(found).toContain("/docs/scanners/zap");
    expect(found).toContain("/docs/api/scan-type");
  });

  it("match other forms of a word through the stemmer: `scanning` finds `scans`", () => {
    expect(search("scanning")).toContain("/docs/scanners/zap");
  });

  it("are case-insensitive", () => {
    expect(search("NMAP")).toEqual(["/docs/scanners/nmap"]);
  });

  it("flag results that match every word, best first", () => {
    const matches = runQuery(index, "helm docker");
    const complete = matches.filter((m) => m.allTerms).map((m) => routeOf(m.ref));
    expect(complete).toEqual(["/docs/getting-started/installation#docker"]);
    expect(matches.map((m) => routeOf(m.ref))).toContain("/docs/getting-started/installation");
  });

  it("ignore stop words next to other words, and give terms to mark", () => {
    const [match] = runQuery(index, "the nmap");
    expect(routeOf(match!.ref)).toBe("/docs/scanners/nmap");
    expect(match!.allTerms).toBe(true);
    expect(match!.terms).toContain("nmap");
    expect(match!.terms).not.toContain("the");
  });

  it("find nothing for empty or blank queries", () => {
    expect(runQuery(index, "")).toEqual([]);
    expect(runQuery(index, "   ")).toEqual([]);
  });

  it("treat HTML as words", () => {
    expect(hasLunrSyntax("<img src=x onerror=alert(1)>")).toBe(false);
    expect(queryTerms("<img src=x onerror=alert(1)>")).toEqual(["img", "src", "x", "onerror", "alert", "1"]);
    expect(() => runQuery(index, "<img src=x onerror=alert(1)>")).not.toThrow();
  });
});

describe("lunr syntax", () => {
  it("is recognised by its operators, not by hyphens inside words", () => {
    for (const q of ["title:nmap", "+helm -docker", "zap~1", "scan^10", "sca*"]) expect(hasLunrSyntax(q), q).toBe(true);
    for (const q of ["zap-advanced", "helm install", "scan type", "--top-ports", "a - b"]) expect(hasLunrSyntax(q), q).toBe(false);
  });

  it("searches one field: title:nmap", () => {
    expect(search("title:nmap")).toEqual(["/docs/scanners/nmap"]);
    expect(search("title:helm")).toEqual([]);
  });

  it("requires and prohibits terms: +helm -docker", () => {
    expect(search("+helm -docker")).toEqual(["/docs/getting-started/installation"]);
  });

  it("matches with an edit distance: zapp~1 finds ZAP", () => {
    expect(search("zapp~1")).toContain("/docs/scanners/zap");
  });

  it("boosts terms: scan^10", () => {
    expect(search("scan^10").length).toBeGreaterThan(0);
  });

  it("rejects an unknown field, a non-numeric edit distance or boost, a field without a term", () => {
    for (const q of ["foo:nmap", "zap~x", "scan^x", "title:", "title: ", "+", "-", "~", "^", ":", "*", "title:nmap^", "nmap~"]) {
      expect(() => runQuery(index, q), q).not.toThrow();
    }
    for (const q of ["foo:nmap", "zap~x", "scan^x", "title:"]) expect(search(q), q).toEqual([]);
  });

  it("caps the edit distance so that a large one cannot freeze the page", () => {
    // lunr builds one automaton per fuzzy term, and its size explodes with the edit distance:
    // record the distances asked for, and refuse (rather than hang on) one above the cap.
    // (lunr's type declarations leave this function out.)
    const tokenSets = lunr.TokenSet as unknown as { fromFuzzyString(term: string, distance: number): lunr.TokenSet };
    const build = tokenSets.fromFuzzyString.bind(tokenSets);
    const distances: number[] = [];
    const fuzzy = vi.spyOn(tokenSets, "fromFuzzyString").mockImplementation((term, distance) => {
      distances.push(distance);
      if (distance > 2) throw new Error(`edit distance ${distance}: too large an automaton`);
      return build(term, distance);
    });
    try {
      expect(search("kubernetes~50")).toEqual(["/docs/scanners/nmap"]);
      expect(distances).toEqual([MAX_EDIT_DISTANCE]);
      expect(MAX_EDIT_DISTANCE).toBe(2);
      distances.length = 0;
      expect(search("zapp~1")).toContain("/docs/scanners/zap");
      expect(distances).toEqual([1]);
    } finally {
      fuzzy.mockRestore();
    }
  });
});
