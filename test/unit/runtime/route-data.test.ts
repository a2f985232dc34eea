// Prefetching: at most one request per route, none on 2g or with data saver on.
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function withConnection(connection: object | undefined) {
  const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify({ path: "/x" })));
  vi.stubGlobal("fetch", fetch);
  vi.stubGlobal("navigator", { connection });
  const module = await import("../../../templates/runtime/route-data.ts");
  return { fetch, ...module };
}

describe("prefetchRoute", () => {
  it("fetches each route at most once, and never the page's own route", async () => {
    const { fetch, prefetchRoute, seedRouteData, loadRouteData } = await withConnection({ effectiveType: "4g", saveData: false });
    seedRouteData({ path: "/here", title: "", description: "", noindex: false, props: { kind: "not-found" } });
    prefetchRoute("/", "/here");
    prefetchRoute("/", "/docs/x");
    prefetchRoute("/", "/docs/x");
    await loadRouteData("/", "/docs/x");
    prefetchRoute("/site/", "/docs/y");
    expect(fetch.mock.calls.map((c) => c[0])).toEqual(["/docs/x/route.json", "/site/docs/y/route.json"]);
  });

  it("does not retry a failed prefetch, but a navigation may", async () => {
    const { fetch, prefetchRoute, loadRouteData } = await withConnection(undefined);
    fetch.mockResolvedValueOnce(new Response("", { status: 500 }));
    prefetchRoute("/", "/docs/x");
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 0));
    prefetchRoute("/", "/docs/x");
    expect(fetch).toHaveBeenCalledTimes(1);
    await loadRouteData("/", "/docs/x");
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  for (const connection of [{ effectiveType: "2g" }, { effectiveType: "slow-2g" }, { effectiveType: "4g", saveData: true }]) {
    it(`prefetches nothing on ${JSON.stringify(connection)}`, async () => {
      const { fetch, prefetchRoute, prefetchAllowed } = await withConnection(connection);
      expect(prefetchAllowed()).toBe(false);
      prefetchRoute("/", "/docs/x");
      expect(fetch).not.toHaveBeenCalled();
    });
  }

  it("prefetches when the browser does not report its connection", async () => {
    const { prefetchAllowed } = await withConnection(undefined);
    expect(prefetchAllowed()).toBe(true);
    expect(prefetchAllowed({ effectiveType: "3g", saveData: false })).toBe(true);
  });
});

describe("clearRouteData", () => {
  it("forgets route data but keeps sidebar files, whose names change with their content", async () => {
    const fetch = vi.fn(async (url: string) =>
      url.endsWith("route.json")
        ? new Response(JSON.stringify({ path: "/docs/a", title: "A", description: "", noindex: false, props: { kind: "doc", sidebar: [], sidebarUrl: "/assets/sidebar-0123abcd.json" } }))
        : new Response(JSON.stringify([{ type: "link", label: "A", href: "/docs/a" }])),
    );
    vi.stubGlobal("fetch", fetch);
    vi.stubGlobal("navigator", {});
    const { loadRouteData, clearRouteData } = await import("../../../templates/runtime/route-data.ts");
    const first = await loadRouteData("/", "/docs/a");
    expect((first.props as { sidebar: unknown[] }).sidebar).toHaveLength(1);
    clearRouteData();
    const again = await loadRouteData("/", "/docs/a");
    expect((again.props as { sidebar: unknown[] }).sidebar).toHaveLength(1);
    // The route twice (it may have changed), its sidebar file once.
    expect(fetch.mock.calls.map((c) => c[0])).toEqual(["/docs/a/route.json", "/assets/sidebar-0123abcd.json", "/docs/a/route.json"]);
  });
});
