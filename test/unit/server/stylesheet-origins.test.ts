import { describe, expect, it } from "vitest";
import { mkdtemp, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { siteStylesheetReader, stylesheetOrigins } from "../../../src/server/stylesheet-origins.ts";

describe("stylesheetOrigins", () => {
  it("takes linked stylesheets of other sites, not other links nor the site's own without a reader", () => {
    const html =
      `<link rel="stylesheet" href="/assets/client-A.css"><link rel="preconnect" href="https://fonts.gstatic.com">` +
      `<link rel="icon" href="https://cdn.example.com/favicon.ico"><link href='//styles.example.net/a.css' rel='alternate stylesheet'>` +
      `<link rel="stylesheet" href="data:text/css,a{}">`;
    expect(stylesheetOrigins(html)).toEqual({ styles: ["styles.example.net"], fonts: ["styles.example.net"], images: ["styles.example.net"] });
  });

  it("reads the site's own stylesheets for @import (quoted or url()) and url() of other sites", () => {
    const css = `@import "https://a.example.com/x.css";@import url(https://b.example.com/y.css) screen;` + `.i{background:url("data:image/svg+xml,<svg/>")}.j{background:url(/img/local.png)}@font-face{src:url(https://fonts.example.org/f.woff2) format("woff2")}`;
    const origins = stylesheetOrigins(`<link rel="stylesheet" href="/assets/c.css">`, (href) => (href === "/assets/c.css" ? css : undefined));
    expect(origins.styles).toEqual(["https://a.example.com", "https://b.example.com"]);
    expect(origins.fonts).toEqual(["https://a.example.com", "https://b.example.com", "https://fonts.example.org"]);
    expect(origins.images).toEqual(origins.fonts);
  });
});

describe("siteStylesheetReader", () => {
  it("reads a stylesheet of the folder by the path a page links it with, below the base URL and nowhere else", async () => {
    const dir = await mkdtemp(join(tmpdir(), "sitec-sheets-"));
    try {
      await mkdir(join(dir, "assets"));
      await writeFile(join(dir, "assets", "c.css"), "a{}");
      const read = siteStylesheetReader(dir, "/base/");
      expect(read("/base/assets/c.css?v=1")).toBe("a{}");
      expect(read("/assets/c.css")).toBeUndefined();
      expect(read("/base/../outside.css")).toBeUndefined();
      expect(read("/base/assets/missing.css")).toBeUndefined();
      expect(read("/base/assets/c.js")).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
