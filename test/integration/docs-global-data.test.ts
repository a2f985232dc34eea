// The docs plugin's global data as Docusaurus gives it to components (`@docusaurus/useGlobalData`)
// and the hooks of `@docusaurus/plugin-content-docs/client` that read it: in an MDX page's
// components, in React pages and in islands. Pages carry the data only when the site's code in
// the browser reads it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dirname, join } from "node:path";
import fg from "fast-glob";
import { buildSite, buildSiteFrom, copyFixture, read, removeAll } from "../helpers/fixtures.ts";

const VERSION_NOTE = `import React from "react";
import Link from "@docusaurus/Link";
import { useActiveDocContext, useDocVersionSuggestions, useActivePlugin } from "@docusaurus/plugin-content-docs/client";

export default function VersionNote() {
  const { activeVersion, activeDoc, alternateDocVersions } = useActiveDocContext();
  const { latestDocSuggestion, latestVersionSuggestion } = useDocVersionSuggestions();
  const plugin = useActivePlugin();
  return (
    <p className="version-note">
      {plugin.pluginId} {activeVersion.name} {activeDoc.id} in [{Object.keys(alternateDocVersions).join(",")}];
      latest {latestVersionSuggestion.label}: <Link to={latestDocSuggestion ? latestDocSuggestion.path : latestVersionSuggestion.path}>go</Link>
    </p>
  );
}
`;

const VERSION_PICKER = `import React, { useState } from "react";
import { useVersions, useActiveVersion } from "@docusaurus/plugin-content-docs/client";

export default function VersionPicker() {
  const versions = useVersions();
  const active = useActiveVersion();
  const [open, setOpen] = useState(false);
  return <button className="version-picker" onClick={() => setOpen(!open)}>{active.label} of {versions.length}{open ? "!" : ""}</button>;
}
`;

const PAGE = `import React from "react";
import Layout from "@theme/Layout";
import useGlobalData, { usePluginData } from "@docusaurus/useGlobalData";
import { useAllDocsData } from "@docusaurus/plugin-content-docs/client";

export default function Versions() {
  const all = useAllDocsData();
  const community = usePluginData("docusaurus-plugin-content-docs", "community");
  const plugins = Object.keys(useGlobalData());
  return (
    <Layout title="Versions">
      <ul id="instances">{Object.entries(all).map(([id, data]) => <li key={id}>{id} at {data.path}: {data.versions.map((v) => v.name + "=" + v.path + (v.isLast ? "*" : "") + "[" + v.docs.map((d) => d.id + "@" + d.path + ":" + (d.sidebar ?? "-")).join(" ") + "]").join(" ")}</li>)}</ul>
      <p id="community">{community.versions[0].mainDocId} {plugins.join(",")} {String(community.breadcrumbs)}</p>
    </Layout>
  );
}
`;

let root: string;
let out: string;

beforeAll(async () => {
  ({ root, out } = await buildSiteFrom({
    "site.config.ts": `export default {
      title: "Global", url: "https://global.example.org", navbar: {}, pages: { path: "src/pages" },
      docsInstances: [{ id: "community", path: "community", routeBasePath: "community", breadcrumbs: false }],
    };\n`,
    "versions.json": '["1.0"]\n',
    "docs/intro.md": "# Intro\n\nThe next intro.\n",
    "docs/guide.mdx": 'import VersionNote from "@site/src/components/VersionNote";\nimport VersionPicker from "@site/src/components/VersionPicker";\n\n# Guide\n\n<VersionNote />\n\n<VersionPicker />\n',
    "versioned_docs/version-1.0/intro.mdx": 'import VersionNote from "@site/src/components/VersionNote";\n\n# Intro\n\n<VersionNote />\n',
    "community/welcome.md": "# Welcome\n\nHello.\n",
    "src/components/VersionNote.js": VERSION_NOTE,
    "src/components/VersionPicker.js": VERSION_PICKER,
    "src/pages/versions.js": PAGE,
    "src/pages/index.js": 'import React from "react";\nimport Layout from "@theme/Layout";\nexport default function Home() { return <Layout title="Home"><p>Home</p></Layout>; }\n',
  }));
}, 120_000);

afterAll(() => removeAll(root));

const text = (html: string, selector: RegExp) => selector.exec(html)?.[1]?.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "");

describe("the docs plugin's global data", () => {
  it("tells an MDX page's component its instance, version, doc and the same doc in the last version", async () => {
    const next = await read(out, "docs/next/guide/index.html");
    expect(text(next, /<p class="version-note">([\s\S]*?)<\/p>/)).toBe("default current guide in [current]; latest 1.0: go");
    // The last version has no guide: the suggestion is that version's page.
    expect(next).toMatch(/<p class="version-note">[\s\S]*?<a href="\/docs"/);
    const old = await read(out, "docs/intro/index.html");
    expect(text(old, /<p class="version-note">([\s\S]*?)<\/p>/)).toBe("default 1.0 intro in [current,1.0]; latest 1.0: go");
    expect(old).toMatch(/<p class="version-note">[\s\S]*?<a href="\/docs\/intro"/);
  });

  it("gives a React page every instance's versions and docs, and usePluginData an instance's", async () => {
    const page = await read(out, "versions/index.html");
    expect(text(page, /<ul id="instances">([\s\S]*?)<\/ul>/)).toBe(
      "default at /docs: current=/docs/next[guide@/docs/next/guide:docs intro@/docs/next/intro:docs] 1.0=/docs*[intro@/docs/intro:docs]" +
        "community at /community: current=/community*[welcome@/community/welcome:docs]",
    );
    expect(text(page, /<p id="community">([\s\S]*?)<\/p>/)).toBe("welcome docusaurus-plugin-content-docs false");
  });

  it("is carried by pages when the site's code in the browser reads it, and an island renders with it", async () => {
    const page = await read(out, "docs/next/guide/index.html");
    expect(page).toContain('"globalData":{"docusaurus-plugin-content-docs":{"default":{"path":"/docs"');
    expect(text(page, /<button class="version-picker"[^>]*>([\s\S]*?)<\/button>/)).toBe("Next of 2");
  });
});

describe("a site whose code does not read the global data", () => {
  let site: string;
  beforeAll(async () => {
    site = await copyFixture("bare-site");
    await buildSite(site, join(dirname(site), "out"));
  }, 120_000);
  afterAll(() => removeAll(dirname(site)));

  it("sends no global data with its pages", async () => {
    const out = join(dirname(site), "out");
    const pages = await fg("**/*.html", { cwd: out });
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) expect(await read(out, page)).not.toContain("globalData");
  });
});
