import { describe, it, expect } from "vitest";
import { SiteError, SiteErrors, UsageError, formatError, lineAt } from "../../src/errors.ts";

describe("SiteError.format", () => {
  it("is file:line: message, with the file relative to the working folder", () => {
    const e = new SiteError("invalid front matter: bad.", { file: "/work/site/docs/x.md", line: 3, hint: "Fix it." });
    expect(e.format("/work")).toBe("site/docs/x.md:3: invalid front matter: bad.");
  });

  it("leaves out what it does not have", () => {
    expect(new SiteError("no line.", { file: "/work/a.md" }).format("/work")).toBe("a.md: no line.");
    expect(new SiteError("nothing.").format("/work")).toBe("nothing.");
  });
});

describe("formatError", () => {
  it("prints one line per error", () => {
    const errors = new SiteErrors([
      new SiteError("a.", { file: "/w/a.md", line: 1 }),
      new SiteError("b.", { file: "/w/b.md", line: 2 }),
    ]);
    expect(formatError(errors, "/w")).toEqual(["error: a.md:1: a.", "error: b.md:2: b."]);
    expect(formatError(new SiteError("c.", { file: "/w/c.md" }), "/w")).toEqual(["error: c.md: c."]);
    expect(formatError(new UsageError("unknown option"))).toEqual(["error: unknown option"]);
    expect(formatError("plain")).toEqual(["error: plain"]);
  });

  // Regression: the hint was glued to the message ('Missing closing "quote Fix the YAML…').
  it("prints the hint apart, on the line below the error", () => {
    const e = new SiteError('invalid front matter: Missing closing "quote', { file: "/w/x.md", line: 2, hint: "Fix the YAML between the `---` lines." });
    expect(formatError(e, "/w")).toEqual(['error: x.md:2: invalid front matter: Missing closing "quote', "  hint: Fix the YAML between the `---` lines."]);
  });

  it("prints a hint shared by consecutive errors once, after the last of them", () => {
    const errors = new SiteErrors([
      new SiteError("a.", { file: "/w/a.md", line: 1, hint: "Link to a page." }),
      new SiteError("b.", { file: "/w/a.md", line: 2, hint: "Link to a page." }),
      new SiteError("c.", { file: "/w/c.md", hint: "Other." }),
      new SiteError("d.", { file: "/w/d.md", hint: "Link to a page." }),
    ]);
    expect(formatError(errors, "/w")).toEqual([
      "error: a.md:1: a.",
      "error: a.md:2: b.",
      "  hint: Link to a page.",
      "error: c.md: c.",
      "  hint: Other.",
      "error: d.md: d.",
      "  hint: Link to a page.",
    ]);
  });

  it("prints the warnings of the failed run before its errors", () => {
    const errors = new SiteErrors([new SiteError("broken.", { file: "/w/a.md" })], ["a.md:3: broken anchor"]);
    expect(formatError(errors, "/w")).toEqual(["warning: a.md:3: broken anchor", "error: a.md: broken."]);
  });
});

describe("lineAt", () => {
  it("gives the 1-based line of an offset", () => {
    const text = "a\nbc\n\nd";
    expect(lineAt(text, 0)).toBe(1);
    expect(lineAt(text, 1)).toBe(1);
    expect(lineAt(text, 2)).toBe(2);
    expect(lineAt(text, 5)).toBe(3);
    expect(lineAt(text, 6)).toBe(4);
    expect(lineAt(text, 1000)).toBe(4);
  });
});
