import { describe, it, expect } from "vitest";
import { render as renderWith } from "./helpers.ts";

const titleOf = (html: string) => /<p class="admonition-title">(.*?)<\/p>/.exec(html)?.[1];

describe.each(["fast", "unified"] as const)("admonitions (%s engine)", (engine) => {
  const render = (source: string) => renderWith(source, { engine });
  it.each([
    ["note", "Note", "note"],
    ["tip", "Tip", "tip"],
    ["info", "Info", "info"],
    ["warning", "Warning", "warning"],
    ["danger", "Danger", "danger"],
    ["caution", "Caution", "warning"],
    ["important", "Important", "info"],
    ["secondary", "Secondary", "note"],
    ["success", "Success", "tip"],
  ])(":::%s has the default title %s and class admonition-%s", async (type, title, cls) => {
    const r = await render(`:::${type}\nBody text\n:::\n`);
    expect(r.html).toContain(`<div class="admonition admonition-${cls}" role="note">`);
    expect(titleOf(r.html)).toBe(title);
    expect(r.html).toContain("<p>Body text</p>");
    expect(r.warnings).toEqual([]);
  });

  it("uses a [custom] title instead of the default", async () => {
    const r = await render(":::tip[Use the Helm chart]\nBody\n:::\n");
    expect(titleOf(r.html)).toBe("Use the Helm chart");
    expect(r.html).not.toContain(">Tip<");
    // The label is the title, not a paragraph of the body too.
    expect(r.html.match(/Use the Helm chart/g)).toHaveLength(1);
  });

  it.each([
    ["a [label]", ":::tip[Use the *Helm* chart]\nBody\n:::\n"],
    ["a title after a space (Docusaurus's older form)", ":::tip Use the *Helm* chart\nBody\n:::\n"],
    ["a title after spaces, with spaces after it", ":::tip   Use the *Helm* chart  \nBody\n:::\n"],
  ])("takes its title from %s, with its Markdown", async (_, source) => {
    const r = await render(source);
    expect(r.html).toBe('<div class="admonition admonition-tip" role="note"><p class="admonition-title">Use the <em>Helm</em> chart</p><p>Body</p></div>');
    expect(r.warnings).toEqual([]);
  });

  it("takes its title from a title attribute", async () => {
    const r = await render(':::danger{title="Keep <it> private"}\nBody\n:::\n');
    expect(titleOf(r.html)).toBe("Keep &#x3C;it> private");
  });

  it("keeps the default title for an empty label", async () => {
    expect(titleOf((await render(":::info[]\nBody\n:::\n")).html)).toBe("Info");
  });

  it("nests a box in one with more colons, whatever the title forms", async () => {
    const r = await render("::::info Outer\nBefore\n\n:::danger[Inner]\nInside\n:::\n\nAfter\n::::\n");
    expect(r.html).toBe(
      '<div class="admonition admonition-info" role="note"><p class="admonition-title">Outer</p><p>Before</p>' +
        '<div class="admonition admonition-danger" role="note"><p class="admonition-title">Inner</p><p>Inside</p></div>' +
        "<p>After</p></div>",
    );
  });

  it("reads an older-style title in a block quote and a list", async () => {
    const r = await render("> :::note In a quote\n> Body\n> :::\n\n- item\n\n  :::warning In a list\n  Body\n  :::\n");
    expect(r.html.match(/<p class="admonition-title">[^<]*<\/p>/g)).toEqual(['<p class="admonition-title">In a quote</p>', '<p class="admonition-title">In a list</p>']);
  });

  it("leaves `:::type Title` lines in fenced code as they are", async () => {
    const r = await render("```md\n:::note Kept\n```\n\n~~~\n:::tip Kept too\n~~~\n");
    expect(r.html).not.toContain("admonition");
    expect(r.html).toContain(":::note Kept");
    expect(r.html).toContain(":::tip Kept too");
  });

  it("reads `:::name Title` as prose when name is no admonition type", async () => {
    const r = await render(":::custom Some words\nBody\n:::\n");
    expect(r.html).not.toContain("admonition");
    expect(r.warnings).toEqual([]);
  });

  it("renders Markdown inside the box", async () => {
    const r = await render(":::warning\nDo **not** run `rm -rf`.\n\n- one\n- two\n:::\n");
    expect(r.html).toContain("<strong>not</strong>");
    expect(r.html).toContain("<code>rm -rf</code>");
    expect(r.html).toContain("<li>one</li>");
  });

  it("warns about an unknown admonition type with its line", async () => {
    const r = await render("Intro\n\n:::fancy\nBody\n:::\n");
    expect(r.warnings).toEqual([{ message: 'unknown admonition type ":::fancy"', line: 3 }]);
  });

  it("keeps `image:latest` in prose as literal text", async () => {
    const r = await render("Pull image:latest and securecodebox/scanner-nmap:v4.0.0 at 10:30.\n");
    expect(r.html).toBe("<p>Pull image:latest and securecodebox/scanner-nmap:v4.0.0 at 10:30.</p>");
    expect(r.warnings).toEqual([]);
  });

  it("keeps a leaf directive line as literal text", async () => {
    const r = await render("::leaf\n");
    expect(r.html).toBe("<p>::leaf</p>");
  });

  it("keeps `name:value[label]` text with its label", async () => {
    const r = await render("See ns:name[label] here.\n");
    expect(r.html).toBe("<p>See ns:name[label] here.</p>");
  });
});
