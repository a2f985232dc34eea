// The fast front matter reader gives exactly what the `yaml` package gives, or gives up.
import fg from "fast-glob";
import { readFileSync } from "node:fs";
import { parseDocument } from "yaml";
import { describe, expect, it } from "vitest";
import { FRONT_MATTER } from "../../../src/content/frontmatter.ts";
import { parseSimpleYaml } from "../../../src/content/simple-yaml.ts";

/** What the full parser reads, or undefined when it reports an error. */
function yamlReads(text: string): unknown {
  const document = parseDocument(text, { prettyErrors: false });
  return document.errors.length ? undefined : (document.toJS() ?? {});
}

describe("parseSimpleYaml", () => {
  it("reads the front matter of nearly every page of the site, exactly as yaml does", () => {
    const files = fg.sync("site/**/*.md");
    const frontMatters = files.map((f) => FRONT_MATTER.exec(readFileSync(f, "utf8"))?.[1]).filter((y) => y !== undefined);
    expect(frontMatters.length).toBeGreaterThan(130);
    let taken = 0;
    for (const text of frontMatters) {
      const fast = parseSimpleYaml(text);
      if (fast === undefined) continue;
      taken++;
      expect(fast, text).toEqual(yamlReads(text));
    }
    expect(taken / frontMatters.length).toBeGreaterThan(0.9);
  });

  const TAKEN = [
    "title: Nmap\nsidebar_position: 3",
    "description: Nmap's \"Network Mapper\" finds hosts, C# and C++ too; 50% of them.\nurl: https://nmap.org/a?b=c#d",
    'title: "Quoted: with # and, commas"\nlabel: \'single "inner"\'\nempty: ""',
    "keywords: [nmap, port scan, \"service detection\", 'x y']\nnone: []",
    "flags: [true, false, null, 7, Yes, no]",
    "a: true\nb: False\nc: NULL\nd: ~\ne: yes\nf: off\ng: 0\nh: 123456789012345",
    "hide_table_of_contents:\nnext:",
    "tags:\n- scanner\n- network\nauthors:\n  - maintainer\n  - security-engineer",
    "reference:\n  kind: scanner\n  scanTypes: [nmap]\n  upstreamVersion: \"7.93-r1\"\n  upstreamUrl: https://nmap.org/\n\ntitle: after a blank line",
    "under_score: ü and é\nkebab-key: value with trailing spaces   ",
    "# a comment\ntitle: A",
    "# SPDX-FileCopyrightText: the secureCodeBox authors\n#\n# SPDX-License-Identifier: Apache-2.0\n\ntitle: \"Security Policy\"\nsidebar_position: 2",
    "tags:\n# the first\n- scanner\n  # indented\n- network\nreference:\n  kind: scanner\n# between\n  version: v1\n#last",
    "",
    "\n\n",
  ];
  for (const text of TAKEN) {
    it(`reads ${JSON.stringify(text).slice(0, 60)} as yaml does`, () => {
      const fast = parseSimpleYaml(text);
      expect(fast).toBeDefined();
      expect(fast).toEqual(yamlReads(text));
    });
  }

  const GIVEN_UP = [
    "title: A # a comment",
    "description: |\n  # kept as text\n  more",
    "description: \"first\n  # not a comment\"",
    "title: &anchor A\nother: *anchor",
    "title: !!str 12",
    "description: first line\n  continued line",
    "description: |\n  block text",
    "description: >\n  folded text",
    "version: 1.2",
    "date: 2023-09-15",
    "count: -5",
    "count: 0x1F",
    "count: 012",
    "title: A\ntitle: B",
    'title: "escaped \\" quote"',
    "title: 'it''s'",
    "title: A\r\nother: B",
    "title:\tA",
    "title: a: b",
    "title: ends with colon:",
    "map: {a: 1}",
    "list: [a, [b]]",
    "list: [a, b,]",
    "list: [a, b] # comment",
    "list: [key: value]",
    "nested:\n  deeper:\n    x: 1",
    "nested:\n  a: 1\n   b: 2",
    "list:\n  - a: 1",
    "true: yes",
    "__proto__: x",
    "- a\n- b",
    "plain text only",
    "  indented: key",
    "---\ntitle: A",
    "title: %percent",
    "title: @at",
    "title: `tick`",
    "title: .hidden",
  ];
  for (const text of GIVEN_UP) {
    it(`gives up on ${JSON.stringify(text).slice(0, 60)}`, () => {
      expect(parseSimpleYaml(text)).toBeUndefined();
    });
  }

  it("never reads random front matter differently from yaml", () => {
    const FRAGMENTS = [
      "title: A", "title: B", "n: 7", "n: 07", "x: -1", "x: +1", "x: 1.5", "d: 2023-01-01", "b: true", "b: no", "z: ~",
      "q: \"a: b\"", "q: 'a # b'", "q: \"\\n\"", "s: a # c", "s: a#b", "s: a:b", "s: a: b", "s: https://x.io/", "s: [a, b]",
      "s: [ a ,b ]", "s: []", "s: [1, x, 'y']", "s: {a: b}", "k:", "  - a", "- b", "  m: n", "  m: [o]", "    deep: x",
      "", "# c", "s: |", "  text", "s: ü", "s: *x", "s: &x y", "weird key: v", "k-k: v", "_k: v", "k: v ", "k:  v",
    ];
    let seed = 5;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    let agreed = 0;
    for (let n = 0; n < 3000; n++) {
      const text = Array.from({ length: 1 + Math.floor(random() * 5) }, () => FRAGMENTS[Math.floor(random() * FRAGMENTS.length)]).join("\n");
      const fast = parseSimpleYaml(text);
      if (fast === undefined) continue;
      agreed++;
      expect(fast, text).toEqual(yamlReads(text));
    }
    // The fragments are simple often enough for the fast path to be exercised.
    expect(agreed).toBeGreaterThan(300);
  });
});
