import { describe, it, expect } from "vitest";
import { runInNewContext } from "node:vm";
import {
  colorModeScript,
  escapeHtml,
  pageDataJson,
  renderDocument,
  renderHoldScript,
  scriptHash,
  scriptJson,
  type DocumentContext,
} from "../../../src/render/document.ts";
import type { PageData, RouteProps, SiteData } from "../../../src/shared/types.ts";
import { PAGE_DATA_ELEMENT_ID } from "../../../src/shared/types.ts";

describe("escapeHtml", () => {
  it("escapes &, <, > and double quotes", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/a&gt;");
  });

  it("escapes & first, so entities are not double-decoded", () => {
    expect(escapeHtml("&lt;")).toBe("&amp;lt;");
  });
});

describe("scriptJson", () => {
  it("cannot close the script element", () => {
    const json = scriptJson({ html: "</script><script>alert(1)</script>", c: "<!--" });
    expect(json).not.toContain("</script");
    expect(json).not.toContain("<!--");
    expect(JSON.parse(json)).toEqual({ html: "</script><script>alert(1)</script>", c: "<!--" });
  });

  it("escapes line and paragraph separators", () => {
    const json = scriptJson({ s: "a\u2028b\u2029c" });
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ s: "a\u2028b\u2029c" });
  });
});

describe("pageDataJson", () => {
  const site = { title: "Site </script>", tagline: "a\u2028b" } as unknown as SiteData;
  const sidebar = [{ type: "link", label: "<b>One</b>", href: "/docs/one", docId: "one" }];
  const page = (props: Record<string, unknown>, path = "/docs/one"): PageData =>
    ({ site, route: { path, title: "T", description: "D", noindex: false, props: props as unknown as RouteProps } }) as PageData;

  it("writes exactly what scriptJson writes, for docs (with their sidebar) and other pages", () => {
    const pages = [
      page({ kind: "doc", id: "one", title: "One", html: "", toc: [], sidebar, breadcrumbs: [] }),
      page({ kind: "doc", id: "two", title: "Two <", html: "", toc: [], sidebar, breadcrumbs: [] }, "/docs/two"),
      page({ kind: "page", name: "index", html: "</script>" }, "/"),
    ];
    for (const data of pages) expect(pageDataJson(data), data.route.path).toBe(scriptJson(data));
  });

  it("writes a page's own text after shared parts that look like the stand-ins", () => {
    const data = page({ kind: "doc", id: "x", title: "\u0000site \u0000sidebar", html: "", toc: [], sidebar: [], breadcrumbs: [] });
    expect(pageDataJson(data)).toBe(scriptJson(data));
  });
});

/** Runs the colour-mode script against a fake document and returns the data-theme it sets. */
function themeAfter(script: string, stored: string | null, prefersDark: boolean): string | undefined {
  const attributes: Record<string, string> = {};
  runInNewContext(script, {
    document: { documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v) } },
    localStorage: { getItem: (k: string) => (k === "theme" ? stored : null) },
    window: { matchMedia: (q: string) => ({ matches: prefersDark && q.includes("dark") }) },
  });
  return attributes["data-theme"];
}

describe("colorModeScript", () => {
  it("uses the stored mode when there is one", () => {
    const script = colorModeScript("light", false);
    expect(themeAfter(script, "dark", false)).toBe("dark");
    expect(themeAfter(script, "light", true)).toBe("light");
  });

  it("falls back to the default mode, ignoring junk in storage", () => {
    expect(themeAfter(colorModeScript("light", false), null, true)).toBe("light");
    expect(themeAfter(colorModeScript("dark", false), "purple", false)).toBe("dark");
  });

  it("follows prefers-color-scheme only when asked", () => {
    expect(themeAfter(colorModeScript("light", true), null, true)).toBe("dark");
    expect(themeAfter(colorModeScript("light", true), null, false)).toBe("light");
    expect(themeAfter(colorModeScript("light", true), "light", true)).toBe("light");
  });

  it("survives storage that throws", () => {
    const attributes: Record<string, string> = {};
    runInNewContext(colorModeScript("dark", false), {
      document: { documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v) } },
      localStorage: {
        getItem: () => {
          throw new Error("denied");
        },
      },
      window: { matchMedia: () => ({ matches: false }) },
    });
    expect(attributes["data-theme"]).toBe("dark");
  });
});

describe("renderHoldScript", () => {
  it("appends <link rel=expect href=#id blocking=render> to <head>", () => {
    const appended: { attributes: Record<string, string> }[] = [];
    const fakeElement = () => {
      const attributes: Record<string, string> = {};
      return { attributes, setAttribute: (k: string, v: string) => (attributes[k] = v) };
    };
    runInNewContext(renderHoldScript("__sitec_data"), {
      document: {
        createElement: (tag: string) => (tag === "link" ? fakeElement() : undefined),
        head: { appendChild: (el: { attributes: Record<string, string> }) => appended.push(el) },
      },
    });
    expect(appended.map((el) => el.attributes)).toEqual([{ rel: "expect", href: "#__sitec_data", blocking: "render" }]);
  });
});

describe("scriptHash", () => {
  it("is a CSP sha256 source", () => {
    expect(scriptHash("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

const site: SiteData = {
  title: "secureCodeBox",
  tagline: "Testing your Software Security",
  url: "https://www.securecodebox.io",
  baseUrl: "/docs-site/",
  generator: "sitec 1.0.0",
  navbar: { title: "secureCodeBox", hideOnScroll: false, items: [] },
  footer: { style: "dark", columns: [], copyright: "" },
  colorMode: { defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: false },
  search: { maxSearchResults: 8, indexes: [] },
  feeds: [],
};

const ctx: DocumentContext = {
  siteTitle: "secureCodeBox",
  url: "https://www.securecodebox.io/",
  baseUrl: "/docs-site/",
  keywords: ["security", "kubernetes"],
  favicon: "img/favicon.ico",
  image: "img/og.png",
  lang: "en",
  dir: "ltr",
  generator: "sitec 1.0.0",
  defaultMode: "light",
  respectPrefersColorScheme: false,
  assets: { js: "assets/app-abc123.js", css: "assets/app-def456.css" },
  feeds: [{ type: "application/rss+xml", title: "secureCodeBox Blog RSS Feed", href: "/docs-site/blog/rss.xml" }],
};

function pageData(path: string, title: string, props: RouteProps, extra: { noindex?: boolean; description?: string } = {}): PageData {
  return {
    site,
    route: { path, title, description: extra.description ?? "A description", noindex: extra.noindex ?? false, props },
  };
}

const docProps: RouteProps = { kind: "page", pageId: "about" };

describe("renderDocument", () => {
  const data = pageData("/docs/x", "Nmap", docProps, { description: `Scan "hosts" & <ports>` });
  const html = renderDocument(ctx, data, "<main>body</main>", data);

  it("sets lang, dir and the default data-theme on <html>", () => {
    expect(html.startsWith("<!DOCTYPE html>\n")).toBe(true);
    expect(html).toContain('<html lang="en" dir="ltr" data-theme="light">');
  });

  it("titles pages 'Page | Site'", () => {
    expect(html).toContain("<title>Nmap | secureCodeBox</title>");
    expect(html).toContain('<meta property="og:title" content="Nmap | secureCodeBox">');
  });

  it("titles the home page as any page, as Docusaurus's title formatter does: its own title, then the site's, unless they are one", () => {
    const home = pageData("/", "Testing your Software Security", docProps);
    expect(renderDocument(ctx, home, "", home)).toContain("<title>Testing your Software Security | secureCodeBox</title>");
    const plain = pageData("/", "secureCodeBox", docProps);
    expect(renderDocument(ctx, plain, "", plain)).toContain("<title>secureCodeBox</title>");
  });

  it("escapes the description", () => {
    expect(html).toContain('<meta name="description" content="Scan &quot;hosts&quot; &amp; &lt;ports&gt;">');
  });

  it("has absolute canonical and og:url with the base URL", () => {
    expect(html).toContain('<link rel="canonical" href="https://www.securecodebox.io/docs-site/docs/x">');
    expect(html).toContain('<meta property="og:url" content="https://www.securecodebox.io/docs-site/docs/x">');
    expect(html).toContain('<meta property="og:image" content="https://www.securecodebox.io/docs-site/img/og.png">');
  });

  it("gives pages without an image of their own the site's image as og:image and twitter:image, as Docusaurus's themeConfig.image", () => {
    expect(html).toContain('<meta name="twitter:image" content="https://www.securecodebox.io/docs-site/img/og.png">');
    const remote = renderDocument({ ...ctx, image: "https://cdn.example.org/card.png" }, data, "", data);
    expect(remote).toContain('<meta property="og:image" content="https://cdn.example.org/card.png">');
    expect(remote).toContain('<meta name="twitter:image" content="https://cdn.example.org/card.png">');
    const own = { ...data, route: { ...data.route, image: "img/own.png" } };
    const page = renderDocument(ctx, own, "", own);
    expect(page.match(/<meta (property|name)="(og|twitter):image"[^>]*>/g)).toEqual([
      '<meta property="og:image" content="https://www.securecodebox.io/docs-site/img/own.png">',
      '<meta name="twitter:image" content="https://www.securecodebox.io/docs-site/img/own.png">',
    ]);
  });

  // Issue 41, point 4: Chromium asks for /favicon.ico when a page links no icon, and a site
  // without one logged a 404 on every page.
  it("names an empty icon when the site has none, so the browser asks for no /favicon.ico", () => {
    const bare = renderDocument({ ...ctx, favicon: undefined }, data, "<main>body</main>", data);
    expect(bare.match(/<link rel="icon"[^>]*>/g)).toEqual(['<link rel="icon" href="data:,">']);
  });

  it("links favicon, feeds, stylesheet and module script under the base URL", () => {
    expect(html).toContain('<link rel="icon" href="/docs-site/img/favicon.ico">');
    expect(html).toContain(
      '<link rel="alternate" type="application/rss+xml" title="secureCodeBox Blog RSS Feed" href="/docs-site/blog/rss.xml">',
    );
    expect(html).toContain('<link rel="stylesheet" href="/docs-site/assets/app-def456.css">');
    expect(html).toContain('<script type="module" src="/docs-site/assets/app-abc123.js"></script>');
    expect(html).toContain('<meta name="keywords" content="security, kubernetes">');
  });

  it("runs the colour-mode script in <head>, before the body", () => {
    const script = `<script>${colorModeScript("light", false)}</script>`;
    expect(html.indexOf(script)).toBeGreaterThan(-1);
    expect(html.indexOf(script)).toBeLessThan(html.indexOf("</head>"));
  });

  it("holds the first frame until the whole page markup is parsed (the data element after it)", () => {
    const script = `<script>${renderHoldScript(PAGE_DATA_ELEMENT_ID)}</script>`;
    expect(html.indexOf(script)).toBeGreaterThan(-1);
    expect(html.indexOf(script)).toBeLessThan(html.indexOf("</head>"));
    expect(html.indexOf(`<script id="${PAGE_DATA_ELEMENT_ID}"`)).toBeGreaterThan(html.indexOf("<main>body</main></div>"));
  });

  it("writes no link with a blocking attribute the HTML checker rejects (the script inserts it)", () => {
    expect(html).not.toMatch(/<link[^>]*\bblocking=/);
  });

  it("embeds the page data as safe JSON and the body in the root element", () => {
    expect(html).toContain('<div id="__sitec"><main>body</main></div>');
    const match = new RegExp(`<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html);
    expect(match).not.toBeNull();
    expect(JSON.parse(match![1]!)).toEqual(data);
  });

  it("marks article pages for blog posts", () => {
    const post = pageData("/blog/2023/09/15/sbom", "SBOM", {
      kind: "blog-post",
      post: {
        title: "SBOM",
        href: "/docs-site/blog/2023/09/15/sbom",
        date: "2023-09-15",
        formattedDate: "September 15, 2023",
        readingTime: 3,
        authors: [],
        tags: [],
        html: "",
        description: "",
      },
      toc: [],
      unlisted: false,
      recent: [],
    });
    expect(renderDocument(ctx, post, "", post)).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:type" content="website">');
  });

  it("adds noindex only to unlisted pages", () => {
    const hidden = pageData("/docs/telemetry", "Telemetry", docProps, { noindex: true });
    expect(renderDocument(ctx, hidden, "", hidden)).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain('name="robots"');
  });

  it("makes redirect pages refresh to the target, canonical to the target", () => {
    const redirect = pageData("/docs", "Docs", { kind: "redirect", to: "/docs-site/docs/getting-started" });
    const out = renderDocument(ctx, redirect, "", redirect);
    expect(out).toContain('<meta http-equiv="refresh" content="0; url=/docs-site/docs/getting-started">');
    expect(out).toContain('<link rel="canonical" href="https://www.securecodebox.io/docs-site/docs/getting-started">');
  });

  it("gives the 404 page no canonical link", () => {
    const notFound = pageData("/404", "Page Not Found", { kind: "not-found" });
    expect(renderDocument(ctx, notFound, "", notFound)).not.toContain('rel="canonical"');
  });

  it("uses the dark default mode on <html> when configured", () => {
    const out = renderDocument({ ...ctx, defaultMode: "dark" }, data, "", data);
    expect(out).toContain('data-theme="dark"');
  });
});
