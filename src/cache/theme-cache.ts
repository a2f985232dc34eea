// The theme's bundles in the build cache. esbuild is fast, but on a warm build of a small site
// it is most of what is left. The entry is kept with the list of files the bundles were made
// of, each with the hash of its contents, and the tsconfig files esbuild read for them; it is
// used while every one of them is as it was. The key names what is not a file: the compiler,
// minification, the working folder (esbuild names files relative to it), the site's pages, its
// overrides of theme components and its customCss files. A client bundle with the site's islands
// is kept beside it (`theme-islands.json`), its key naming the islands as well.
import type { KeptTheme, ThemeCode } from "../bundle/theme.ts";
import type { ClientAssets } from "../bundle/bundle.ts";
import type { IslandModule } from "../bundle/islands-plugin.ts";
import type { SiteTheme } from "../bundle/site-theme.ts";
import type { SitePage } from "../content/site-pages.ts";
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { statSync } from "node:fs";
import type { CacheFiles } from "./cache-files.ts";
import { digest } from "../hash.ts";

const KIND = "theme";
const ISLANDS_KIND = "theme-islands";

interface IslandsPack {
  key: string;
  inputs: [file: string, hash: string][];
  js: string;
  css?: string;
  files: [path: string, base64: string][];
  readsGlobalData?: true;
}

interface ThemePack {
  key: string;
  inputs: [file: string, hash: string][];
  js: string;
  css?: string;
  files: [path: string, base64: string][];
  readsGlobalData?: true;
  serverCode: string;
}

const hashOfFile = (file: string) => readFile(file).then((bytes) => digest(bytes), () => "missing");

/** The nearest tsconfig.json (or jsconfig.json) of each folder of `files`, outside node_modules. */
function tsconfigsOf(files: string[]): string[] {
  const found = new Set<string>();
  const looked = new Set<string>();
  for (const file of files) {
    if (file.includes("/node_modules/")) continue;
    for (let folder = dirname(file); !looked.has(folder); folder = dirname(folder)) {
      looked.add(folder);
      const config = ["tsconfig.json", "jsconfig.json"].map((name) => join(folder, name)).find((f) => statSync(f, { throwIfNoEntry: false })?.isFile());
      if (config) {
        found.add(config);
        break;
      }
      if (dirname(folder) === folder) break;
    }
  }
  return [...found];
}

export class ThemeCache implements KeptTheme {
  hit = false;

  constructor(
    private readonly files: CacheFiles,
    private readonly key: string,
  ) {}

  /** The overrides and customCss files are part of it: adding one changes which files are bundled; the base URL is in the imported files' URLs. */
  static keyOf(compilerKey: string, pages: readonly SitePage[], site: SiteTheme, minify: boolean): string {
    const overrides = Object.entries(site.overrides).map(([name, file]) => `${name}=${file}`);
    return digest(compilerKey, String(minify), process.cwd(), ...pages.map((page) => page.file), "overrides", ...overrides, "customCss", ...site.customCss, "baseUrl", site.baseUrl ?? "/", "trailingSlash", String(site.trailingSlash), "mermaid", String(site.mermaid ?? false));
  }

  async find(): Promise<ThemeCode | undefined> {
    const pack = this.files.readPack<ThemePack>(`${KIND}.json`, KIND);
    if (!pack || pack.key !== this.key || !(await unchanged(pack.inputs))) return undefined;
    this.hit = true;
    return { assets: assetsOf(pack), serverCode: pack.serverCode };
  }

  async findClient(islands: readonly IslandModule[], styles: readonly string[]): Promise<ClientAssets | undefined> {
    const pack = this.files.readPack<IslandsPack>(`${ISLANDS_KIND}.json`, ISLANDS_KIND);
    if (!pack || pack.key !== this.islandsKey(islands, styles) || !(await unchanged(pack.inputs))) {
      // A client bundle is made: the theme is not all reused.
      this.hit = false;
      return undefined;
    }
    return assetsOf(pack);
  }

  keepClient(islands: readonly IslandModule[], styles: readonly string[], assets: ClientAssets, inputs: string[]): void {
    this.files.track(
      (async () => {
        const pack: IslandsPack = { key: this.islandsKey(islands, styles), inputs: await hashedInputs(inputs), ...packedAssets(assets) };
        this.files.writePack(`${ISLANDS_KIND}.json`, ISLANDS_KIND, pack);
      })(),
    );
  }

  private islandsKey(islands: readonly IslandModule[], styles: readonly string[]): string {
    return digest(this.key, ...islands.map((island) => `${island.name}\0${island.file}\0${island.exportName}`), ...styles.map((file) => `style\0${file}`));
  }

  keep(theme: ThemeCode, inputs: string[]): void {
    this.files.track(this.write(theme, inputs));
  }

  private async write(theme: ThemeCode, inputs: string[]): Promise<void> {
    const pack: ThemePack = { key: this.key, inputs: await hashedInputs(inputs), ...packedAssets(theme.assets), serverCode: theme.serverCode };
    this.files.writePack(`${KIND}.json`, KIND, pack);
  }
}

/** The bundles' files and the tsconfig files esbuild read for them, each with its hash. */
async function hashedInputs(inputs: string[]): Promise<[string, string][]> {
  const files = [...new Set([...inputs, ...tsconfigsOf(inputs)])].sort();
  const hashes = await Promise.all(files.map(hashOfFile));
  return files.map((file, i) => [file, hashes[i]!]);
}

async function unchanged(inputs: [string, string][]): Promise<boolean> {
  const hashes = await Promise.all(inputs.map(([file]) => hashOfFile(file)));
  return hashes.every((hash, i) => hash === inputs[i]![1]);
}

function packedAssets(assets: ClientAssets): Pick<IslandsPack, "js" | "css" | "files" | "readsGlobalData"> {
  return { js: assets.js, css: assets.css, files: assets.files.map((f) => [f.path, Buffer.from(f.contents).toString("base64")]), readsGlobalData: assets.readsGlobalData };
}

function assetsOf(pack: Pick<IslandsPack, "js" | "css" | "files" | "readsGlobalData">): ClientAssets {
  return { js: pack.js, css: pack.css, files: pack.files.map(([path, base64]) => ({ path, contents: new Uint8Array(Buffer.from(base64, "base64")) })), ...(pack.readsGlobalData ? { readsGlobalData: true as const } : {}) };
}
