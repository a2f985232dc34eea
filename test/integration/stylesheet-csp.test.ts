// Stylesheets of other sites under the Content-Security-Policy: a config `stylesheets` entry
// (Google Fonts, KaTeX's CSS on a CDN) and a custom CSS `@import` of one, with what they load,
// are allowed by `sitec serve` and by `sitec csp-map`'s policies, on a site served below a base URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Server } from "node:http";
import { serve } from "../../src/server/serve.ts";
import { policiesOfSite } from "../../src/server/csp.ts";
import { buildSiteFrom, removeAll } from "../helpers/fixtures.ts";
import { request } from "../helpers/http.ts";

let root: string;
let out: string;
let server: Server;
let url: string;

beforeAll(async () => {
  ({ root, out } = await buildSiteFrom({
    "site.config.ts": `export default {
  title: "Fonts", url: "https://example.com", baseUrl: "/base/",
  navbar: { title: "Fonts", items: [] },
  docs: { routeBasePath: "/" },
  stylesheets: [
    "https://fonts.googleapis.com/css2?family=Inter&display=swap",
    { href: "https://cdn.jsdelivr.net/npm/katex@0.16.9/dist/katex.min.css", type: "text/css", crossorigin: "anonymous" },
  ],
  customCss: "./src/css/custom.css",
};
`,
    "src/css/custom.css": `@import url("https://use.typekit.net/abc1def.css");\n:root { --ifm-font-family-base: Roboto; }\n.hero { background: url(https://images.example.org/hero.png); }\n`,
    "docs/index.md": "---\ntitle: Home\nslug: /\n---\n\nText in other fonts.\n",
  }));
  ({ server, url } = await serve({ dir: out, port: 0, host: "127.0.0.1", baseUrl: "/base/" }));
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await removeAll(root);
});

const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(name + " "))?.split(" ").slice(1);

function expectStylesheetOrigins(policy: string) {
  expect(directive(policy, "style-src")).toEqual(["'self'", "https://cdn.jsdelivr.net", "https://fonts.googleapis.com", "https://use.typekit.net"]);
  // Google's CSS names its font files on fonts.gstatic.com; the other hosts serve their own.
  expect(directive(policy, "font-src")).toEqual(["'self'", "https://cdn.jsdelivr.net", "https://fonts.googleapis.com", "https://fonts.gstatic.com", "https://images.example.org", "https://use.typekit.net"]);
  expect(directive(policy, "img-src")).toContain("https://images.example.org");
  expect(directive(policy, "script-src")).not.toContain("https://cdn.jsdelivr.net");
  expect(directive(policy, "default-src")).toEqual(["'self'"]);
}

describe("stylesheets from other sites", () => {
  it("are allowed, with their fonts and images, by the policy sitec serve sends with a page", async () => {
    const answer = await request(url, "/base/", {});
    expect(answer.status).toBe(200);
    expectStylesheetOrigins(answer.headers["content-security-policy"] ?? "");
  });

  it("are allowed by the policies csp-map writes for nginx", async () => {
    const policies = await policiesOfSite(out, "/base/");
    expectStylesheetOrigins(policies.get("/index.html")!);
  });
});
