// Raw HTML in a site's Markdown (issue 43), built for real from test/fixtures/raw-html-site:
// - the page shows it (details with Markdown inside, a centred badge row, an iframe, inline
//   tags), the same on both engines, without the <script>, which is a warning naming file and
//   line, and an error with --strict that leaves the previous output as it was;
// - the Content-Security-Policy of that page, and of no other, allows the other sites its image
//   and frame come from, in `sitec serve`, in the csp-map and in nginx with deploy/nginx.conf;
// - the page is loaded in full (RouteData.fullLoad), since only its own policy allows them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Server } from "node:http";
import { join } from "node:path";
import fg from "fast-glob";
import { serve } from "../../src/server/serve.ts";
import { nginxPolicyMap, policiesOfSite } from "../../src/server/csp.ts";
import { buildSite, copyFixture, read, removeAll, tempDir } from "../helpers/fixtures.ts";
import { request } from "../helpers/http.ts";
import { startNginx, type RunningNginx } from "../helpers/nginx.ts";
import { formatError } from "../../src/errors.ts";

let root: string;
let site: string;
let out: string;
let warnings: string[];
let server: Server | undefined;
let sitecUrl: string;
let nginx: RunningNginx | undefined;

const SCRIPT_WARNING = /docs\/html\.md:31: <script> removed: scripts of the content do not run under the site's Content-Security-Policy/;
const IMAGE_ORIGIN = "https://badges.example.net";
const FRAME_ORIGIN = "https://video.example.com";

beforeAll(async () => {
  root = await tempDir();
  site = await copyFixture("raw-html-site");
  out = join(root, "build");
  ({ warnings } = await buildSite(site, out, { strict: false }));
  ({ url: sitecUrl, server } = await serve({ dir: out, port: 0, host: "127.0.0.1" }));
  nginx = await startNginx(out, { lifetimeSeconds: 300 });
}, 120_000);

afterAll(async () => {
  if (server) await new Promise((r) => server!.close(r));
  await nginx?.stop();
  if (root) await removeAll(root, join(site, ".."));
});

const directive = (policy: string | undefined, name: string) => policy?.split("; ").find((d) => d.startsWith(name + " "));

describe("raw HTML in a site's Markdown", () => {
  it("is rendered into the page", async () => {
    const html = await read(out, "docs/html/index.html");
    expect(html).toContain('<p class="align-center">');
    expect(html).toContain(`<img src="${IMAGE_ORIGIN}/build-passing.svg" alt="Build passing" width="90" height="20"`);
    expect(html).toContain("<kbd>Ctrl</kbd>+<kbd>C</kbd>");
    expect(html).toContain("πr<sup>2</sup>.<br>");
    expect(html).toContain("<details>\n<summary>Show the values</summary>\n<p>The scanner reads <strong>two</strong> settings:</p>\n<ul>");
    expect(html).toContain(`<iframe src="${FRAME_ORIGIN}/embed/intro" title="Introduction video" width="320" height="180"></iframe>`);
    expect(html).not.toContain("changed by the content");
  });

  it("warns once, naming the file and line of the removed <script>", () => {
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(SCRIPT_WARNING);
  });

  it("fails with --strict, naming the file and line, and leaves the previous output", async () => {
    const before = await read(out, "docs/html/index.html");
    const error = await buildSite(site, out, { strict: true }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeDefined();
    expect(formatError(error, join(site, "..")).join("\n")).toMatch(SCRIPT_WARNING);
    expect(await read(out, "docs/html/index.html")).toBe(before);
  });

  it("gives the same pages on the unified engine", async () => {
    const other = join(root, "unified");
    const result = await buildSite(site, other, { strict: false, markdownEngine: "unified" });
    expect(result.warnings).toEqual(warnings);
    for (const file of await fg("docs/**/*.{html,json}", { cwd: out })) expect(await read(other, file), file).toBe(await read(out, file));
  });

  it("makes the page with images and frames from other sites load in full", async () => {
    const data = (file: string) => read(out, file).then((text) => JSON.parse(text) as { fullLoad?: boolean });
    const [withHtml] = await fg("docs/html/*.json", { cwd: out });
    const [plain] = await fg("docs/plain/*.json", { cwd: out });
    expect((await data(withHtml!)).fullLoad).toBe(true);
    expect((await data(plain!)).fullLoad).toBeUndefined();
  });
});

describe("the policy follows the content", () => {
  it("in sitec serve: the page's image and frame origins, and nothing else", async () => {
    const page = (await request(sitecUrl, "/docs/html")).headers["content-security-policy"];
    expect(directive(page, "img-src")).toBe(`img-src 'self' data: ${IMAGE_ORIGIN}`);
    expect(directive(page, "frame-src")).toBe(`frame-src 'self' ${FRAME_ORIGIN}`);
    expect(page).not.toContain("ci.example.org");
    const plain = (await request(sitecUrl, "/docs/plain")).headers["content-security-policy"];
    expect(directive(plain, "img-src")).toBe("img-src 'self' data:");
    expect(directive(plain, "frame-src")).toBeUndefined();
  });

  it("in the csp-map nginx reads", async () => {
    const map = nginxPolicyMap(await policiesOfSite(out));
    const line = map.split("\n").find((l) => l.startsWith('"/docs/html/index.html" '));
    expect(line).toContain(`img-src 'self' data: ${IMAGE_ORIGIN};`);
    expect(line).toContain(`frame-src 'self' ${FRAME_ORIGIN};`);
    expect(map.split("\n").find((l) => l.startsWith('"/docs/plain/index.html" '))).not.toContain("example.net");
  });

  it("in nginx with deploy/nginx.conf, the same header as sitec serve", async () => {
    for (const path of ["/docs/html", "/docs/plain"]) {
      const [a, b] = await Promise.all([request(sitecUrl, path), request(nginx!.url, path)]);
      expect(b.status, path).toBe(200);
      expect(b.headers["content-security-policy"], path).toBe(a.headers["content-security-policy"]);
    }
    expect(directive((await request(nginx!.url, "/docs/html")).headers["content-security-policy"], "img-src")).toContain(IMAGE_ORIGIN);
  });
});
