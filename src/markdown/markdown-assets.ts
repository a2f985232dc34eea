// Files a doc or post links to beside itself (`./assets/diagram.png`, `../files/report.pdf`) or
// by `@site/` (the site folder): copied into the output with a content hash in their name, as
// Docusaurus does (`/assets/images/diagram-1a2b3c4d.png`, `/assets/files/report-5e6f7a8b.pdf`),
// so that a changed file gets a new URL and caches never serve an old one. A path that leads out
// of the site folder names no file.
import { readFileSync, statSync } from "node:fs";
import { basename, extname, isAbsolute, relative, resolve } from "node:path";
import { digest } from "../hash.ts";

/** A file to copy into the output: its source, its output path (no leading slash) and hash. */
export interface ContentAsset {
  file: string;
  output: string;
  hash: string;
}

const IMAGE = /^\.(png|jpe?g|gif|svg|webp|avif|ico|bmp|tiff?)$/i;

/** The file a link's path names: beside the Markdown, or in the site folder for `@site/`. */
export function assetFile(path: string, folder: string, siteDir: string): string | undefined {
  const file = path.startsWith("@site/") ? resolve(siteDir, path.slice("@site/".length)) : resolve(folder, path);
  const inside = relative(siteDir, file);
  return inside && !inside.startsWith("..") && !isAbsolute(inside) ? file : undefined;
}

/** The hash a file's name gets: the first 8 hex digits of its SHA-256. */
export function contentHash(bytes: Uint8Array): string {
  return digest(bytes).slice(0, 8);
}

/** Where a file with this hash goes in the output. */
export function assetOutput(file: string, hash: string): string {
  const ext = extname(file);
  const name = basename(file, ext).replace(/[^\w.-]+/g, "-");
  return `assets/${IMAGE.test(ext) ? "images" : "files"}/${name}-${hash}${ext.toLowerCase()}`;
}

/** The asset a link's path names, read and hashed; undefined when it names no file. */
export function readAsset(path: string, folder: string, siteDir: string): ContentAsset | undefined {
  const file = assetFile(path, folder, siteDir);
  if (!file) return undefined;
  try {
    if (!statSync(file).isFile()) return undefined;
    const hash = contentHash(readFileSync(file));
    return { file, output: assetOutput(file, hash), hash };
  } catch {
    return undefined;
  }
}

/** True when every asset still has its hash, and every path that named no file still names none. */
export function assetsAsTheyWere(assets: ContentAsset[], missing: string[], folder: string, siteDir: string): boolean {
  return assets.every((asset) => readAsset(relative(folder, asset.file), folder, siteDir)?.hash === asset.hash) && missing.every((path) => !readAsset(path, folder, siteDir));
}
