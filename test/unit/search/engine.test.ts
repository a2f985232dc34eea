// The browser engine: each index fetched once, failures give an empty index silently, and
// results of all indexes merged by score and cut to maxSearchResults.
import { afterEach, describe, expect, it, vi } from "vitest";
import { SearchIndexFiles, searchIndexDocuments } from "../../../src/search/write-indexes.ts";
import type { SearchIndexFile } from "../../../src/shared/search.ts";
import { createSearchEngine, loadIndex } from "../../../templates/search/engine.ts";
import { readIndexFile } from "../../../templates/search/read-index-file.ts";
import { BOOSTS, docRoute, pageRoute, postRoute } from "./helpers.ts";

const routes = [
  docRoute("/docs/scanners/nmap", "Nmap", [{ text: "Nmap finds open ports." }, { id: "deployment", title: "Deployment", text: "Install nmap with helm." }]),
  docRoute("/docs/scanners/zap", "ZAP", [{ text: "ZAP scans web applications. Use nmap first." }]),
  postRoute("/blog/2023/01/01/nmap-tips", "Nmap tips", [{ text: "Our nmap tips." }], ["nmap"]),
  pageRoute("/", "secureCodeBox", "Runs nmap and other scanners on Kubernetes."),
];
const built = await new SearchIndexFiles().build(searchIndexDocuments(routes, "/base/", BOOSTS), BOOSTS);
/** The files' text, by name. */
const files = new Map([...built].map(([name, bytes]) => [name, Buffer.from(bytes).toString("utf8")]));
const text = (bytes: Uint8Array | undefined) => Buffer.from(bytes!).toString("utf8");

/** A fetch that serves the built files under /base/ and counts requests. */
function serveFiles(overrides: Record<string, () => Promise<Response>> = {}) {
  const calls: string[] = [];
  const fetch = vi.fn(async (url: string) => {
    calls.push(url);
    if (overrides[url]) return overrides[url]!();
    const body = files.get(url.replace("/base/", ""));
    return body ? new Response(body, { status: 200 }) : new Response("not found", { status: 404 });
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("the index files of a route table", () => {
  it("writes one file per tag, docs first", () => {
    expect([...files.keys()]).toEqual(["search-index-docs-default-current.json", "search-index-default.json"]);
  });
});

describe("SearchIndexFiles", () => {
  it("builds again only the index whose documents changed (watch mode), and all of them when the boosts change", async () => {
    const indexes = new SearchIndexFiles();
    const first = await indexes.build(searchIndexDocuments(routes, "/base/", BOOSTS), BOOSTS);
    expect(indexes.rebuilt).toEqual([...first.keys()]);
    expect(first).toEqual(built);

    const edited = [docRoute("/docs/scanners/nmap", "Nmap", [{ text: "Nmap finds zeppelinium." }]), ...routes.slice(1)];
    const second = await indexes.build(searchIndexDocuments(edited, "/base/", BOOSTS), BOOSTS);
    expect(indexes.rebuilt).toEqual(["search-index-docs-default-current.json"]);
    expect(text(second.get("search-index-docs-default-current.json"))).toContain("zeppelinium");
    expect(second.get("search-index-default.json")).toBe(first.get("search-index-default.json"));

    await indexes.build(searchIndexDocuments(edited, "/base/", BOOSTS), { ...BOOSTS, titleBoost: 9 });
    expect(indexes.rebuilt).toHaveLength(2);
  });

  it("without remembering (a build without the cache), builds every file, the same, and keeps none", async () => {
    const indexes = new SearchIndexFiles(undefined, false);
    for (let round = 0; round < 2; round++) {
      expect(await indexes.build(searchIndexDocuments(routes, "/base/", BOOSTS), BOOSTS)).toEqual(built);
      expect(indexes.rebuilt).toEqual([...built.keys()]);
      expect(indexes.files.size).toBe(0);
    }
  });
});

describe("createSearchEngine", () => {
  it("merges results of all indexes, titles that hold the query first, then by score, cut to the maximum", async () => {
    serveFiles();
    const engine = await createSearchEngine("/base/", [...files.keys()], 3);
    const results = engine.search("nmap");
    expect(results).toHaveLength(3);
    const all = (await createSearchEngine("/base/", [...files.keys()], 8)).search("nmap");
    expect(results).toEqual(all.slice(0, 3));
    expect(new Set(all.map((r) => r.document.type))).toEqual(new Set(["docs", "blog", "other"]));
    // The page titled "Nmap", then the post titled "Nmap tips" (from the other index), then the rest by score.
    expect(all.slice(0, 2).map((r) => r.document.sectionRoute)).toEqual(["/base/docs/scanners/nmap", "/base/blog/2023/01/01/nmap-tips"]);
    const rest = all.slice(2).map((r) => r.score);
    expect(rest.length).toBeGreaterThan(1);
    expect([...rest].sort((a, b) => b - a)).toEqual(rest);
    expect(all.map((r) => r.document.sectionRoute)).toContain("/base/docs/scanners/nmap#deployment");
  });

  it("marks the matched words in titles and snippets", async () => {
    serveFiles();
    const [first] = (await createSearchEngine("/base/", [...files.keys()], 8)).search("nma");
    expect(first!.parts.pageTitle.some((p) => p.marked && /nmap/i.test(p.text))).toBe(true);
  });

  it("fetches each index once", async () => {
    const calls = serveFiles();
    loadIndex("/base/search-index-default.json?once");
    await loadIndex("/base/search-index-default.json?once");
    expect(calls.filter((c) => c.endsWith("?once"))).toHaveLength(1);
  });

  it("uses files the caller started fetching and parsing instead of fetching again", async () => {
    const calls = serveFiles();
    const names = [...files.keys()];
    const started = names.map((name) => Promise.resolve(JSON.parse(files.get(name)!) as SearchIndexFile));
    const engine = await createSearchEngine("/started/", names, 8, started);
    expect(calls.filter((c) => c.startsWith("/started/"))).toEqual([]);
    expect(engine.search("nmap").length).toBeGreaterThan(0);
    const failed = await createSearchEngine("/started-failed/", names, 8, [Promise.resolve(undefined), Promise.resolve(undefined)]);
    expect(failed.search("nmap")).toEqual([]);
  });

  it("uses an empty index when the fetch fails or the status is not ok, without throwing", async () => {
    serveFiles({
      "/broken/search-index-docs-default-current.json": () => Promise.reject(new TypeError("network down")),
      "/broken/search-index-default.json": async () => new Response("oops", { status: 500 }),
    });
    const engine = await createSearchEngine("/broken/", [...files.keys()], 8);
    expect(engine.search("nmap")).toEqual([]);
  });

  it("uses an empty index when the file is not valid JSON", async () => {
    serveFiles({ "/bad/search-index-default.json": async () => new Response("{not json", { status: 200 }) });
    const engine = await createSearchEngine("/bad/", ["search-index-default.json"], 8);
    expect(engine.search("nmap")).toEqual([]);
  });

  it("keeps the good index when only one fails", async () => {
    serveFiles({ "/half/search-index-docs-default-current.json": async () => new Response("", { status: 404 }) });
    const halfFiles = new Map([...files].map(([k, v]) => ["/half/" + k, v]));
    vi.stubGlobal("fetch", async (url: string) =>
      halfFiles.has(url) && !url.includes("docs-default") ? new Response(halfFiles.get(url)!, { status: 200 }) : new Response("", { status: 404 }),
    );
    const results = (await createSearchEngine("/half/", [...files.keys()], 8)).search("nmap");
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.document.type !== "docs")).toBe(true);
  });
});

describe("readIndexFile", () => {
  it("gives the parsed file, or undefined for a failed fetch, a status that is not ok and bad JSON", async () => {
    serveFiles({
      "/r/offline.json": () => Promise.reject(new TypeError("offline")),
      "/r/missing.json": async () => new Response("gone", { status: 404 }),
      "/r/bad.json": async () => new Response("{ not json", { status: 200 }),
      "/r/good.json": async () => new Response(files.get("search-index-default.json")!, { status: 200 }),
    });
    expect(await readIndexFile("/r/offline.json")).toBeUndefined();
    expect(await readIndexFile("/r/missing.json")).toBeUndefined();
    expect(await readIndexFile("/r/bad.json")).toBeUndefined();
    const good = await readIndexFile("/r/good.json");
    expect(good?.documents.length).toBeGreaterThan(0);
    expect(good?.index.terms.length).toBeGreaterThan(0);
  });
});
