// A small generated site for tests: docs in sections (each section a folder with its own page,
// index.md), every doc with a description, headings, a table, code blocks, an admonition and
// links to other docs (and their anchors) in its section and in others; blog posts with tags
// and a truncate marker. Deterministic, so every run builds the same site. (The benchmarks
// have their own, larger corpus in bench/corpus.ts; tests do not depend on it.)
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

const WORDS = "scanner operator finding cluster namespace hook parser result network policy image container secret report severity target schedule cascade rule chart".split(" ");

/** Deterministic pseudo-random numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

function sentence(rand: () => number, words = 10): string {
  const w = Array.from({ length: words }, () => WORDS[Math.floor(rand() * WORDS.length)]!);
  return w[0]!.charAt(0).toUpperCase() + w.join(" ").slice(1) + ".";
}

export interface CorpusShape {
  /** Docs in all, in sections of `perSection`. */
  docs: number;
  perSection: number;
  posts: number;
}

/** Where doc number `i` is: its section folder and file name (without .md). */
function location(i: number, perSection: number): { folder: string; name: string } {
  return { folder: `section-${String(Math.floor(i / perSection)).padStart(3, "0")}`, name: `page-${String(i).padStart(4, "0")}` };
}

function doc(i: number, { docs, perSection }: CorpusShape): string {
  const rand = seededRandom(i + 1);
  const here = location(i, perSection);
  const links = [1, perSection + 1].map((step) => {
    const j = (i + step) % docs;
    const there = location(j, perSection);
    const href = there.folder === here.folder ? `${there.name}.md` : `../${there.folder}/${there.name}.md`;
    return `[page ${j}](${href}#configuration)`;
  });
  return `---
title: Page ${i}
description: ${sentence(rand)}
sidebar_position: ${i % perSection}
---

${sentence(rand)} See ${links.join(" and ")}.

## Overview

${sentence(rand)} **${sentence(rand, 3)}** and _${sentence(rand, 2)}_

:::tip[Good to know]
${sentence(rand)}
:::

## Configuration

| Key | Type | Default | Description |
| --- | --- | --- | --- |
${Array.from({ length: 2 }, (_, k) => `| \`scanner.option${k}\` | string | \`"value-${k}"\` | ${sentence(rand, 4)} |`).join("\n")}

### Example

\`\`\`yaml title="scan-${i}.yaml"
kind: Scan
metadata:
  name: "scan-${i}"
spec:
  parameters: ["-p", "${1000 + i}"]
\`\`\`

\`\`\`bash
kubectl apply -f scan-${i}.yaml
\`\`\`

- ${sentence(rand, 4)}
- ${sentence(rand, 4)}
`;
}

function post(i: number): string {
  const rand = seededRandom(100_000 + i);
  return `---
title: Post ${i}
description: ${sentence(rand)}
tags: [${["release", "scanners", "kubernetes"][i % 3]}, topic-${i % 2}]
---

${sentence(rand)}

<!-- truncate -->

## What changed

${sentence(rand)}

\`\`\`bash
helm upgrade --install nmap secureCodeBox/nmap
\`\`\`
`;
}

/** Writes a sitec site of the given shape into `dir` (docs, blog, home page and config). */
export async function writeCorpusSite(dir: string, shape: CorpusShape): Promise<void> {
  await mkdir(join(dir, "docs"), { recursive: true });
  const first = location(0, shape.perSection);
  await writeFile(join(dir, "docs", "index.md"), `---\ntitle: Documentation\nsidebar_position: 0\n---\n\nStart with [page 0](${first.folder}/${first.name}.md).\n`);
  for (let i = 0; i < shape.docs; i++) {
    const { folder, name } = location(i, shape.perSection);
    if (i % shape.perSection === 0) {
      await mkdir(join(dir, "docs", folder), { recursive: true });
      await writeFile(join(dir, "docs", folder, "index.md"), `---\ntitle: ${folder.replace("section-", "Section ")}\n---\n\nStart with [page ${i}](${name}.md).\n`);
    }
    await writeFile(join(dir, "docs", folder, `${name}.md`), doc(i, shape));
  }
  await mkdir(join(dir, "blog"), { recursive: true });
  for (let i = 0; i < shape.posts; i++) {
    const date = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000 * 3).toISOString().slice(0, 10);
    await writeFile(join(dir, "blog", `${date}-post-${i}.md`), post(i));
  }
  await mkdir(join(dir, "pages"), { recursive: true });
  await writeFile(join(dir, "pages", "index.tsx"), `export default function Home() { return <h1>Corpus</h1>; }\n`);
  await writeFile(
    join(dir, "site.config.ts"),
    `export default {
  title: "Corpus",
  url: "https://corpus.example.org",
  navbar: { title: "Corpus", items: [{ type: "docSidebar", sidebarId: "docs", label: "Docs" }, { to: "/blog", label: "Blog" }] },
  blog: { feedOptions: { type: "all", copyright: "Corpus" } },
};
`,
  );
}
