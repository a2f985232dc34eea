// The inline wrong-base-URL check, run as the browser runs it: in a fresh context with only
// `location` and a minimal `document`.
import { describe, expect, it } from "vitest";
import { runInNewContext } from "node:vm";
import { BASE_URL_BANNER_ID, baseUrlCheckScript, ROUTE_ATTRIBUTE } from "../../../src/render/base-url-check.ts";

interface FakeNode {
  id?: string;
  text: string;
  children: FakeNode[];
  attributes: Record<string, string>;
  style: { cssText: string };
}

/** Runs the script for a page served at `pathname`; returns the banner's text, or undefined. */
function run(baseUrl: string, routePath: string, pathname: string): { text: string; node: FakeNode } | undefined {
  const body: FakeNode[] = [];
  const node = (text = ""): FakeNode => ({
    text,
    children: [],
    attributes: {},
    style: { cssText: "" },
    set textContent(value: string) {
      this.text = value;
    },
    appendChild(child: FakeNode) {
      this.children.push(child);
    },
    setAttribute(name: string, value: string) {
      this.attributes[name] = value;
    },
  } as FakeNode);
  const document = {
    // The inline script reads its page's route from its own element.
    currentScript: { getAttribute: (name: string) => (name === ROUTE_ATTRIBUTE ? routePath : null) },
    createElement: () => node(),
    createTextNode: (text: string) => node(text),
    body: { firstChild: null, insertBefore: (child: FakeNode) => body.unshift(child) },
  };
  runInNewContext(baseUrlCheckScript(baseUrl), { location: { pathname }, document });
  const banner = body[0];
  if (!banner) return undefined;
  return { text: banner.children.map((c) => c.text).join(""), node: banner };
}

describe("the wrong-base-URL check", () => {
  it("does nothing when the page is served where it was built for", () => {
    expect(run("/", "/", "/")).toBeUndefined();
    expect(run("/", "/docs/x", "/docs/x")).toBeUndefined();
    expect(run("/", "/docs/x", "/docs/x/")).toBeUndefined();
    expect(run("/", "/docs/x", "/docs/x/index.html")).toBeUndefined();
    expect(run("/", "/docs/x", "/docs/x.html")).toBeUndefined();
    expect(run("/site/", "/", "/site")).toBeUndefined();
    expect(run("/site/", "/", "/site/index.html")).toBeUndefined();
    expect(run("/site/", "/docs/x", "/site/docs/x")).toBeUndefined();
    expect(run("/", "/docs/ä b", "/docs/%C3%A4%20b")).toBeUndefined();
  });

  it("shows a banner with the suggested base URL when the site is served under another path", () => {
    const banner = run("/", "/docs/x", "/prefix/docs/x")!;
    expect(banner.node.id).toBe(BASE_URL_BANNER_ID);
    expect(banner.node.attributes.role).toBe("alert");
    expect(banner.node.style.cssText).toContain("background");
    expect(banner.text).toBe(
      "This site did not load properly: this page is served at /prefix/docs/x, but it was built for the base URL /. " +
        "A wrong base URL is the most likely cause: styles, scripts and links point outside the folder the site is served from. " +
        "We suggest building with baseUrl /prefix/ in site.config.ts (or sitec build --base-url /prefix/).",
    );
    expect(run("/", "/", "/a/b/")!.text).toContain("baseUrl /a/b/ in site.config.ts");
    expect(run("/site/", "/", "/")!.text).toContain("baseUrl / in site.config.ts");
    expect(run("/site/", "/docs/x", "/docs/x/index.html")!.text).toContain("baseUrl / in site.config.ts");
  });

  it("still explains the problem when it cannot suggest a base URL", () => {
    const banner = run("/", "/docs/x", "/somewhere/else")!;
    expect(banner.text).toContain("served at /somewhere/else, but it was built for the base URL /.");
    expect(banner.text).not.toContain("We suggest");
  });

  it("never breaks the page: a malformed address shows no banner and throws nothing", () => {
    expect(run("/", "/docs/x", "/%E0%A4%A")).toBeUndefined();
  });

  it("keeps the base URL from closing the script element", () => {
    expect(baseUrlCheckScript("/a</script><b>/")).not.toContain("</script>");
  });

  it("is the same text on every page of a site (one CSP hash for all), and different per base URL", () => {
    expect(baseUrlCheckScript("/")).toBe(baseUrlCheckScript("/"));
    expect(baseUrlCheckScript("/")).not.toBe(baseUrlCheckScript("/site/"));
    expect(baseUrlCheckScript("/")).toContain(`getAttribute("${ROUTE_ATTRIBUTE}")`);
  });
});
