// deploy/nginx.conf's block for a site built with `trailingSlash: true`, run by Debian's nginx
// (test/helpers/nginx.ts swaps it in as the config's comment says): pages answer at /x/, every
// other form of their address redirects there, and every answer matches `sitec serve`'s for
// the same build.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Server } from "node:http";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { serve } from "../../src/server/serve.ts";
import { buildSite, copyFixture, removeAll, tempDir } from "../helpers/fixtures.ts";
import { request } from "../helpers/http.ts";
import { nginxMissing, startNginx, type RunningNginx } from "../helpers/nginx.ts";

let root: string;
let server: Server | undefined;
let nginx: RunningNginx | undefined;
let sitecUrl: string;

beforeAll(async () => {
  const problem = nginxMissing();
  if (problem) throw new Error(problem);
  root = await tempDir();
  const site = await copyFixture("basic-site");
  const config = join(site, "site.config.ts");
  await writeFile(config, (await readFile(config, "utf8")).replace('baseUrl: "/",', 'baseUrl: "/",\n  trailingSlash: true,'));
  await writeFile(join(site, "static", "google0123456789.html"), "google-site-verification: google0123456789.html\n");
  const out = join(root, "build");
  await buildSite(site, out);
  await removeAll(join(site, ".."));
  ({ server, url: sitecUrl } = await serve({ dir: out, port: 0, host: "127.0.0.1", trailingSlash: true }));
  nginx = await startNginx(out, { lifetimeSeconds: 300, trailingSlash: true });
});
afterAll(async () => {
  if (server) await new Promise((r) => server!.close(r));
  await nginx?.stop();
  if (root) await removeAll(root);
});

const PATHS: [string, number, string?][] = [
  ["/", 200],
  ["/index.html", 301, "/"],
  ["/docs/guide/start/", 200],
  ["/docs/guide/start", 301, "/docs/guide/start/"],
  ["/docs/guide/start//", 200],
  ["/docs/guide/start.html", 301, "/docs/guide/start/"],
  ["/docs/guide/start/index.html?a=1&b=2", 301, "/docs/guide/start/?a=1&b=2"],
  ["/docs/guide/second?x=y", 301, "/docs/guide/second/?x=y"],
  ["/blog", 301, "/blog/"],
  ["/blog/", 200],
  ["/no/such/page", 404],
  ["/no/such/page/", 404],
  ["/404.html", 200],
  ["/google0123456789.html", 200],
  ["/assets", 404],
  ["/assets/", 404],
  ["/img/logo.svg", 200],
  ["/img/logo.svg/", 404],
  ["/sitemap.xml", 200],
  ["/docs/guide/start/route.json", 200],
  ["//evil.example/", 404],
];

describe("deploy/nginx.conf's trailing-slash block under Debian's nginx", () => {
  it.each(PATHS)("%s: %i %s, as sitec serve answers", async (path, status, location) => {
    const [ours, theirs] = await Promise.all([request(sitecUrl, path), request(nginx!.url, path)]);
    expect({ status: ours.status, location: ours.headers.location }).toEqual({ status, location });
    // A redirect's body and policy are each server's own (as in nginx.test.ts).
    const page = (answer: typeof ours) => (answer.status === 301 ? {} : { csp: answer.headers["content-security-policy"], body: answer.body.toString() });
    expect({ status: theirs.status, location: theirs.headers.location, ...page(theirs) }).toEqual({ status, location, ...page(ours) });
  });
});
