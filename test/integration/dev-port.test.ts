// `sitec dev` on a port that is in use: one error that says so and what to do, exit code 1, and
// nothing left running. Before, the error was printed and the process stayed up (its file
// watcher and worker thread kept it alive) until it was killed.
import { spawn } from "node:child_process";
import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let busy: Server;
let port: number;

beforeAll(async () => {
  busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
  port = (busy.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

describe("sitec dev on a port in use", () => {
  it("exits 1 with an error naming the port and --port, leaving nothing running", async () => {
    const child = spawn(process.execPath, ["bin/sitec.js", "dev", "--site", "test/fixtures/basic-site", "--port", String(port), "--host", "127.0.0.1"], { stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.resume();
    // Bounded: a process that stays up fails the test instead of hanging it.
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill("SIGKILL");
        resolve(null);
      }, 45_000);
      child.on("exit", (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    expect(code).toBe(1);
    expect(stderr).toContain(`error: port ${port} on 127.0.0.1 is in use.`);
    expect(stderr).toContain("--port");
  });
});
