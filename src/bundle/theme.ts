// The theme's two bundles, which esbuild makes in its own process while the content loads and
// the Markdown renders (neither depends on content): the client bundle, written to the output
// and loaded by every page, and the server bundle, evaluated here to render the pages.
import type { PhaseTimer } from "../log.ts";
import { buildClientBundle, bundleServerCode, loadServerBundle, type ClientAssets, type ServerBundle } from "./bundle.ts";

export interface Theme {
  server: ServerBundle;
  assets: ClientAssets;
}

export interface ThemeBundles {
  /** Both bundles, once esbuild is done with them (the server bundle evaluated). */
  ready(): Promise<Theme>;
  /** Resolves when esbuild is done, whether it succeeded or not (a failed build waits for it). */
  settled: Promise<void>;
}

/** Starts both bundles of the theme with the site's pages. */
export function bundleTheme(pageFiles: string[], options: { minify: boolean; outDir: string }, timer: PhaseTimer): ThemeBundles {
  const client = timer.run("bundle client", () => buildClientBundle(pageFiles, options));
  const serverCode = bundleServerCode(pageFiles);
  // Awaited in ready(); a failure meanwhile is not "unhandled".
  client.catch(() => undefined);
  serverCode.catch(() => undefined);
  return {
    async ready() {
      const server = await timer.run("bundle server", async () => loadServerBundle(await serverCode));
      return { server, assets: await client };
    },
    settled: Promise.allSettled([client, serverCode]).then(() => undefined),
  };
}
