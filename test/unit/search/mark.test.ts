// Marking matched words in result snippets and on the target page: by word prefix, as text.
import { describe, expect, it } from "vitest";
import { markParts } from "../../../templates/search/mark.ts";

const marked = (text: string, terms: string[]) => markParts(text, terms).filter((p) => p.marked).map((p) => p.text);

describe("markParts", () => {
  it("marks words that start with a term, case-insensitively", () => {
    expect(marked("Scanners scan; a Scan-Type rescans.", ["scan"])).toEqual(["Scanners", "scan", "Scan"]);
  });

  it("gives back the whole text when joined", () => {
    const text = "Install nmap with helm install nmap.";
    expect(markParts(text, ["nmap", "instal"]).map((p) => p.text).join("")).toBe(text);
  });

  it("keeps markup as text", () => {
    const parts = markParts("<img src=x onerror=alert(1)>", ["img", "alert"]);
    expect(parts.map((p) => p.text).join("")).toBe("<img src=x onerror=alert(1)>");
    expect(parts.filter((p) => p.marked).map((p) => p.text)).toEqual(["img", "alert"]);
  });

  it("marks nothing without terms", () => {
    expect(markParts("text", [])).toEqual([{ text: "text", marked: false }]);
    expect(markParts("", ["a"])).toEqual([{ text: "", marked: false }]);
  });
});
