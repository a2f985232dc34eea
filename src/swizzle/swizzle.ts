// `sitec swizzle <Component> [--wrap|--eject]`: writes the starting file of an override of one
// of the theme's components into the site's theme/ folder. `--wrap` (the default) renders the
// original (`@theme-original/<Name>`) with a place to add around it, and keeps following the
// theme's updates; `--eject` copies the component's source to change anything in it, with its
// imports rewritten to the theme's stable names (rewrite-imports.ts).
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { TEMPLATES_DIR } from "../bundle/bundle.ts";
import { defaultComponentFile, isThemeComponentName, THEME_COMPONENT_NAMES, THEME_OVERRIDES_FOLDER } from "../bundle/theme-resolver.ts";
import { UsageError } from "../errors.ts";
import { rewriteThemeImports } from "./rewrite-imports.ts";

export type SwizzleMode = "wrap" | "eject";

export interface SwizzleOptions {
  siteDir: string;
  /** The component's name in the registry (src/shared/theme-components.ts). */
  component: string;
  mode: SwizzleMode;
  /** Replace an override that exists. */
  force?: boolean;
  /** The default theme's folder (templates/). */
  templatesDir?: string;
}

/** The override that renders the original, with a comment where to add to it. */
export function wrapperSource(name: string): string {
  return `// An override of the theme's ${name}: it renders the original, so it keeps following the theme.
import type { ComponentProps } from "react";
import Original from "@theme-original/${name}";

export default function ${name}(props: ComponentProps<typeof Original>) {
  return (
    <>
      {/* Add what goes before or after the theme's ${name} here, or wrap it in an element of your own. */}
      <Original {...props} />
    </>
  );
}
`;
}

/** The component's source with its imports rewritten; a component that imports internals cannot be ejected. */
export async function ejectedSource(name: string, templatesDir: string): Promise<string> {
  if (!isThemeComponentName(name)) throw unknownComponent(name);
  const file = defaultComponentFile(templatesDir, name);
  const source = await readFile(file, "utf8").catch(() => {
    throw new UsageError(`the theme has no default ${name} to eject (${file} does not exist); write theme/${name}.tsx yourself.`);
  });
  const { source: rewritten, internal } = rewriteThemeImports(source, file, templatesDir);
  if (internal.length) {
    throw new UsageError(`${name} cannot be ejected: it imports parts of the theme that are not its API (${internal.join("; ")}). Wrap it instead: sitec swizzle ${name} --wrap`);
  }
  return `// Ejected from the theme's ${name} (sitec swizzle ${name} --eject): this copy replaces it.\n${rewritten}`;
}

function unknownComponent(name: string): UsageError {
  return new UsageError(`"${name}" is not a theme component that can be overridden. The components are: ${THEME_COMPONENT_NAMES.join(", ")}.`);
}

/** Writes `theme/<Name>.tsx` into the site; returns its path. */
export async function swizzle(options: SwizzleOptions): Promise<string> {
  const { component: name } = options;
  if (!isThemeComponentName(name)) throw unknownComponent(name);
  const folder = join(resolve(options.siteDir), THEME_OVERRIDES_FOLDER);
  const target = join(folder, `${name}.tsx`);
  if (!options.force && (await stat(target).then(() => true, () => false))) {
    throw new UsageError(`${target} exists; pass --force to replace it.`);
  }
  const source = options.mode === "wrap" ? wrapperSource(name) : await ejectedSource(name, options.templatesDir ?? TEMPLATES_DIR);
  await mkdir(folder, { recursive: true });
  await writeFile(target, source);
  return target;
}
