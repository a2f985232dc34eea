// The lunr index per tag, built straight into the compact serialisation: fields and boosts
// from the config, BM25 with k1 1.2 and b 0.75, exactly what lunr's own builder gives.
import lunr from "lunr";
import { describe, expect, it } from "vitest";
import { BM25_B, BM25_K1, buildCompactIndex, indexFields, indexableTerm, scoreOfThousandths, serialiseIndexFile, type SearchBoosts } from "../../../src/search/build-index.ts";
import { searchDocuments, type IndexedDocument } from "../../../src/search/documents.ts";
import { documentsKey } from "../../../src/search/write-indexes.ts";
import { digest } from "../../../src/hash.ts";
import { expandIndex, type SearchIndexFile } from "../../../src/shared/search.ts";
import { BOOSTS, docRoute } from "./helpers.ts";
import { compactOf, compoundTokenizer, lunrIndex } from "./lunr-reference.ts";

function documents(parentCategories = 0): IndexedDocument[] {
  const routes = [
    docRoute("/docs/scanners/nmap", "Nmap", [
      { text: "Nmap finds open ports and services of hosts in a network." },
      { id: "deployment", title: "Deployment", text: "Install the nmap chart with helm install." },
    ], { tags: ["port scanning"], parentCategories: ["Scanners"] }),
    docRoute("/docs/scanners/zap", "ZAP", [
      { text: "ZAP scans web applications. It is not a port scanner." },
      { id: "values", title: "Values", text: "See values.yaml for image.repository and the nmap free defaults." },
    ], { parentCategories: ["Scanners"] }),
    docRoute("/docs/hooks/defectdojo", "DefectDojo", [{ text: "Imports findings into DefectDojo; works with docker and helm." }], { parentCategories: ["Hooks"] }),
  ];
  return searchDocuments(routes, { baseUrl: "/", parentCategories }).get("docs-default-current")!;
}

const refsOf = (results: lunr.Index.Result[]) => results.map((r) => r.ref);
/** The index as the browser loads it from the index file. */
const buildSearchIndex = (docs: IndexedDocument[], boosts: SearchBoosts) =>
  lunr.Index.load(expandIndex(JSON.parse(JSON.stringify(buildCompactIndex(docs, boosts)))) as unknown as object);
const fieldsOf = (index: lunr.Index) => (index as unknown as { fields: string[] }).fields;

describe("buildSearchIndex", () => {
  it("indexes title, content and tags; parent categories only when configured", () => {
    expect(indexFields(BOOSTS)).toEqual([
      { name: "title", boost: 5 },
      { name: "content", boost: 1 },
      { name: "tags", boost: 3 },
    ]);
    expect(fieldsOf(buildSearchIndex(documents(), BOOSTS))).toEqual(["title", "content", "tags"]);
    const withCategories = { ...BOOSTS, indexDocSidebarParentCategories: 1 };
    expect(fieldsOf(buildSearchIndex(documents(1), withCategories))).toEqual(["title", "content", "tags", "sidebarParentCategories"]);
    expect(refsOf(buildSearchIndex(documents(1), withCategories).search("sidebarParentCategories:hooks"))).toEqual(["d4"]);
  });

  it("ranks a title match above a content match by the title boost", () => {
    const index = buildSearchIndex(documents(), BOOSTS);
    // "nmap" is the title of doc 0 and in the content of docs 0, 1 and 3.
    expect(refsOf(index.search("nmap"))[0]).toBe("d0");
    // With the boosts swapped, content wins.
    const flipped = buildSearchIndex(documents(), { ...BOOSTS, titleBoost: 0.1, contentBoost: 5 });
    expect(refsOf(flipped.search("nmap"))[0]).not.toBe("d0");
  });

  it("indexes tags with the tags boost, word by word", () => {
    const index = buildSearchIndex(documents(), BOOSTS);
    expect(refsOf(index.search("tags:scanning"))).toEqual(["d0"]);
    expect(refsOf(index.search("tags:port"))).toEqual(["d0"]);
  });

  it("scores terms with BM25, k1 1.2 and b 0.75", () => {
    expect([BM25_K1, BM25_B]).toEqual([1.2, 0.75]);
    const docs = documents();
    const index = buildSearchIndex(docs, BOOSTS) as unknown as {
      fieldVectors: Record<string, { elements: number[] }>;
      invertedIndex: Record<string, { _index: number; content: Record<string, object>; title: Record<string, object>; tags: Record<string, object> }>;
    };
    // "defectdojo" appears once in the content of document 4 (and in its title), with its parts.
    const posting = index.invertedIndex["defectdojo"]!;
    const pipeline = new lunr.Pipeline();
    pipeline.add(lunr.trimmer, indexableTerm as lunr.PipelineFunction, lunr.stopWordFilter, lunr.stemmer);
    const tokens = (text: string) => pipeline.run(compoundTokenizer(text)).length;
    const lengths = docs.map((d) => tokens(d.text));
    const average = lengths.reduce((a, b) => a + b, 0) / docs.length;
    const withTerm = Object.keys(posting.title).length + Object.keys(posting.content).length + Object.keys(posting.tags).length;
    const idf = Math.log(1 + Math.abs((docs.length - withTerm + 0.5) / (withTerm + 0.5)));
    const bm25 = (tf: number, length: number) => (idf * ((BM25_K1 + 1) * tf)) / (BM25_K1 * (1 - BM25_B + BM25_B * (length / average)) + tf);
    const elements = index.fieldVectors["content/d4"]!.elements;
    const score = elements[elements.indexOf(posting._index) + 1]!;
    // Scores are stored with two significant digits.
    expect(Math.abs(score - bm25(1, lengths[4]!)) / score).toBeLessThan(0.05);
  });

  it("keeps words with digits but not bare numbers or single characters", () => {
    const token = (s: string) => indexableTerm(new lunr.Token(s, {}))?.toString();
    expect([token("8080"), token("x"), token("v2"), token("log4j"), token("helm")]).toEqual([undefined, undefined, "v2", "log4j", "helm"]);
  });

  it("splits paths, URLs and key names into words", () => {
    const index = buildSearchIndex(documents(), BOOSTS);
    expect(refsOf(index.search("yaml"))).toEqual(["d3"]);
    expect(refsOf(index.search("repository"))).toEqual(["d3"]);
  });

  it("indexes compound names in titles, headings and content as the whole word and its parts", () => {
    const routes = [
      docRoute("/docs/api/crds/cascading-rule", "CascadingRule", [
        { text: "A CascadingRule starts follow-up scans." },
        { id: "spec", title: "ScanType and kube-hunter", text: "Runs kube-hunter with the HTTPServer probe." },
      ]),
    ];
    const docs = searchDocuments(routes, { baseUrl: "/", parentCategories: 0 }).get("docs-default-current")!;
    const index = buildSearchIndex(docs, BOOSTS);
    // The whole word still matches, in the title field.
    expect(refsOf(index.search("title:cascadingrule"))).toEqual(["d0"]);
    // Its parts match too: in the page title, in a heading, in the content.
    expect(refsOf(index.search("title:cascading title:rule"))).toEqual(["d0"]);
    expect(refsOf(index.search("title:scan title:type"))).toEqual(["d1"]);
    expect(refsOf(index.search("title:kubehunter"))).toEqual(["d1"]);
    expect(refsOf(index.search("title:hunter"))).toEqual(["d1"]);
    expect(refsOf(index.search("content:server"))).toEqual(["d1"]);
    expect(refsOf(index.search("content:follow"))).toEqual(["d0"]);
    expect(refsOf(index.search("content:followup"))).toEqual(["d0"]);
  });

  it("leaves unlisted pages out (they have no search source)", () => {
    expect(documents().every((d) => !d.document.sectionRoute.includes("telemetry"))).toBe(true);
  });
});

describe("compact serialisation", () => {
  it("restores lunr's inverted index exactly and its vectors within rounding", () => {
    const original = JSON.parse(JSON.stringify(lunrIndex(documents(), BOOSTS))) as ReturnType<typeof expandIndex>;
    const restored = expandIndex(JSON.parse(JSON.stringify(buildCompactIndex(documents(), BOOSTS))));
    expect(restored.invertedIndex).toEqual(original.invertedIndex);
    expect(restored.fields).toEqual(original.fields);
    expect(restored.pipeline).toEqual(["stemmer"]);
    const vectors = new Map(restored.fieldVectors);
    for (const [ref, elements] of original.fieldVectors) {
      if (!elements.length) {
        expect(vectors.has(ref)).toBe(false);
        continue;
      }
      const got = vectors.get(ref)!;
      expect(got.filter((_, i) => i % 2 === 0)).toEqual(elements.filter((_, i) => i % 2 === 0));
      got.forEach((value, i) => i % 2 && expect(Math.abs(value - elements[i]!) / elements[i]!).toBeLessThan(0.05));
    }
  });

  it("loads with lunr.Index.load and answers queries as the original index does", () => {
    const index = lunrIndex(documents(), BOOSTS);
    const file = JSON.parse(Buffer.from(serialiseIndexFile(documents(), BOOSTS)).toString("utf8")) as SearchIndexFile;
    expect(file.documents.map((d) => d.id)).toEqual(["d0", "d1", "d2", "d3", "d4"]);
    const loaded = lunr.Index.load(expandIndex(file.index) as unknown as object);
    for (const q of ["nmap", "helm", "port*", "+helm -docker", "title:zap", "scanner~1", "-nmap"]) {
      expect(refsOf(loaded.search(q)), q).toEqual(refsOf(index.search(q)));
    }
  });
});

/** Documents with the words that test each step of lunr's pipeline. */
function trickyDocuments(): IndexedDocument[] {
  const words = (
    "The scanner scans scanning scanned; Nmap's ports: 8080, 1.24.2 v2 log4j x A an the and of " +
    "values.yaml image.repository host:port https://example.com/a/b?c=d (parens) [brackets] {braces} " +
    "über Ärger naïve café — – … \"quoted\" 'single' `code` __init__ --flag -n e-mail CamelCase UPPER " +
    "constructor toString __proto__ hasOwnProperty _index 0x1F 42nd 3rd ---- !!! ?? generalization relational " +
    "CascadingRule ScanType scan-type kube-hunter HTTPServer CRDs Typo3Scan ssh_scan --top-ports ÄrgerÜber The-Scan a-"
  ).split(" ");
  let seed = 11;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const text = (n: number) => Array.from({ length: n }, () => words[Math.floor(random() * words.length)]).join(random() < 0.2 ? "\n" : " ");
  const routes = Array.from({ length: 40 }, (_, p) =>
    docRoute(`/docs/p-${p}`, p % 7 === 0 ? "" : text(3), [
      { text: p % 9 === 0 ? "" : text(40) },
      { id: `s-${p}`, title: text(2), text: text(80) },
    ], { tags: p % 3 ? [text(1), text(2)] : [], parentCategories: [text(1), "Scanners"] }),
  );
  return searchDocuments(routes, { baseUrl: "/", parentCategories: 2 }).get("docs-default-current")!;
}

/** Three documents with 9,000 made-up words between them, repeated in each other's fields. */
function manyTermDocuments(): IndexedDocument[] {
  const word = (n: number) => "q" + n.toString(26).replace(/\d/g, (d) => "klmnopqrst"[Number(d)]!);
  const words = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => word(from + i)).join(" ");
  const routes = [0, 1, 2].map((p) =>
    docRoute(`/docs/many-${p}`, words(p * 3000, p * 3000 + 5), [{ text: words(p * 3000, (p + 1) * 3000) + " " + words(0, 100) }, { id: "more", title: "More", text: words(8990, 9000) }]),
  );
  return searchDocuments(routes, { baseUrl: "/", parentCategories: 0 }).get("docs-default-current")!;
}

describe("buildCompactIndex", () => {
  const cases: [string, () => IndexedDocument[], SearchBoosts][] = [
    ["the fixture", () => documents(), BOOSTS],
    ["the fixture with parent categories", () => documents(1), { ...BOOSTS, indexDocSidebarParentCategories: 1 }],
    ["punctuation, stop words, numbers, non-ASCII and prototype names", trickyDocuments, { ...BOOSTS, indexDocSidebarParentCategories: 2 }],
    ["a boost of 0 (lunr reads it as 1)", () => documents(), { ...BOOSTS, tagsBoost: 0 }],
    ["no documents", () => [], BOOSTS],
    ["more distinct terms than the counts start with room for (4,096)", manyTermDocuments, BOOSTS],
  ];
  for (const [name, docs, boosts] of cases) {
    it(`gives exactly what lunr's builder and the compaction give: ${name}`, () => {
      const expected = compactOf(lunrIndex(docs(), boosts));
      const got = buildCompactIndex(docs(), boosts);
      expect(got).toEqual(expected);
      // Equal as JSON too, key order and number spelling included.
      expect(JSON.stringify(got)).toBe(JSON.stringify(expected));
    });
  }

  it("has terms that lunr's pipeline changed (stems, trimmed, lower case) and none it drops", () => {
    const { terms } = buildCompactIndex(trickyDocuments(), BOOSTS);
    expect(terms).toContain("scan");
    expect(terms).toContain("nmap");
    expect(terms).not.toContain("the");
    expect(terms).not.toContain("8080");
    expect(terms).not.toContain("x");
    expect(terms.every((t) => t === t.toLowerCase())).toBe(true);
  });
});

describe("documentsKey", () => {
  it("is the digest of the settings and of each document's text length, text and the JSON of the rest", () => {
    const settings = JSON.stringify(BOOSTS);
    for (const docs of [trickyDocuments(), documents(1), []]) {
      const pieces = docs.flatMap(({ text, ...rest }) => [`${text.length}:`, text, JSON.stringify(rest)]);
      expect(documentsKey(settings, docs)).toBe(digest(settings, pieces.join("")));
    }
  });

  it("is the same for equal documents, and changes with any document and with the settings", () => {
    const settings = JSON.stringify(BOOSTS);
    const docs = documents();
    expect(documentsKey(settings, structuredClone(docs))).toBe(documentsKey(settings, docs));
    const last = docs.length - 1;
    const changedDocs = [
      docs.map((d, i) => (i === last ? { ...d, text: d.text + "!" } : d)),
      docs.map((d, i) => (i === 0 ? { ...d, document: { ...d.document, title: d.document.title + "s" } } : d)),
      docs.map((d, i) => (i === 0 ? { ...d, parentCategories: [...d.parentCategories, "Scanners"] } : d)),
      docs.slice(0, last),
    ];
    for (const changed of changedDocs) expect(documentsKey(settings, changed)).not.toBe(documentsKey(settings, docs));
    expect(documentsKey(settings + " ", docs)).not.toBe(documentsKey(settings, docs));
  });

  it("tells where one document's text ends and the next one's begins", () => {
    const settings = JSON.stringify(BOOSTS);
    const [first, second] = documents(2);
    const moved = (a: string, b: string) => [{ ...first!, text: a }, { ...second!, text: b }];
    expect(documentsKey(settings, moved("nmap scan", "ports"))).not.toBe(documentsKey(settings, moved("nmap", " scanports")));
    // A text that looks like the pieces around it.
    expect(documentsKey(settings, moved('4:ab{"x":1}', ""))).not.toBe(documentsKey(settings, moved("", '4:ab{"x":1}')));
  });
});

describe("scoreOfThousandths", () => {
  // The way the scores were rounded before: through the string of toPrecision.
  const byString = (thousandths: number) => Number((thousandths / 1000).toPrecision(2));

  it("gives the double that toPrecision's string gives, for every integer up to two million", () => {
    const differing: number[] = [];
    for (let n = 0; n <= 2_000_000; n++) if (!Object.is(scoreOfThousandths(n), byString(n))) differing.push(n);
    expect(differing).toEqual([]);
  });

  it("does so for large integers, exact halves among them, and for what is not a positive integer", () => {
    const cases = [NaN, -1, -135, Infinity, Number.MAX_SAFE_INTEGER, 2 ** 60, 135_000_000, 145_000_000, 125_000_000_000];
    for (let i = 0; i < 20_000; i++) cases.push(Math.floor(Math.random() * 1e15));
    for (const n of cases) expect(scoreOfThousandths(n), String(n)).toBe(byString(n));
  });
});
