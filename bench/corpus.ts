// Generates a realistic documentation corpus for the benchmarks: docs in folders of 50, each with
// an index page as real sections have, with headings, tables, code blocks, admonitions and links
// between pages, plus blog posts. The same Markdown serves sitec and Docusaurus (our conventions
// follow Docusaurus's).
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

const WORDS = "scanner operator finding cluster namespace hook parser result network policy image container secret report severity target schedule cascade rule chart value template job storage bucket webhook dashboard".split(" ");

/** Deterministic pseudo-random numbers, so every run builds the same corpus. */
export function random(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
}

function sentence(rand: () => number, words = 14): string {
  const w = Array.from({ length: words }, () => WORDS[Math.floor(rand() * WORDS.length)]!);
  return w[0]!.charAt(0).toUpperCase() + w.join(" ").slice(1) + ".";
}

function paragraph(rand: () => number): string {
  return Array.from({ length: 5 }, () => sentence(rand)).join(" ");
}

/** Where the doc number `i` of a corpus is: its section folder and file name (without .md). */
export function docLocation(i: number): { folder: string; name: string } {
  return { folder: `section-${String(Math.floor(i / 50)).padStart(3, "0")}`, name: `page-${String(i).padStart(5, "0")}` };
}

function doc(i: number, total: number): string {
  const rand = random(i + 1);
  const here = docLocation(i);
  const links = [1, 7, 31].map((step) => {
    const j = (i + step) % total;
    const there = docLocation(j);
    const href = there.folder === here.folder ? `${there.name}.md` : `../${there.folder}/${there.name}.md`;
    return `[page ${j}](${href}#configuration)`;
  });
  return `---
title: Page ${i}
description: ${sentence(rand, 10)}
sidebar_position: ${i % 50}
---

${paragraph(rand)} See ${links.join(", ")}.

## Overview

${paragraph(rand)}

${paragraph(rand)}

:::tip[Good to know]
${sentence(rand)}
:::

## Configuration

| Key | Type | Default | Description |
| --- | --- | --- | --- |
${Array.from({ length: 8 }, (_, k) => `| \`scanner.option${k}\` | string | \`"value-${k}"\` | ${sentence(rand, 8)} |`).join("\n")}

### Example

\`\`\`yaml title="scan-${i}.yaml"
apiVersion: "execution.securecodebox.io/v1"
kind: Scan
metadata:
  name: "scan-${i}"
spec:
  scanType: "nmap"
  parameters:
    - "-p"
    - "${1000 + i}"
    - "host-${i}.example.com"
\`\`\`

\`\`\`bash
kubectl apply -f scan-${i}.yaml
kubectl get scans scan-${i} --watch
\`\`\`

## Details

${paragraph(rand)}

${paragraph(rand)}
`;
}

function post(i: number): string {
  const rand = random(100_000 + i);
  return `---
title: Post ${i}
description: ${sentence(rand, 10)}
tags: [${["release", "scanners", "kubernetes", "community"][i % 4]}, topic-${i % 7}]
---

${paragraph(rand)}

<!-- truncate -->

## What changed

${paragraph(rand)}

\`\`\`bash
helm upgrade --install nmap secureCodeBox/nmap
\`\`\`

${paragraph(rand)}
`;
}

/** A section's own page (`index.md`, the category's page in sitec and Docusaurus alike). */
function sectionIndex(first: number, last: number): string {
  const rand = random(100_000 + first);
  const { folder, name } = docLocation(first);
  return `---
title: ${folder.replace("section-", "Section ")}
description: Pages ${first} to ${last} of the corpus.
---

${paragraph(rand)} Start with [page ${first}](${name}.md).
`;
}

/**
 * Writes `docs` docs (in sections of 50, each with its own index page) and `posts` posts as Markdown into `dir/docs` and `dir/blog`, plus the
 * docs' index page (`/docs`, which sitec's 404 page links to).
 */
export async function writeCorpus(dir: string, counts: { docs: number; posts: number }): Promise<void> {
  await mkdir(join(dir, "docs"), { recursive: true });
  await writeFile(
    join(dir, "docs", "index.md"),
    `---\ntitle: Documentation\ndescription: A generated corpus of ${counts.docs} pages.\nsidebar_position: 0\n---\n\nThe pages are in sections of 50; start with [page 0](${docLocation(0).folder}/${docLocation(0).name}.md).\n`,
  );
  for (let i = 0; i < counts.docs; i++) {
    const { folder, name } = docLocation(i);
    if (i % 50 === 0) {
      await mkdir(join(dir, "docs", folder), { recursive: true });
      await writeFile(join(dir, "docs", folder, "index.md"), sectionIndex(i, Math.min(i + 50, counts.docs) - 1));
    }
    await writeFile(join(dir, "docs", folder, `${name}.md`), doc(i, counts.docs));
  }
  await mkdir(join(dir, "blog"), { recursive: true });
  for (let i = 0; i < counts.posts; i++) {
    const date = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000 * 3).toISOString().slice(0, 10);
    await writeFile(join(dir, "blog", `${date}-post-${i}.md`), post(i));
  }
}

/** A sitec site around the corpus. */
export async function writeSitecSite(dir: string, counts: { docs: number; posts: number }): Promise<void> {
  await writeCorpus(dir, counts);
  await mkdir(join(dir, "pages"), { recursive: true });
  await writeFile(
    join(dir, "site.config.ts"),
    `export default {
  title: "Bench",
  url: "https://bench.example.org",
  navbar: { title: "Bench", items: [{ type: "docSidebar", sidebarId: "docs", label: "Docs" }, { to: "/blog", label: "Blog" }] },
  blog: { feedOptions: { type: "all", copyright: "Bench" } },
};
`,
  );
  await writeFile(join(dir, "pages", "index.tsx"), `export default function Home() { return <h1>Bench</h1>; }\n`);
}
