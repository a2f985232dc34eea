// The browser's fast loader of the compact index answers every query exactly as lunr's own
// lunr.Index.load of the restored serialisation does.
import lunr from "lunr";
import { describe, expect, it } from "vitest";
import { buildCompactIndex } from "../../../src/search/build-index.ts";
import { searchDocuments } from "../../../src/search/documents.ts";
import { expandIndex } from "../../../src/shared/search.ts";
import { loadCompactIndex } from "../../../templates/search/load-index.ts";
import { runQuery } from "../../../templates/search/query.ts";
import { BOOSTS, docRoute } from "./helpers.ts";

const WORDS = (
  "scan scanner scanning scans nmap zap trivy helm install installation operator hook hooks cascading rule rules " +
  "kubernetes namespace chart values yaml docker image finding findings parser persistence defectdojo elasticsearch " +
  "webhook slack teams sbom cyclonedx dependency track service container discovery secret secrets minio bucket s3 " +
  "network port ports tls ssl certificate vulnerability vulnerabilities report reports release version upgrade"
).split(" ");

/** A deterministic corpus: 60 pages of 3 sections each, drawn from the words above. */
function corpus() {
  let seed = 7;
  const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
  const text = (n: number) => Array.from({ length: n }, () => WORDS[Math.floor(random() * WORDS.length)]).join(" ");
  const routes = Array.from({ length: 60 }, (_, p) =>
    docRoute(`/docs/page-${p}`, text(2), [
      { text: text(30) },
      { id: `a-${p}`, title: text(3), text: text(60) },
      { id: `b-${p}`, title: text(2), text: text(15) },
    ], { tags: [text(1)] }),
  );
  return searchDocuments(routes, { baseUrl: "/", parentCategories: 0 }).get("docs-default-current")!;
}

const documents = corpus();
// Each loader gets the file as the browser has it, parsed from JSON (the fast one decodes in place).
const json = JSON.stringify(buildCompactIndex(documents, BOOSTS));
const reference = lunr.Index.load(expandIndex(JSON.parse(json)) as unknown as object);
const fast = loadCompactIndex(JSON.parse(json));

const QUERIES = [
  "scan", "sca", "s", "helm install", "nmap zap", "vulnerabilit", "title:nmap", "+helm -docker", "zap~1",
  "scan^10", "tags:trivy", "sc*", "*port", "content:values +yaml", "-nmap", "nothing-like-this", "k",
];

describe("loadCompactIndex", () => {
  it("gives the same results, scores and matched terms as lunr.Index.load", () => {
    // Equal scores may come in another order (the token sets list expansions differently).
    const ordered = (results: lunr.Index.Result[]) =>
      results
        .map((r) => ({ ref: r.ref, score: Math.round(r.score * 1e9), terms: Object.keys(r.matchData.metadata).sort() }))
        .sort((a, b) => b.score - a.score || (a.ref < b.ref ? -1 : 1));
    let found = 0;
    for (const q of QUERIES) {
      const lunrQuery = q.replace(/^(sca|s|k)$/, "$1*");
      const expected = ordered(reference.search(lunrQuery));
      expect(ordered(fast.search(lunrQuery)), q).toEqual(expected);
      if (expected.length) found++;
    }
    expect(found).toBeGreaterThan(12);
  });

  it("gives the same plain-query results through runQuery, prefix expansion included", () => {
    const ordered = (matches: ReturnType<typeof runQuery>) =>
      matches.map((m) => ({ ...m, score: Math.round(m.score * 1e9), terms: [...m.terms].sort() })).sort((a, b) => b.score - a.score || (a.ref < b.ref ? -1 : 1));
    for (const q of QUERIES) expect(ordered(runQuery(fast, q)), q).toEqual(ordered(runQuery(reference, q)));
  });

  it("knows every term of the index", () => {
    const terms = Object.keys((reference as unknown as { invertedIndex: object }).invertedIndex);
    const fastPostings = (fast as unknown as { invertedIndex: Record<string, unknown> }).invertedIndex;
    const referencePostings = (reference as unknown as { invertedIndex: Record<string, unknown> }).invertedIndex;
    for (const term of terms) expect(JSON.parse(JSON.stringify(fastPostings[term])), term).toEqual(referencePostings[term]);
  });
});
