import { describe, it, expect } from "vitest";
import { createHash } from "node:crypto";
import { contentSecurityPolicy, inlineScripts, nginxPolicyMap, policyForHtml, scriptSource } from "../../../src/server/csp.ts";
import { colorModeScript, scriptHash } from "../../../src/render/document.ts";
import { contentOrigins } from "../../../src/server/content-origins.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScripts", () => {
  it("finds the executable inline scripts, not external ones nor data blocks", () => {
    const html =
      `<head><script>a()</script><script type="module" src="/assets/client-AAAAAAAA.js"></script>` +
      `<script type="module">b()</script><script type='text/javascript'>c()</script></head>` +
      `<body><script id="__sitec_data" type="application/json">{"x":1}</script><SCRIPT>d()</SCRIPT>` +
      `<script type="speculationrules-not">e</script><script src=/x.js>ignored</script></body>`;
    expect(inlineScripts(html)).toEqual(["a()", "b()", "c()", "d()"]);
  });

  it("normalises CR LF as the HTML parser does before hashing", () => {
    expect(inlineScripts("<script>a\r\nb\rc</script>")).toEqual(["a\nb\nc"]);
  });

  it("keeps the exact text, spaces included", () => {
    expect(inlineScripts("<script> x </script>")).toEqual([" x "]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows scripts only from the site and by hash; no unsafe-inline, no unsafe-eval", () => {
    const policy = contentSecurityPolicy(["a()", "b()", "a()"]);
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src "));
    expect(scriptSrc).toBe(`script-src 'self' ${sha("a()")} ${sha("b()")}`);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
  });

  it("hashes like the document shell's scriptHash", () => {
    const script = colorModeScript("light", true);
    expect(scriptSource(script)).toBe(scriptHash(script));
  });

  it("takes the policy of a page from the scripts the page really contains", () => {
    const color = colorModeScript("dark", false);
    const html = `<html><head><script>${color}</script></head><body><script>other()</script></body></html>`;
    const policy = policyForHtml(html);
    expect(policy).toContain(scriptHash(color));
    expect(policy).toContain(sha("other()"));
    expect(policyForHtml("<p>no scripts</p>")).toBe(contentSecurityPolicy());
  });
});

describe("nginxPolicyMap", () => {
  it("writes one quoted line per page and a default without hashes", () => {
    const map = nginxPolicyMap(new Map([["/docs/x/index.html", "script-src 'self' 'sha256-a+b/c='"]]), "/site/");
    expect(map).toContain(`default "${contentSecurityPolicy()}";`);
    expect(map).toContain(`"/site/docs/x/index.html" "script-src 'self' 'sha256-a+b/c='";`);
  });
});

describe("style attributes", () => {
  it("are allowed by hash in style-src-attr, only on a page that has some", () => {
    const plain = policyForHtml('<!DOCTYPE html><p class="x">style="not an attribute"</p>');
    expect(plain).not.toContain("style-src-attr");
    const html = `<p><span class="strut" style="height:0.69em;"></span><span style='top:-3em;'></span><span style="height:0.69em;"></span><i style="a&amp;b"></i></p>`;
    const policy = policyForHtml(html);
    expect(policy).toContain("style-src 'self'");
    const directive = policy.split("; ").find((d) => d.startsWith("style-src-attr"))!;
    expect(directive.split(" ")).toEqual(["style-src-attr", "'unsafe-hashes'", scriptSource("height:0.69em;"), scriptSource("top:-3em;"), scriptSource("a&b")]);
  });
});

describe("Mermaid diagrams", () => {
  const ISLAND = `<sitec-island data-island="Mermaid" data-props="{&quot;value&quot;:&quot;graph TD&quot;}"><div class="docusaurus-mermaid-container"></div></sitec-island>`;

  it("allow inline styles on their page alone, style attributes included, and scripts stay strict", () => {
    const policy = policyForHtml(`<!DOCTYPE html><main>${ISLAND}<span style="height:1em"></span></main><script>a()</script>`);
    const directives = policy.split("; ");
    expect(directives).toContain("style-src 'self' 'unsafe-inline'");
    // A hash beside 'unsafe-inline' would switch it off: style attributes follow style-src.
    expect(policy).not.toContain("style-src-attr");
    expect(directives).toContain(`script-src 'self' ${sha("a()")}`);
    expect(policyForHtml(`<main><p>graph TD</p></main>`)).toContain("style-src 'self';");
  });
});

describe("images and frames from other sites", () => {
  const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(name + " "));

  it("allow the origins of a page's external images in img-src and of its frames in frame-src, and no other", () => {
    const html =
      `<p><a href="https://example.org/ci"><img src="https://img.shields.io/badge/a-b-green?x=1&amp;y=2" alt="a"></a>` +
      `<img alt="b" src='https://img.shields.io/badge/c'><img src="/img/local.png" alt="c"><img src="data:image/png;base64,AA" alt="d">` +
      `<picture><source srcset="https://cdn.example.net/a.webp 1x, https://cdn2.example.net/a@2x.webp 2x"><img src="x.png" alt="e"></picture>` +
      `<a href="https://not-an-image.example.com/">link</a></p>` +
      `<iframe src="https://www.youtube-nocookie.com/embed/x" title="v"></iframe>`;
    const policy = policyForHtml(html);
    expect(directive(policy, "img-src")).toBe("img-src 'self' data: https://cdn.example.net https://cdn2.example.net https://img.shields.io");
    expect(directive(policy, "frame-src")).toBe("frame-src 'self' https://www.youtube-nocookie.com");
    expect(policy).not.toContain("not-an-image");
    expect(directive(policy, "default-src")).toBe("default-src 'self'");
  });

  it("leave the policy of a page without them as it was", () => {
    const html = `<p><img src="/img/a.png" alt="a"> An &lt;img src="https://img.shields.io/x"&gt; in text.</p>`;
    expect(policyForHtml(html)).toBe(contentSecurityPolicy());
    expect(policyForHtml(html)).not.toContain("frame-src");
  });

  it("reads protocol-relative URLs as a host and skips what is no http(s) URL", () => {
    expect(contentOrigins(`<img src="//img.example.org/a.png" alt=""><img src="ftp://x.example/a" alt=""><iframe src="https://" title="t"></iframe>`)).toEqual({
      images: ["img.example.org"],
      frames: [],
    });
  });
});
