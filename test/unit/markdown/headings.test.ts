import { describe, it, expect } from "vitest";
import { render, tags } from "./helpers.ts";

describe("headings", () => {
  it("gives headings GitHub slugs as ids", async () => {
    const r = await render("## Hello, World!\n\n## C++ & Go\n\n### Use `kubectl` now\n\n## Über uns\n");
    expect(r.headingIds).toEqual(["hello-world", "c--go", "use-kubectl-now", "über-uns"]);
    expect(r.html).toContain('<h2 id="hello-world">');
    expect(r.html).toContain('<h3 id="use-kubectl-now">');
  });

  it("gives duplicate headings -1, -2 suffixes", async () => {
    const r = await render("## Setup\n\n## Setup\n\n### Setup\n");
    expect(r.headingIds).toEqual(["setup", "setup-1", "setup-2"]);
    expect(new Set(r.headingIds).size).toBe(3);
  });

  it("counts the leading # heading, removed as the title, as Docusaurus does: a later heading of its text gets -1", async () => {
    const r = await render("# Defining a Model\n\nText.\n\n## Defining a Model\n\n## Other\n");
    expect(r.h1).toBe("Defining a Model");
    expect(r.headingIds).toEqual(["defining-a-model-1", "other"]);
    const custom = await render("# Models {#models}\n\n## Models\n\n## models\n");
    expect(custom.h1).toBe("Models");
    expect(custom.headingIds).toEqual(["models-1", "models-2"]);
  });

  it("keeps the markup of the leading # heading for the page's heading, on both engines", async () => {
    for (const engine of ["fast", "unified"] as const) {
      const r = await render("# Using `combineReducers` and *more* {#use}\n\nText.\n", { engine });
      expect(r.h1, engine).toBe("Using combineReducers and more");
      expect(r.h1Html, engine).toBe("Using <code>combineReducers</code> and <em>more</em>");
      expect((await render("# Plain words\n", { engine })).h1Html, engine).toBeUndefined();
    }
  });

  it("takes no title from an h1 below a thematic break, as Docusaurus: the heading stays in the page", async () => {
    const r = await render("Intro.\n\n---\n\n# After Break\n\nText.\n");
    expect(r.h1).toBeUndefined();
    expect(r.html).toContain('<h1 id="after-break">After Break');
    expect(r.html.indexOf("Intro.")).toBeLessThan(r.html.indexOf("After Break"));
  });

  it("leaves an h1 below other content where it stands, in a <header>, and takes it out of a post wherever it stands", async () => {
    const source = "Read this first.\n\n# Issues {#issues}\n\n## Known\n";
    for (const engine of ["fast", "unified"] as const) {
      const doc = await render(source, { engine });
      expect(doc.h1, engine).toBe("Issues");
      expect(doc.h1InPlace, engine).toBe(true);
      expect(doc.html, engine).toMatch(/<p>Read this first\.<\/p>\s*<header><h1>Issues<\/h1><\/header>/);
      const post = await render(source, { engine, removeContentTitle: true });
      expect(post.h1, engine).toBe("Issues");
      expect(post.h1InPlace, engine).toBeUndefined();
      expect(post.html, engine).not.toContain("<h1");
    }
    expect((await render("\n# Leading\n\nText.\n")).h1InPlace).toBeUndefined();
  });

  it("uses a {#custom} id and removes it from the text", async () => {
    const r = await render("## Install the chart {#install}\n");
    expect(r.headingIds).toEqual(["install"]);
    expect(r.html).toContain('<h2 id="install">Install the chart <a');
    expect(r.html).not.toContain("{#install}");
    expect(r.toc).toEqual([{ id: "install", text: "Install the chart", level: 2 }]);
  });

  it("does not hand a custom id out again to a later heading", async () => {
    const r = await render("## First {#setup}\n\n## Setup\n");
    expect(r.headingIds[0]).toBe("setup");
    expect(r.headingIds[1]).not.toBe("setup");
    expect(r.headingIds[1]).toMatch(/^setup-\d+$/);
  });

  it("adds a 'Direct link to' anchor with the heading text", async () => {
    const r = await render("## Scan a *host* with `nmap`\n");
    const [anchor] = tags(r.html, "a");
    expect(anchor).toContain('href="#scan-a-host-with-nmap"');
    expect(anchor).toContain('title="Direct link to Scan a host with nmap"');
    expect(anchor).toContain('aria-label="Direct link to Scan a host with nmap"');
    expect(anchor).toContain('class="hash-link"');
  });

  it("puts only h2 and h3 in the table of contents by default", async () => {
    const r = await render("## Two\n\n### Three\n\n#### Four\n\n##### Five\n\n## Two again\n");
    expect(r.toc).toEqual([
      { id: "two", text: "Two", level: 2 },
      { id: "three", text: "Three", level: 3 },
      { id: "two-again", text: "Two again", level: 2 },
    ]);
    // Deeper headings still get ids and anchors.
    expect(r.headingIds).toContain("four");
    expect(r.html).toContain('<h5 id="five">');
  });

  it("follows the configured TOC levels", async () => {
    const r = await render("## Two\n\n### Three\n\n#### Four\n", { toc: { min: 3, max: 4 } });
    expect(r.toc.map((t) => t.level)).toEqual([3, 4]);
  });

  it("takes a leading h1 as the page's h1 and removes it from the body", async () => {
    const r = await render("---\ntitle: x\n---\n\n# The Title\n\nText\n\n## Section\n");
    expect(r.h1).toBe("The Title");
    expect(r.html).not.toContain("<h1");
    expect(r.html).not.toContain("The Title");
    expect(r.headingIds).toEqual(["section"]);
    expect(r.toc.map((t) => t.id)).toEqual(["section"]);
  });

  it("keeps an h1 that comes after another heading, with an id", async () => {
    const r = await render("## First\n\n# Late\n");
    expect(r.h1).toBeUndefined();
    expect(r.html).toContain('<h1 id="late">');
    expect(r.toc.map((t) => t.id)).toEqual(["first"]);
  });

  it("takes only the first h1", async () => {
    const r = await render("# One\n\n# Two\n");
    expect(r.h1).toBe("One");
    expect(r.html).toContain('<h1 id="two">');
  });

  it("has no h1 without one", async () => {
    const r = await render("Just text\n");
    expect(r.h1).toBeUndefined();
    expect(r.toc).toEqual([]);
  });
});

describe.each(["fast", "unified"] as const)("Docusaurus's heading ids and truncate marker (%s engine)", (engine) => {
  it("takes {#custom-id} after text with Markdown in it, and leaves the marker out of TOC and text", async () => {
    const r = await render("## Use `kubectl` *here* {#use-kubectl}\n\n### Plain {#plain-id}\n", { engine });
    expect(r.headingIds).toEqual(["use-kubectl", "plain-id"]);
    expect(r.toc).toEqual([
      { id: "use-kubectl", text: "Use kubectl here", level: 2 },
      { id: "plain-id", text: "Plain", level: 3 },
    ]);
    expect(r.html).not.toContain("{#");
  });

  it("drops <!-- truncate --> from the page without a warning", async () => {
    const r = await render("Before.\n\n<!-- truncate -->\n\nAfter.\n", { engine });
    expect(r.html).toBe("<p>Before.</p>\n<p>After.</p>");
    expect(r.warnings).toEqual([]);
  });
});
