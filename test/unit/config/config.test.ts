import { describe, it, expect } from "vitest";
import { formatKeyPath, loadConfig, lineOfKeyPath, validateConfig } from "../../../src/config/load.ts";
import { SiteError, SiteErrors, formatError } from "../../../src/errors.ts";

const FILE = "/work/site/site.config.ts";

/** Runs validateConfig and returns the errors it throws (fails the test if none). */
function configErrors(raw: unknown, source: string): SiteError[] {
  try {
    validateConfig(raw, source, FILE);
  } catch (e) {
    expect(e).toBeInstanceOf(SiteErrors);
    const errors = (e as SiteErrors).errors;
    for (const err of errors) expect(err).toBeInstanceOf(SiteError);
    return errors;
  }
  throw new Error("validateConfig accepted an invalid config");
}

/** The 1-based line of the first line of `source` containing `needle`. */
function lineOf(source: string, needle: string): number {
  const index = source.split("\n").findIndex((l) => l.includes(needle));
  if (index < 0) throw new Error(`"${needle}" is not in the source`);
  return index + 1;
}

const minimal = { title: "secureCodeBox", url: "https://www.securecodebox.io", navbar: {} };

describe("validateConfig: defaults", () => {
  const config = validateConfig(minimal, "export default {}", FILE);

  it("leaves the site's version out unless given, and keeps it when given", () => {
    expect(config.version).toBeUndefined();
    expect(validateConfig({ ...minimal, version: "2.0.0" }, "export default {}", FILE).version).toBe("2.0.0");
  });

  it("fills search defaults", () => {
    expect(config.search.maxSearchResults).toBe(8);
    expect(config.search.titleBoost).toBe(5);
    expect(config.search.contentBoost).toBe(1);
    expect(config.search.tagsBoost).toBe(3);
  });

  it("fills the table of contents levels 2..3", () => {
    expect(config.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
  });

  it("fills the colour mode with light", () => {
    expect(config.colorMode.defaultMode).toBe("light");
    expect(config.colorMode.disableSwitch).toBe(false);
    expect(config.colorMode.respectPrefersColorScheme).toBe(false);
  });

  it("fills blog, docs, footer, i18n and navbar defaults", () => {
    expect(config.blog.postsPerPage).toBe(10);
    expect(config.blog.routeBasePath).toBe("blog");
    expect(config.blog.showReadingTime).toBe(true);
    expect(config.docs.routeBasePath).toBe("docs");
    expect(config.docs.versions).toEqual({});
    expect(config.docs.includeCurrentVersion).toBe(true);
    expect(config.footer.style).toBe("dark");
    expect(config.i18n.defaultLocale).toBe("en");
    expect(config.navbar.items).toEqual([]);
    expect(config.baseUrl).toBe("/");
  });

  it("takes a config without a navbar, as Docusaurus does: no title, no items", () => {
    const { navbar: _navbar, ...withoutNavbar } = minimal;
    expect(validateConfig(withoutNavbar, "export default {}", FILE).navbar).toEqual({ title: "", hideOnScroll: false, items: [] });
  });

  it("gives navbar items the default type and position", () => {
    const c = validateConfig(
      { ...minimal, navbar: { items: [{ label: "Docs", to: "/docs" }, { type: "search", position: "right" }] } },
      "",
      FILE,
    );
    expect(c.navbar.items).toEqual([
      { type: "default", label: "Docs", to: "/docs", position: "left" },
      { type: "search", position: "right" },
    ]);
  });

  it("reads navbar links in Docusaurus's shape: a route without its leading slash, aria-label, a CSS icon class", () => {
    const items = [
      { to: "docs/intro", label: "Docs" },
      { href: "https://github.com/example", className: "header-github-link", "aria-label": "GitHub repository", position: "right" },
    ];
    const c = validateConfig({ ...minimal, navbar: { items } }, "", FILE);
    expect(c.navbar.items).toEqual([
      { type: "default", label: "Docs", to: "/docs/intro", position: "left" },
      { type: "default", label: "GitHub repository", ariaLabel: "GitHub repository", href: "https://github.com/example", icon: { className: "header-github-link" }, position: "right" },
    ]);
  });

  it("names an icon link given neither a label nor an aria-label (Docusaurus allows it) by the host it leads to", () => {
    const items = [{ href: "https://www.github.com/example", className: "header-github-link", position: "right" }];
    const c = validateConfig({ ...minimal, navbar: { items } }, "", FILE);
    expect(c.navbar.items).toEqual([{ type: "default", label: "github.com", ariaLabel: "github.com", href: "https://www.github.com/example", icon: { className: "header-github-link" }, position: "right" }]);
  });

  it("normalises the base URL, and the override wins", () => {
    expect(validateConfig({ ...minimal, baseUrl: "/docs-site" }, "", FILE).baseUrl).toBe("/docs-site/");
    expect(validateConfig({ ...minimal, baseUrl: "/a/" }, "", FILE, { baseUrl: "/b" }).baseUrl).toBe("/b/");
  });

  it("keeps the values that are given", () => {
    const c = validateConfig(
      { ...minimal, tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 }, colorMode: { defaultMode: "dark" } },
      "",
      FILE,
    );
    expect(c.tableOfContents.maxHeadingLevel).toBe(4);
    expect(c.colorMode.defaultMode).toBe("dark");
  });
});

describe("validateConfig: errors name the key path and the line", () => {
  const source = `import type { SiteConfigInput } from "sitec";

export default {
  title: "secureCodeBox",
  url: "https://www.securecodebox.io",
  colour: "blue",
  navbar: {
    items: [
      { label: "Docs", to: "/docs" },
      { type: "fancy", label: "Fancy" },
    ],
  },
  blog: {
    postsPerPage: "ten",
  },
} satisfies SiteConfigInput;
`;
  const raw = {
    title: "secureCodeBox",
    url: "https://www.securecodebox.io",
    colour: "blue",
    navbar: { items: [{ label: "Docs", to: "/docs" }, { type: "fancy", label: "Fancy" }] },
    blog: { postsPerPage: "ten" },
  };
  const errors = configErrors(raw, source);
  const find = (text: string) => {
    const error = errors.find((e) => e.message.includes(text));
    expect(error, `an error mentioning ${text}`).toBeDefined();
    return error!;
  };

  it("reports every problem at once", () => {
    expect(errors).toHaveLength(3);
  });

  it("reports an unknown top-level key with its line", () => {
    const error = find("colour");
    expect(error.message).toMatch(/unknown key "colour"/);
    expect(error.line).toBe(lineOf(source, "colour:"));
    expect(error.file).toBe(FILE);
    expect(error.hint).toMatch(/spelling/);
  });

  it("reports a wrong type with its key path and line", () => {
    const error = find("postsPerPage");
    expect(error.message.startsWith("blog.postsPerPage: ")).toBe(true);
    expect(error.message).toMatch(/expected a number of posts \(a positive integer\) or "ALL"/);
    expect(error.line).toBe(lineOf(source, `postsPerPage: "ten"`));
  });

  it("reports an unknown navbar item type with the spec's message, its path and line", () => {
    const error = find("NavbarItem");
    expect(error.message).toContain(`No NavbarItem component found for type "fancy".`);
    expect(error.message.startsWith("navbar.items[1]: ")).toBe(true);
    expect(error.line).toBe(lineOf(source, `type: "fancy"`));
  });

  it("formats as file:line: message, with the hint on the line below", () => {
    const error = find("postsPerPage");
    const line = lineOf(source, `postsPerPage: "ten"`);
    expect(formatError(error, "/work")).toEqual([`error: site/site.config.ts:${line}: ${error.message}`, `  hint: ${error.hint}`]);
  });
});

describe("validateConfig: more errors", () => {
  it("rejects a missing title without a line (it is not written anywhere)", () => {
    const source = `export default {\n  url: "https://x.example",\n  navbar: {},\n};\n`;
    const errors = configErrors({ url: "https://x.example", navbar: {} }, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/^title: /);
    expect(errors[0]!.line).toBeUndefined();
    expect(errors[0]!.format("/work")).toMatch(/^site\/site\.config\.ts: title: /);
  });

  it("takes prism.additionalLanguages by Prism's ids and rejects one Prism does not have", () => {
    expect(validateConfig({ ...minimal, prism: { additionalLanguages: ["nix", "csv"] } }, "export default {}", FILE).prism.additionalLanguages).toEqual(["nix", "csv"]);
    const source = `export default {\n  title: "t",\n  url: "https://x.example",\n  navbar: {},\n  prism: { additionalLanguages: ["nix", "klingon"] },\n};\n`;
    const errors = configErrors({ title: "t", url: "https://x.example", navbar: {}, prism: { additionalLanguages: ["nix", "klingon"] } }, source);
    expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(/^prism\.additionalLanguages\[1\]: no Prism language has this id/)]);
  });

  it("rejects an invalid URL on its line", () => {
    const source = `export default {\n  title: "t",\n  url: "not a url",\n  navbar: {},\n};\n`;
    const errors = configErrors({ title: "t", url: "not a url", navbar: {} }, source);
    expect(errors.map((e) => [e.message.split(":")[0], e.line])).toEqual([["url", 3]]);
  });

  it("rejects a table of contents with min > max", () => {
    const source = `export default {\n  title: "t",\n  url: "https://x.example",\n  navbar: {},\n  tableOfContents: { minHeadingLevel: 4, maxHeadingLevel: 3 },\n};\n`;
    const errors = configErrors(
      { title: "t", url: "https://x.example", navbar: {}, tableOfContents: { minHeadingLevel: 4, maxHeadingLevel: 3 } },
      source,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/^tableOfContents: minHeadingLevel must not be greater than maxHeadingLevel/);
    expect(errors[0]!.line).toBe(5);
  });

  it("rejects a footer item with both `to` and `href`", () => {
    const source = `export default {
  title: "t",
  url: "https://x.example",
  navbar: {},
  footer: {
    links: [
      {
        title: "Docs",
        items: [
          { label: "A", to: "/a", href: "https://b.example" },
        ],
      },
    ],
  },
};
`;
    const errors = configErrors(
      {
        title: "t",
        url: "https://x.example",
        navbar: {},
        footer: { links: [{ title: "Docs", items: [{ label: "A", to: "/a", href: "https://b.example" }] }] },
      },
      source,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/^footer\.links\[0\]\.items\[0\]: a footer item needs exactly one of `to` or `href`/);
    expect(errors[0]!.line).toBe(lineOf(source, `label: "A"`));
  });

  it("rejects an unknown colour mode", () => {
    const errors = configErrors({ ...minimal, colorMode: { defaultMode: "sepia" } }, "");
    expect(errors[0]!.message).toMatch(/^colorMode\.defaultMode: /);
  });

  it("rejects a navbar dropdown without items", () => {
    const errors = configErrors({ ...minimal, navbar: { items: [{ type: "dropdown", label: "More", items: [] }] } }, "");
    expect(errors[0]!.message).toMatch(/^navbar\.items\[0\]\.items: /);
  });
});

describe("formatKeyPath", () => {
  it("joins names with dots and indexes with brackets", () => {
    expect(formatKeyPath(["navbar", "items", 2, "label"])).toBe("navbar.items[2].label");
    expect(formatKeyPath(["footer", "links", 0, "items", 1])).toBe("footer.links[0].items[1]");
    expect(formatKeyPath(["title"])).toBe("title");
    expect(formatKeyPath([])).toBe("");
  });
});

describe("lineOfKeyPath", () => {
  const source = `// comment with title: in it
import x from "y";

export default {
  title: "Site",
  "tagline": 'quoted key',
  navbar: {
    title: "Nav",
    items: [
      { label: "A", to: "/a" },
      {
        label: "B",
        href: "https://b.example",
      },
    ],
  },
};
`;

  it("starts at `export default`, not at earlier text", () => {
    expect(lineOfKeyPath(source, ["title"])).toBe(5);
  });

  it("starts at `defineConfig({` too", () => {
    const defined = `import { defineConfig } from "sitec/config";\nconst links = { title: "not the config" };\n\nexport default defineConfig({\n  title: "Site",\n});\n`;
    expect(lineOfKeyPath(defined, ["title"])).toBe(5);
  });

  it("finds quoted keys", () => {
    expect(lineOfKeyPath(source, ["tagline"])).toBe(6);
  });

  it("finds nested keys after their parent", () => {
    expect(lineOfKeyPath(source, ["navbar", "title"])).toBe(8);
    expect(lineOfKeyPath(source, ["navbar", "items"])).toBe(9);
  });

  it("steps into array items", () => {
    expect(lineOfKeyPath(source, ["navbar", "items", 0])).toBe(10);
    expect(lineOfKeyPath(source, ["navbar", "items", 1])).toBe(11);
    expect(lineOfKeyPath(source, ["navbar", "items", 1, "href"])).toBe(13);
  });

  it("falls back to the deepest line found for keys not written", () => {
    expect(lineOfKeyPath(source, ["navbar", "hideOnScroll"])).toBe(7);
    expect(lineOfKeyPath(source, ["search"])).toBeUndefined();
  });

  it("looks for a key in its own object only: an item without it is named, not a later item that has it", () => {
    expect(lineOfKeyPath(source, ["navbar", "items", 0, "href"])).toBe(10);
    expect(lineOfKeyPath(source, ["tagline", "label"])).toBe(6);
    const nested = `export default {\n  navbar: {\n    items: [\n      {\n        type: "dropdown",\n        items: [{ label: "Inner" }],\n      },\n    ],\n    label: "x",\n  },\n};\n`;
    expect(lineOfKeyPath(nested, ["navbar", "items", 0, "label"])).toBe(4);
  });
});

describe("the public config entry", () => {
  it("resolves `sitec/config` for a site outside this repository, with nothing installed", async () => {
    const { mkdtemp, rm, writeFile } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const { loadConfig } = await import("../../../src/config/load.ts");
    const dir = await mkdtemp(join(tmpdir(), "sitec-config-"));
    try {
      await writeFile(
        join(dir, "site.config.ts"),
        `import { defineConfig } from "sitec/config";\n\nexport default defineConfig({\n  title: "Elsewhere",\n  url: "https://elsewhere.example",\n  navbar: {},\n});\n`,
      );
      const config = await loadConfig(dir);
      expect(config.title).toBe("Elsewhere");
      expect(config.baseUrl).toBe("/");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("the secureCodeBox site's config", () => {
  it("keeps the site's own version (the repository's package.json is sitec's)", async () => {
    expect((await loadConfig("site")).version).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
