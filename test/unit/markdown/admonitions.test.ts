import { describe, it, expect } from "vitest";
import { render } from "./helpers.ts";

const titleOf = (html: string) => /<p class="admonition-title">([^<]*)<\/p>/.exec(html)?.[1];

describe("admonitions", () => {
  it.each([
    ["note", "Note", "note"],
    ["tip", "Tip", "tip"],
    ["info", "Info", "info"],
    ["warning", "Warning", "warning"],
    ["danger", "Danger", "danger"],
    ["caution", "Caution", "warning"],
    ["important", "Important", "info"],
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
