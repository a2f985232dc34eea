// An esbuild plugin: `@site/…` is the site's folder, in the site's pages, components and CSS, as
// Docusaurus's alias is in every module of a site (the theme's bundles and the MDX pages'). In
// CSS, `url(@site/static/img/x.png)` is the file static/ puts at `/img/x.png`: left as that
// path, as root-urls-plugin.ts leaves `url(/img/x.png)`.
import type { Plugin } from "esbuild";
import { existsSync } from "node:fs";
import { join } from "node:path";

export function siteAliasPlugin(siteDir: string): Plugin {
  return {
    name: "sitec-site-alias",
    setup(build) {
      build.onResolve({ filter: /^@site\// }, async (args) => {
        const path = args.path.slice("@site/".length);
        if (args.kind === "url-token" && path.startsWith("static/")) return { path: path.slice("static".length), external: true };
        const found = await build.resolve("./" + path, { kind: args.kind, resolveDir: siteDir, importer: args.importer });
        // Not found: esbuild's error names the importing file, its line and the path as written.
        return found.errors.length ? { errors: [{ text: `Could not resolve "${args.path}" (looked for ./${path} in the site folder ${siteDir})` }] } : found;
      });
      // `/docs/partials/x.mdx` or `/img/logo.png` from JavaScript: a path from the site's roots, as
      // Docusaurus's webpack `resolve.roots` has them (static/, then the site folder), unless it
      // names a file of the disk as it is.
      build.onResolve({ filter: /^\/[^/]/ }, async (args) => {
        if (args.kind === "url-token" || args.kind === "import-rule" || existsSync(args.path) || (args.pluginData as { sitecRoot?: boolean } | undefined)?.sitecRoot) return undefined;
        for (const root of [join(siteDir, "static"), siteDir]) {
          if (!existsSync(join(root, args.path))) continue;
          return build.resolve("." + args.path, { kind: args.kind, resolveDir: root, importer: args.importer, pluginData: { sitecRoot: true } });
        }
        return undefined;
      });
    },
  };
}
