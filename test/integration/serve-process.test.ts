// `sitec serve` as a process (bin/sitec.js): once it serves, it has no esbuild process beside
// it. Reading the site's config evaluates site.config.ts through esbuild, whose service process
// would otherwise live as long as the server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSite, copyFixture, removeAll } from "../helpers/fixtures.ts";

const SITEC = fileURLToPath(new URL("../../bin/sitec.js", import.meta.url));

let site: string;
let out: string;
beforeAll(async () => {
  site = await copyFixture("basic-site");
  out = join(site, "..", "build");
  await buildSite(site, out);
});
afterAll(() => removeAll(join(site, "..")));

/** The pids of the children of process `pid` (all its threads'). */
async function childrenOf(pid: number): Promise<number[]> {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  const lists = await Promise.all(tasks.map((t) => readFile(`/proc/${pid}/task/${t}/children`, "utf8").catch(() => "")));
  return lists.flatMap((l) => l.split(" ").filter(Boolean).map(Number));
}

const commandOf = (pid: number) => readFile(`/proc/${pid}/cmdline`, "utf8").then((c) => c.split("\0").join(" "), () => "");

/** Starts `sitec serve` (ended by `timeout` should the test die first) and resolves with its URL once it serves. */
function startServe(args: string[]): { child: ChildProcess; url: Promise<string> } {
  const child = spawn("timeout", ["120", process.execPath, SITEC, "serve", ...args], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const url = new Promise<string>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d.toString();
      const match = /at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`sitec serve exited (${code}) before serving:\n${output}`)));
  });
  return { child, url };
}

describe("sitec serve as a process", () => {
  it.each([
    ["reading the base URL from the config", ["--site", "SITE"]],
    ["given the base URL", ["--base-url", "/"]],
  ])("keeps no esbuild process once it serves, %s", { timeout: 60_000 }, async (_, extra) => {
    const { child, url } = startServe(["--dir", out, "--port", "0", ...extra.map((a) => (a === "SITE" ? site : a))]);
    try {
      const base = await url;
      expect((await fetch(base)).status).toBe(200);
      // `timeout` runs node, which runs the server.
      const [node] = await childrenOf(child.pid!);
      expect(await commandOf(node!)).toContain(SITEC);
      const commands = await Promise.all((await childrenOf(node!)).map(commandOf));
      expect(commands.filter((c) => c.includes("esbuild"))).toEqual([]);
    } finally {
      child.kill("SIGTERM");
    }
  });
});
