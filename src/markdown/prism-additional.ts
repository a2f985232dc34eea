// `prism.additionalLanguages`: Prism languages a site adds to the ones sitec knows
// (highlight.ts), by their Prism component ids (`"ruby"`, `"csv"`, `"nix"`), as in Docusaurus.
// Prism's own list of components tells each one's aliases and what it needs loaded first.
import prismComponents from "prismjs/components.js";
import getLoader from "prismjs/dependencies.js";

interface ComponentEntry {
  alias?: string | string[];
}
const LANGUAGES = (prismComponents as { languages: Record<string, ComponentEntry | string> }).languages;

/** True when Prism has a language component of this id. */
export function isPrismComponent(id: string): boolean {
  return id !== "meta" && Object.hasOwn(LANGUAGES, id);
}

/** The additional language (an id of `additional`) that a fence's name (lower case) stands for. */
export function additionalLanguage(name: string, additional: readonly string[]): string | undefined {
  for (const id of additional) {
    if (id === name) return id;
    const entry = LANGUAGES[id];
    const aliases = typeof entry === "object" ? entry.alias : undefined;
    if (aliases === name || (Array.isArray(aliases) && aliases.includes(name))) return id;
  }
  return undefined;
}

/**
 * The Prism components to load, in order, for `id`: those it needs first, then its own, less
 * those in `loaded`.
 */
export function componentsToLoad(id: string, loaded: readonly string[]): string[] {
  return (getLoader(prismComponents, [id], loaded.filter(isPrismComponent)) as { getIds(): string[] }).getIds();
}
