// Markdown files imported by React pages and their components (`import Intro from
// "../../docs/intro.md"`, then `<Intro />`), as Docusaurus lets pages import them: the file is
// rendered at build time by the Markdown pipeline the docs go through (highlighted code, heading
// ids, admonitions) and the import is a component that shows that HTML in a `markdown` block,
// the same on the server and in the browser. A file with MDX syntax (imports, components,
// expressions) is refused with what to do: its components would need the MDX pages' bundle.
// MDX pages import Markdown files themselves (mdx-bundle.ts's partials).
import type { Plugin } from "esbuild";
import { readFile } from "node:fs/promises";
import { usesMdxSyntax } from "../markdown/mdx/classify.ts";
import { renderMarkdownFile } from "../markdown/pipeline.ts";

const MARKDOWN = /\.mdx?$/i;
export const MARKDOWN_IMPORT_NAMESPACE = "sitec-markdown-import";
const NAMESPACE = MARKDOWN_IMPORT_NAMESPACE;

export function markdownImportsPlugin(options: { baseUrl: string; trailingSlash?: boolean }): Plugin {
  return {
    name: "sitec-markdown-imports",
    setup(build) {
      build.onResolve({ filter: MARKDOWN }, async (args) => {
        if (args.namespace !== "file" || (args.pluginData as { sitecMarkdown?: boolean } | undefined)?.sitecMarkdown) return undefined;
        const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { sitecMarkdown: true } });
        if (found.errors.length) return { errors: found.errors };
        return { path: found.path, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const source = await readFile(args.path, "utf8");
        if (args.path.toLowerCase().endsWith(".mdx") || usesMdxSyntax(source)) {
          return {
            errors: [
              {
                text: `a React page or component imports this MDX file, which sitec renders in pages as Markdown only`,
                location: { file: args.path },
                detail: "Keep the imported file plain Markdown (no import, export, components or {expressions}), or write its components in the page itself.",
              },
            ],
          };
        }
        const rendered = await renderMarkdownFile(source, { baseUrl: options.baseUrl, trailingSlash: options.trailingSlash, toc: { min: 2, max: 3 }, resolveMarkdownFile: () => undefined, path: args.path });
        return {
          contents: [
            `import { createElement } from "react";`,
            `const html = ${JSON.stringify(rendered.html)};`,
            `export default function MarkdownContent() {`,
            `  return createElement("div", { className: "markdown", dangerouslySetInnerHTML: { __html: html } });`,
            `}`,
          ].join("\n"),
          loader: "js",
          resolveDir: args.path.slice(0, args.path.lastIndexOf("/")),
          watchFiles: [args.path],
        };
      });
    },
  };
}
