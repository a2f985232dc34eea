// Runs Debian's nginx with deploy/nginx.conf over a built folder, on 127.0.0.1, for the nginx
// integration test and the load benchmark. Everything nginx writes (pid, logs, temp files,
// the CSP map) goes into a temporary folder; `timeout` ends nginx by itself should the test
// process die before it calls stop().
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { nginxPolicyMap, policiesOfSite } from "../../src/server/csp.ts";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
export const NGINX_INSTALL = "apt-get update && apt-get install -y nginx";
export const DEPLOY_CONFIG = fileURLToPath(new URL("../../deploy/nginx.conf", import.meta.url));

/** Why nginx cannot run here, with the command that fixes it; undefined when it can. */
export function nginxMissing(): string | undefined {
  const missing = [NGINX].filter((f) => !existsSync(f));
  if (!missing.length) return undefined;
  return `Debian's nginx is needed (missing: ${missing.join(", ")}). Install it with:\n  ${NGINX_INSTALL}\n(.ci/run does this.)`;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** deploy/nginx.conf with the listen address, root and map file of this run. */
export async function siteConfig(options: { port: number; root: string; cspMap: string; trailingSlash?: boolean }): Promise<string> {
  let config = await readFile(DEPLOY_CONFIG, "utf8");
  const replace = (from: string, to: string) => {
    if (!config.includes(from)) throw new Error(`deploy/nginx.conf no longer contains ${JSON.stringify(from)}; update test/helpers/nginx.ts`);
    config = config.replace(from, to);
  };
  replace("listen 80;", `listen 127.0.0.1:${options.port};`);
  replace("root /srv/sitec/build;", `root ${options.root};`);
  replace("include /etc/nginx/sitec-csp.map;", `include ${options.cspMap};`);
  if (options.trailingSlash) {
    // As the config's comment says: the trailing-slash block in place of the default one.
    const block = (name: string) => new RegExp(`    # BEGIN ${name}\n([\\s\\S]*?)    # END ${name}\n`);
    const alternative = block("trailing-slash pages").exec(config);
    if (!alternative || !block("pages").test(config)) throw new Error("deploy/nginx.conf no longer has its BEGIN/END pages blocks; update test/helpers/nginx.ts");
    const pages = alternative[1]!.replace(/^    # ?/gm, "    ");
    config = config.replace(block("pages"), () => pages);
  }
  return config;
}

export interface RunningNginx {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** nginx's error log so far. */
  errors(): Promise<string>;
}

/**
 * Starts nginx serving `root` with deploy/nginx.conf on a free loopback port and resolves once
 * it answers. `workers` is nginx's worker_processes; it stops by itself after `lifetimeSeconds`.
 */
export async function startNginx(root: string, options: { workers?: number; lifetimeSeconds?: number; trailingSlash?: boolean } = {}): Promise<RunningNginx> {
  const problem = nginxMissing();
  if (problem) throw new Error(problem);
  const dir = await mkdtemp(join(tmpdir(), "sitec-nginx-"));
  const port = await freePort();
  const cspMap = join(dir, "sitec-csp.map");
  await writeFile(cspMap, nginxPolicyMap(await policiesOfSite(root)));
  await writeFile(join(dir, "site.conf"), await siteConfig({ port, root, cspMap, trailingSlash: options.trailingSlash }));
  const isRoot = process.getuid?.() === 0;
  const main = [
    // Workers of a root master would run as nobody, who cannot read a test's private temp folder.
    isRoot ? "user root;" : "",
    "daemon off;",
    `worker_processes ${options.workers ?? 1};`,
    `pid ${join(dir, "nginx.pid")};`,
    `error_log ${join(dir, "error.log")} warn;`,
    "events { worker_connections 1024; }",
    "http {",
    "  access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `  ${t}_temp_path ${join(dir, t)};`),
    `  include ${join(dir, "site.conf")};`,
    "}",
  ].join("\n");
  await writeFile(join(dir, "nginx.conf"), main + "\n");

  const child: ChildProcess = spawn(
    "timeout",
    [String(options.lifetimeSeconds ?? 600), NGINX, "-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.on("data", (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const errors = () => readFile(join(dir, "error.log"), "utf8").catch(() => "") as Promise<string>;
  const url = `http://127.0.0.1:${port}/`;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    await rm(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const log = (await errors()) + stderr;
      await stop();
      throw new Error(`nginx did not start:\n${log}`);
    }
    try {
      await fetch(url, { method: "HEAD" });
      break;
    } catch {
      if (Date.now() > deadline) {
        const log = (await errors()) + stderr;
        await stop();
        throw new Error(`nginx did not answer on ${url} within 10 s:\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return { url, port, stop, errors };
}
