// Symlinks over real HTTP, for `sitec serve` and for `sitec dev` (same resolver): nothing whose
// real path is outside the served folder is sent, whatever its name or however the request
// encodes it; links that end inside the folder are served.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Server } from "node:http";
import { LiveReload } from "../../src/dev/live-reload.ts";
import { createDevHttpServer } from "../../src/dev/dev-server.ts";
import { serve } from "../../src/server/serve.ts";
import { removeAll, SECRET, tempDir } from "../helpers/fixtures.ts";
import { request, type Answer } from "../helpers/http.ts";
import { makeSymlinkSite, NOT_FOUND_PAGE, REFUSED_PATHS, SERVED_PATHS, type SymlinkSite } from "../helpers/symlinks.ts";

let dir: string;
let site: SymlinkSite;
const servers: Server[] = [];
/** Base URLs of the servers under test, by name. */
const bases: Record<"serve" | "dev", string> = { serve: "", dev: "" };
let linked404Url: string;

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`;
}

beforeAll(async () => {
  dir = await tempDir("sitec-serve-symlinks-");
  site = await makeSymlinkSite(dir);
  const started = await serve({ dir: site.root, port: 0, host: "127.0.0.1" });
  servers.push(started.server);
  bases.serve = started.url;
  bases.dev = await listen(createDevHttpServer(site.root, () => "/", new LiveReload()));
  linked404Url = (await serve({ dir: site.rootWithLinked404, port: 0, host: "127.0.0.1" })).url;
});
afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await removeAll(dir);
});

/** GET `path` and follow redirects, as a browser would. */
async function follow(base: string, path: string): Promise<Answer[]> {
  const answers = [await request(base, path)];
  while (answers.at(-1)!.status === 301 && answers.length < 5) answers.push(await request(base, answers.at(-1)!.headers.location!));
  return answers;
}

describe.each(["serve", "dev"] as const)("sitec %s and symlinks", (name) => {
  it.each(REFUSED_PATHS)("answers %s with the not-found page, never the file outside", async (path) => {
    const answers = await follow(bases[name], path);
    for (const answer of answers) expect(answer.text).not.toContain(SECRET);
    expect(answers.at(-1)!.status).toBe(404);
    expect(answers.at(-1)!.text).toContain(NOT_FOUND_PAGE.replace("</body></html>", ""));
  });

  it.each(SERVED_PATHS)("serves %s, a link that ends inside the folder", async (path, content) => {
    const answer = await request(bases[name], path);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(content.replace("</body></html>", ""));
  });
});

describe("sitec serve with a 404.html that links outside", () => {
  it("answers 404 without it", async () => {
    for (const path of ["/no/such/page", "/404.html"]) {
      const answers = await follow(linked404Url, path);
      for (const answer of answers) expect(answer.text, path).not.toContain(SECRET);
      expect(answers.at(-1)!.status, path).toBe(404);
    }
  });
});
