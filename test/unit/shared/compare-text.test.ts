import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { compareText } from "../../../src/shared/compare-text.ts";

const english = new Intl.Collator("en");

describe("compareText", () => {
  it("orders ASCII names as English collation does: space, _ - . /, digits, then letters, lower case first", () => {
    const names = ["b", "A", "a", "_x", "-x", ".x", "/x", " x", "10", "9", "B", "ab", "aB", "Ab", "a-b", "a_b", "a.b", "a b", "a"];
    expect([...names].sort(compareText)).toEqual([...names].sort(english.compare));
    expect([...names].sort(compareText).slice(0, 5)).toEqual([" x", "_x", "-x", ".x", "/x"]);
  });

  it("agrees with English collation on 200,000 random pairs of ASCII names", () => {
    const alphabet = "aAbBzZ09 _-./xX";
    let seed = 11;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const word = () => Array.from({ length: Math.floor(random() * 7) }, () => alphabet[Math.floor(random() * alphabet.length)]).join("");
    // One expect for all pairs: 200,000 calls of expect took 40 s on a busy machine.
    const disagreements: string[] = [];
    for (let i = 0; i < 200_000; i++) {
      const a = word();
      const b = word();
      const [ours, theirs] = [Math.sign(compareText(a, b)), Math.sign(english.compare(a, b))];
      if (ours !== theirs) disagreements.push(`${JSON.stringify(a)} vs ${JSON.stringify(b)}: ${ours}, English ${theirs}`);
    }
    expect(disagreements).toEqual([]);
  });

  it("orders other text by English collation too, not by the machine's locale", () => {
    expect(["z", "ä", "a", "ö", "å"].sort(compareText)).toEqual(["a", "å", "ä", "ö", "z"]);
    expect(compareText("Überblick", "Zubehör")).toBeLessThan(0);
    expect(compareText("same", "same")).toBe(0);
    expect(compareText("é", "é")).toBe(0);
  });

  it("gives the same order under a Swedish locale, where localeCompare puts ä after z", () => {
    const script = `import { compareText } from ${JSON.stringify(new URL("../../../src/shared/compare-text.ts", import.meta.url).pathname)};
      const words = ["z", "ä", "a", "ö"];
      console.log(JSON.stringify([[...words].sort(compareText), [...words].sort((a, b) => a.localeCompare(b))]));`;
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { env: { ...process.env, LANG: "sv_SE.UTF-8", LC_ALL: "sv_SE.UTF-8" }, encoding: "utf8" });
    expect(run.stderr).toBe("");
    const [ours, local] = JSON.parse(run.stdout) as [string[], string[]];
    expect(ours).toEqual(["a", "ä", "ö", "z"]);
    expect(local).toEqual(["a", "z", "ä", "ö"]);
  });
});
