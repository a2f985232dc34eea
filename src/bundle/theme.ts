// The theme's two bundles, which esbuild makes in its own process while the content loads and
// the Markdown renders (neither depends on content): the client bundle, written to the output
// and loaded by every page, and the server bundle, evaluated here to render the pages. With a
// build cache, bundles kept from an earlier build are used while their files are unchanged.
// The site's islands (components of MDX pages that need the browser) are known only once the
// MDX pages are rendered: a build that has some makes a client bundle with them then, so that
// a build without any is not slowed by waiting for the Markdown phase.
import type { PhaseTimer } from "../log.ts";
import { withStyles, type SiteTheme } from "./site-theme.ts";
import type { SitePage } from "../content/site-pages.ts";
import { buildClientBundle, bundleServerCode, loadServerBundle, type ClientAssets, type ServerBundle } from "./bundle.ts";
import type { IslandModule } from "./islands-plugin.ts";

export interface Theme {
  server: ServerBundle;
  assets: ClientAssets;
}

export interface ThemeBundles {
  /**
   * Both bundles, once esbuild is done with them (the server bundle evaluated); the client's with
   * `islands`, the site's islands, and `styles`, the stylesheets its MDX pages' components import.
   */
  ready(islands?: readonly IslandModule[], styles?: readonly string[]): Promise<Theme>;
  /** Resolves when esbuild is done, whether it succeeded or not (a failed build waits for it). */
  settled: Promise<void>;
  /** The server bundle's code (what every page is rendered with: part of a page's cache key). */
  serverCode: Promise<string>;
}

/** The bundles as they are kept: the client's files and the server bundle's code. */
export interface ThemeCode {
  assets: ClientAssets;
  serverCode: string;
}

/** Bundles kept from an earlier build (src/cache/theme-cache.ts). */
export interface KeptTheme {
  find(): Promise<ThemeCode | undefined>;
  /** Keeps bundles made now; `inputs` are the files they were made of. */
  keep(theme: ThemeCode, inputs: string[]): void;
  /** A client bundle with the site's `islands` and `styles` kept from an earlier build. */
  findClient(islands: readonly IslandModule[], styles: readonly string[]): Promise<ClientAssets | undefined>;
  keepClient(islands: readonly IslandModule[], styles: readonly string[], assets: ClientAssets, inputs: string[]): void;
}

/** Starts both bundles of the theme with the site's pages (or takes those `kept`). */
export function bundleTheme(pages: readonly SitePage[], options: { minify: boolean; outDir: string; site: SiteTheme }, timer: PhaseTimer, kept?: KeptTheme): ThemeBundles {
  const found = kept ? kept.find().catch(() => undefined) : Promise.resolve(undefined);
  const inputs: string[] = [];
  const addInputs = (files: string[]) => inputs.push(...files);
  const client = found.then((theme) => theme?.assets ?? timer.run("bundle client", () => buildClientBundle(pages, options, addInputs)));
  const serverCode = found.then((theme) => theme?.serverCode ?? bundleServerCode(pages, addInputs, options.site));
  // Awaited in ready(); a failure meanwhile is not "unhandled".
  client.catch(() => undefined);
  serverCode.catch(() => undefined);
  if (kept) {
    void Promise.all([found, client, serverCode]).then(
      ([theme, assets, code]) => (theme ? undefined : kept.keep({ assets, serverCode: code }, inputs)),
      () => undefined,
    );
  }
  const clientWithIslands = async (islands: readonly IslandModule[], styles: readonly string[]): Promise<ClientAssets> => {
    const found = await kept?.findClient(islands, styles).catch(() => undefined);
    if (found) return found;
    const islandInputs: string[] = [];
    const site = withStyles(options.site, styles);
    const assets = await timer.run("bundle client", () => buildClientBundle(pages, { ...options, site, islandModules: islands }, (files) => islandInputs.push(...files)));
    kept?.keepClient(islands, styles, assets, islandInputs);
    return assets;
  };
  return {
    async ready(islands = [], styles = []) {
      const assets = islands.length || styles.length ? clientWithIslands(islands, styles) : client;
      assets.catch(() => undefined);
      const server = await timer.run("bundle server", async () => loadServerBundle(await serverCode));
      return { server, assets: await assets };
    },
    settled: Promise.allSettled([client, serverCode]).then(() => undefined),
    serverCode,
  };
}
