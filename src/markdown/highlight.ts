// Syntax highlighting of code blocks with Prism, at build time: code → lines of text segments,
// each with the one colour role the theme styles (`hl-keyword`, `hl-string`, …).
//
// Prism's grammars are loaded on first use (a build of docs in three languages does not pay
// for thirty). Prism's components extend the global `Prism` its core sets; a component that
// needs another (Go needs C-like) gets it loaded first.
import Prism from "prismjs";
// Loaded together and in this order, always: CSS and JavaScript add `<style>`/`<script>` to
// HTML only when HTML is there before them, and a page must not highlight differently
// depending on which language another page loaded first.
import "prismjs/components/prism-markup.js";
import "prismjs/components/prism-css.js";
import "prismjs/components/prism-clike.js";
import "prismjs/components/prism-javascript.js";
import { additionalLanguage, componentsToLoad } from "./prism-additional.ts";

/** The colour roles of the theme; a segment has at most one. */
export type HighlightRole = "keyword" | "string" | "number" | "comment" | "attr" | "title" | "meta" | "deletion" | "addition";

export interface Segment {
  text: string;
  role?: HighlightRole;
}

/** Prism token types (and aliases) → role. Punctuation and operators take their parent's. */
const ROLES: Record<string, HighlightRole> = {
  comment: "comment",
  prolog: "comment",
  doctype: "comment",
  cdata: "comment",
  keyword: "keyword",
  boolean: "keyword",
  null: "keyword",
  builtin: "keyword",
  rule: "keyword",
  string: "string",
  char: "string",
  regex: "string",
  "attr-value": "string",
  scalar: "string",
  url: "string",
  "template-string": "string",
  number: "number",
  datetime: "number",
  variable: "number",
  parameter: "number",
  environment: "number",
  constant: "number",
  symbol: "number",
  property: "attr",
  key: "attr",
  "attr-name": "attr",
  "assign-left": "attr",
  selector: "attr",
  function: "title",
  "function-name": "title",
  "class-name": "title",
  tag: "title",
  target: "title",
  section: "title",
  namespace: "title",
  shebang: "meta",
  directive: "meta",
  annotation: "meta",
  decorator: "meta",
  important: "meta",
  macro: "meta",
  atrule: "meta",
  coord: "meta",
  deleted: "deletion",
  "deleted-sign": "deletion",
  inserted: "addition",
  "inserted-sign": "addition",
};

/**
 * Token types that carry no role in a language. Prism's shell grammar marks a list of common
 * commands as `function`, subcommands included (`add` in `helm repo add`, not `update`):
 * colouring some words of a command line and not others reads as noise.
 */
const PLAIN_TYPES: Record<string, Set<string>> = {
  bash: new Set(["function"]),
  "shell-session": new Set(["function"]),
};

interface Language {
  /** Components to load, in order (the language's own last). */
  load: (() => Promise<unknown>)[];
  /** Names besides its own that code fences may use. */
  aliases?: string[];
}

/** Components that more than one language loads. */
const shared = {
  bash: () => import("prismjs/components/prism-bash.js"),
  c: () => import("prismjs/components/prism-c.js"),
  markdown: () => import("prismjs/components/prism-markdown.js"),
  typescript: () => import("prismjs/components/prism-typescript.js"),
  jsx: () => import("prismjs/components/prism-jsx.js"),
  yaml: () => import("prismjs/components/prism-yaml.js"),
  templating: () => import("prismjs/components/prism-markup-templating.js"),
};

/** The languages code fences may name, by Prism's name for them. */
const LANGUAGES: Record<string, Language> = {
  // Loaded above, with the module.
  markup: { load: [], aliases: ["html", "xml", "svg", "mathml", "atom", "rss"] },
  css: { load: [] },
  clike: { load: [] },
  javascript: { load: [], aliases: ["js", "mjs", "cjs"] },
  typescript: { load: [shared.typescript], aliases: ["ts"] },
  jsx: { load: [shared.jsx] },
  tsx: { load: [shared.jsx, shared.typescript, () => import("prismjs/components/prism-tsx.js")] },
  json: { load: [() => import("prismjs/components/prism-json.js")], aliases: ["jsonc", "webmanifest"] },
  yaml: { load: [shared.yaml], aliases: ["yml"] },
  bash: { load: [shared.bash], aliases: ["sh", "shell", "zsh", "console"] },
  "shell-session": { load: [shared.bash, () => import("prismjs/components/prism-shell-session.js")], aliases: ["sh-session", "shellsession"] },
  diff: { load: [() => import("prismjs/components/prism-diff.js")], aliases: ["patch"] },
  docker: { load: [() => import("prismjs/components/prism-docker.js")], aliases: ["dockerfile"] },
  makefile: { load: [() => import("prismjs/components/prism-makefile.js")], aliases: ["make"] },
  go: { load: [() => import("prismjs/components/prism-go.js")], aliases: ["golang"] },
  java: { load: [() => import("prismjs/components/prism-java.js")] },
  kotlin: { load: [() => import("prismjs/components/prism-kotlin.js")], aliases: ["kt", "kts"] },
  groovy: { load: [() => import("prismjs/components/prism-groovy.js")], aliases: ["gradle"] },
  python: { load: [() => import("prismjs/components/prism-python.js")], aliases: ["py"] },
  rust: { load: [() => import("prismjs/components/prism-rust.js")], aliases: ["rs"] },
  c: { load: [shared.c], aliases: ["h"] },
  cpp: { load: [shared.c, () => import("prismjs/components/prism-cpp.js")], aliases: ["c++", "hpp"] },
  csharp: { load: [() => import("prismjs/components/prism-csharp.js")], aliases: ["cs", "dotnet"] },
  php: { load: [shared.templating, () => import("prismjs/components/prism-php.js")] },
  ruby: { load: [() => import("prismjs/components/prism-ruby.js")], aliases: ["rb"] },
  perl: { load: [() => import("prismjs/components/prism-perl.js")], aliases: ["pl"] },
  lua: { load: [() => import("prismjs/components/prism-lua.js")] },
  r: { load: [() => import("prismjs/components/prism-r.js")] },
  swift: { load: [() => import("prismjs/components/prism-swift.js")] },
  // Bundled by prism-react-renderer, Docusaurus's highlighter, as swift and kotlin are.
  objectivec: { load: [shared.c, () => import("prismjs/components/prism-objectivec.js")], aliases: ["objc"] },
  reason: { load: [() => import("prismjs/components/prism-reason.js")] },
  sql: { load: [() => import("prismjs/components/prism-sql.js")] },
  graphql: { load: [shared.yaml, shared.markdown, () => import("prismjs/components/prism-graphql.js")], aliases: ["gql"] },
  markdown: { load: [shared.yaml, shared.markdown], aliases: ["md"] },
  toml: { load: [() => import("prismjs/components/prism-toml.js")] },
  ini: { load: [() => import("prismjs/components/prism-ini.js")], aliases: ["cfg", "conf"] },
  properties: { load: [() => import("prismjs/components/prism-properties.js")] },
  hcl: { load: [() => import("prismjs/components/prism-hcl.js")], aliases: ["terraform", "tf"] },
  nginx: { load: [() => import("prismjs/components/prism-nginx.js")] },
  powershell: { load: [() => import("prismjs/components/prism-powershell.js")], aliases: ["ps1", "pwsh"] },
  protobuf: { load: [() => import("prismjs/components/prism-protobuf.js")], aliases: ["proto"] },
  scss: { load: [() => import("prismjs/components/prism-scss.js")] },
  less: { load: [() => import("prismjs/components/prism-less.js")] },
};

/** Fence name (lower case) → Prism's name. */
const BY_NAME = new Map<string, string>();
for (const [id, language] of Object.entries(LANGUAGES)) {
  BY_NAME.set(id, id);
  for (const alias of language.aliases ?? []) BY_NAME.set(alias, id);
}

const loaded = new Map<string, Promise<void>>();

/**
 * Prism's name for a code fence's language, or undefined when it has no grammar here. A site's
 * `prism.additionalLanguages` (Prism component ids) add to the languages sitec knows.
 */
export function prismLanguage(name: string, additional: readonly string[] = []): string | undefined {
  const lower = name.toLowerCase();
  return BY_NAME.get(lower) ?? (additional.length ? additionalLanguage(lower, additional) : undefined);
}

/**
 * `import()` of a Prism component, through the hook bin/cli-bundle.js sets when sitec runs from
 * its bundle (Node 20 cannot import() from that script; as import-ts.ts's importModule, which
 * this module does not load, to keep esbuild out of the Markdown workers).
 */
function importComponent(specifier: string): Promise<unknown> {
  const hook = (globalThis as { __sitecImport?: (url: string) => Promise<unknown> }).__sitecImport;
  return hook ? hook(specifier) : import(specifier);
}

/** The loading steps of a Prism language: sitec's own list, else Prism's components. */
function loadSteps(id: string): (() => Promise<unknown>)[] {
  const known = LANGUAGES[id];
  if (known) return known.load;
  // Not bundled (the name is known only here): imported when needed.
  return componentsToLoad(id, Object.keys(Prism.languages)).map((component) => () => importComponent(`prismjs/components/prism-${component}.js`));
}

/** Loads the grammars of the given Prism languages (each once). */
export function loadLanguages(ids: Iterable<string>): Promise<void> {
  const pending: Promise<void>[] = [];
  for (const id of ids) {
    let done = loaded.get(id);
    if (!done) {
      const steps = loadSteps(id);
      done = steps.reduce<Promise<void>>((previous, step) => previous.then(() => step().then(() => undefined)), Promise.resolve());
      loaded.set(id, done);
    }
    pending.push(done);
  }
  return Promise.all(pending).then(() => undefined);
}

function roleOf(token: Prism.Token, plain: Set<string> | undefined): HighlightRole | undefined {
  if (plain?.has(token.type)) return undefined;
  const own = ROLES[token.type];
  if (own) return own;
  const aliases = typeof token.alias === "string" ? [token.alias] : (token.alias ?? []);
  for (const alias of aliases) {
    const role = ROLES[alias];
    if (role) return role;
  }
  return undefined;
}

function addText(lines: Segment[][], text: string, role: HighlightRole | undefined): void {
  let start = 0;
  for (;;) {
    const end = text.indexOf("\n", start);
    const part = end === -1 ? text.slice(start) : text.slice(start, end);
    if (part) {
      const line = lines[lines.length - 1]!;
      const last = line[line.length - 1];
      // Neighbours of one role (a string's quotes and text) make one segment.
      if (last && last.role === role) last.text += part;
      else line.push(role ? { text: part, role } : { text: part });
    }
    if (end === -1) return;
    lines.push([]);
    start = end + 1;
  }
}

function addTokens(lines: Segment[][], stream: Prism.TokenStream, role: HighlightRole | undefined, plain: Set<string> | undefined): void {
  if (typeof stream === "string") return addText(lines, stream, role);
  if (Array.isArray(stream)) {
    for (const item of stream) addTokens(lines, item, role, plain);
    return;
  }
  addTokens(lines, stream.content, roleOf(stream, plain) ?? role, plain);
}

/**
 * Highlights `code` as the Prism language `id` (its grammar loaded by `loadLanguages`), or
 * as plain text without one. Returns one array of segments per line.
 */
export function highlightLines(code: string, id: string | undefined): Segment[][] {
  const lines: Segment[][] = [[]];
  const grammar = id ? Prism.languages[id] : undefined;
  if (!grammar) {
    addText(lines, code, undefined);
    return lines;
  }
  // What Prism.highlight does before it writes HTML: templating languages (PHP) hook in here.
  const env: Prism.Environment = { code, grammar, language: id };
  Prism.hooks.run("before-tokenize", env);
  env.tokens = Prism.tokenize(env.code!, env.grammar!);
  Prism.hooks.run("after-tokenize", env);
  addTokens(lines, env.tokens, undefined, PLAIN_TYPES[id!]);
  return lines;
}
