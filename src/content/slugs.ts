// Slugs and ids derived from file names and labels.

/** Splits a label into words the way lodash's `words` does for ASCII text. */
function words(label: string): string[] {
  const pattern = /[A-Z]{2,}(?=[A-Z][a-z]+[0-9]*|\b|[0-9_]|$)|[A-Z]?[a-z]+|[A-Z]+|[0-9]+/g;
  return label.match(pattern) ?? [];
}

/**
 * The URL slug of a tag label: kebab case. `secureCodeBox` → `secure-code-box`,
 * `Log4J` → `log-4-j`, `v1` → `v-1`, `CycloneDX` → `cyclone-dx`, `open source` → `open-source`.
 */
export function tagSlug(label: string): string {
  return words(label.normalize("NFKD").replace(/[\u0300-\u036f]/g, ""))
    .map((w) => w.toLowerCase())
    .join("-");
}

const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/;
/** Dates and versions (`2021-12-roadmap`, `8.0-notes`), which Docusaurus does not read as a prefix. */
const DATE_OR_VERSION = /^\d+[-_.]\d+/;

/**
 * Strips an ordering prefix from a file or folder name: `01_introduction` → `introduction`
 * with position 1. A name that is only a number (`2021`), or starts with a date or a version
 * (`2020-12-roadmap`, `1.2-notes`), keeps it, as in Docusaurus.
 */
export function stripNumberPrefix(name: string): { name: string; position?: number } {
  if (DATE_OR_VERSION.test(name)) return { name };
  const match = NUMBER_PREFIX.exec(name);
  if (!match) return { name };
  return { name: name.slice(match[0].length), position: Number(match[1]) };
}

/**
 * The config's `numberPrefixParser` as a parser of names: `true` the default one, `false` none,
 * a function (Docusaurus's: name → `{ filename, numberPrefix }`) its own.
 */
export function numberPrefixParser(
  option: boolean | ((name: string) => { filename: string; numberPrefix?: number }),
): ((name: string) => { name: string; position?: number }) | false | undefined {
  if (option === true) return undefined;
  if (option === false) return false;
  return (name) => {
    const parsed = option(name);
    return { name: parsed.filename, position: parsed.numberPrefix };
  };
}
