// Query handling: exact and prefix matching of plain queries, lunr syntax, and rejected
// syntax that finds nothing instead of throwing.
import lunr from "lunr";
import { describe, expect, it, vi } from "vitest";
import { searchDocuments } from "../../../src/search/documents.ts";
import { hasLunrSyntax, MAX_EDIT_DISTANCE, queryTerms, queryWords, runQuery } from "../../../templates/search/query.ts";
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
    docRoute("/docs/api/crds/cascading-rule", "CascadingRule", [{ text: "A CascadingRule starts follow-up scans." }]),
    docRoute("/docs/scanners/ncrack", "Ncrack", [
      { text: "Ncrack guesses passwords of network services." },
      { id: "cascading-rules", title: "Cascading rules", text: "The chart ships cascading rules for ssh ports." },
    ]),
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

describe("compound words in plain queries", () => {
  it("are split into their parts, as the index's words are, and keep the whole word", () => {
    expect(queryWords("CascadingRule kube-hunter nmap")).toEqual([
      { whole: "cascadingrule", parts: ["cascading", "rule"] },
      { whole: "kubehunter", parts: ["kube", "hunter"] },
      { whole: "nmap", parts: [] },
    ]);
    expect(queryTerms("Scan-Type scan-type ScanType")).toEqual(["scantype"]);
  });

  it("find a compound name however it is typed: two words, CamelCase, kebab case, one word", () => {
    for (const q of ["cascading rule", "CascadingRule", "cascading-rule", "cascadingrule", "Cascading Rule", "cascading ru"]) {
      const complete = runQuery(index, q).filter((m) => m.allTerms).map((m) => routeOf(m.ref));
      expect(complete, q).toContain("/docs/api/crds/cascading-rule");
    }
  });

  it("find the parts where a page writes them apart: CascadingRule finds `cascading rules`", () => {
    const match = runQuery(index, "CascadingRule").find((m) => routeOf(m.ref) === "/docs/scanners/ncrack#cascading-rules");
    expect(match?.allTerms).toBe(true);
    // Both parts are marked (`cascad` marks `cascading`).
    expect(match?.terms).toContain("rule");
    expect(match?.terms.some((t) => "cascading".startsWith(t))).toBe(true);
    expect(search("ScanType")).toContain("/docs/scanners/zap");
  });

  it("want every part when the whole word is not there", () => {
    const ncrack = (q: string) => runQuery(index, q).find((m) => routeOf(m.ref) === "/docs/scanners/ncrack#cascading-rules");
    // `cascading` is there, `scans` is not: not a match of the whole query.
    expect(ncrack("CascadingScans")?.allTerms).toBe(false);
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

  it("takes a compound name as typed, which the index holds whole: title:CascadingRule", () => {
    expect(search("title:CascadingRule")).toEqual(["/docs/api/crds/cascading-rule"]);
    expect(search("+cascadingrule")).toEqual(["/docs/api/crds/cascading-rule"]);
    expect(search("CascadingRul~1")).toContain("/docs/api/crds/cascading-rule");
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
