import { describe, it, expect } from "vitest";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

describe("link check memory", () => {
  it("keeps a page's links and ids, not the page they were read from", () => {
    const script = fileURLToPath(new URL("./retain-script.mts", import.meta.url));
    const out = execFileSync(process.execPath, ["--expose-gc", "--import", "tsx", script], { encoding: "utf8" });
    const { keptMb, items } = JSON.parse(out) as { keptMb: number; items: number };
    expect(items).toBe(40);
    // 20 pages of about 1 MB: keeping them would be 20 MB and more.
    expect(keptMb).toBeLessThan(3);
  });
});
