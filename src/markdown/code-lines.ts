// What a code fence says about its lines, as Docusaurus 3 reads it: `{1,3-5}` in the meta
// string highlights those lines; without it, magic comments do: a line holding only
// `highlight-next-line` highlights the next one, `highlight-start` … `highlight-end` the lines
// between, and the comment lines themselves leave the code. Which comment forms count depends
// on the language, as in Docusaurus's defaults (`//` and `/* */` for JavaScript, `#` for Python
// and shell, `--` for SQL and Lua, `<!-- -->` for HTML, …; a language not listed takes `//`,
// `/* */`, `{/* */}`, `#` and `<!-- -->`). `showLineNumbers` (or `showLineNumbers=5`) numbers
// the lines.

/** Comment forms: what opens and closes one, as regular expressions. */
const COMMENTS = {
  js: ["\\/\\/", ""],
  jsBlock: ["\\/\\*", "\\*\\/"],
  jsx: ["\\{\\s*\\/\\*", "\\*\\/\\s*\\}"],
  bash: ["#", ""],
  html: ["<!--", "-->"],
  lua: ["--", ""],
  wasm: ["\\;\\;", ""],
  tex: ["%", ""],
  vb: ["['‘’]", ""],
  vbnet: ["(?:_\\s*)?['‘’]", ""],
  rem: ["[Rr][Ee][Mm]\\b", ""],
  f90: ["!", ""],
  ml: ["\\(\\*", "\\*\\)"],
  cobol: ["\\*>", ""],
} as const;
type CommentForm = keyof typeof COMMENTS;

/** The comment forms of each language (fence names); others take DEFAULT_FORMS. */
const FORMS_BY_LANGUAGE: [string[], CommentForm[]][] = [
  [["js", "javascript", "ts", "typescript"], ["js", "jsBlock"]],
  [["jsx", "tsx"], ["js", "jsBlock", "jsx"]],
  [["html"], ["js", "jsBlock", "html"]],
  [["python", "py", "bash"], ["bash"]],
  [["markdown", "md"], ["html", "jsx", "bash"]],
  [["tex", "latex", "matlab"], ["tex"]],
  [["lua", "haskell", "sql"], ["lua"]],
  [["wasm"], ["wasm"]],
  [["vb", "vba", "visual-basic"], ["vb", "rem"]],
  [["vbnet"], ["vbnet", "rem"]],
  [["batch"], ["rem"]],
  [["basic"], ["rem", "f90"]],
  [["fsharp"], ["js", "ml"]],
  [["ocaml", "sml"], ["ml"]],
  [["fortran"], ["f90"]],
  [["cobol"], ["cobol"]],
];
const DEFAULT_FORMS: CommentForm[] = ["js", "jsBlock", "jsx", "bash", "html"];
const DIRECTIVES = "highlight-next-line|highlight-start|highlight-end";

function commentPattern(forms: readonly CommentForm[]): RegExp {
  const alternatives = forms.map((form) => `(?:${COMMENTS[form][0]}\\s*(${DIRECTIVES})\\s*${COMMENTS[form][1]})`);
  return new RegExp(`^\\s*(?:${alternatives.join("|")})\\s*$`);
}

const PATTERNS = new Map<string, RegExp>(FORMS_BY_LANGUAGE.flatMap(([names, forms]) => names.map((name): [string, RegExp] => [name, commentPattern(forms)])));
const DEFAULT_PATTERN = commentPattern(DEFAULT_FORMS);

export interface CodeLines {
  /** The code without its magic comment lines. */
  code: string;
  /** 1-based numbers of the lines to highlight (of `code`). */
  highlighted: Set<number>;
}

/** Parses `{1,3-4}` into the set of 1-based line numbers to highlight. */
export function parseLineRanges(meta: string): Set<number> {
  const lines = new Set<number>();
  const match = /\{([\d,\s-]+)\}/.exec(meta);
  if (!match?.[1]) return lines;
  for (const part of match[1].split(",")) {
    const [from, to] = part.trim().split("-").map(Number);
    if (from === undefined || Number.isNaN(from)) continue;
    for (let n = from; n <= (to ?? from); n++) lines.add(n);
  }
  return lines;
}

/**
 * The lines to highlight and the code to show: the meta's `{…}` ranges when it has them (the
 * code as it is), else the magic comments of a fence with a language (`language` as written).
 */
export function codeLines(code: string, meta: string, language: string | undefined): CodeLines {
  if (/\{[\d,\s-]+\}/.test(meta)) return { code, highlighted: parseLineRanges(meta) };
  if (!language || !code.includes("highlight-")) return { code, highlighted: new Set() };
  const pattern = PATTERNS.get(language.toLowerCase()) ?? DEFAULT_PATTERN;
  const kept: string[] = [];
  const highlighted = new Set<number>();
  let blockStart: number | undefined;
  let nextLine = false;
  for (const line of code.split("\n")) {
    const match = line.includes("highlight-") ? pattern.exec(line) : null;
    const directive = match?.slice(1).find((group) => group !== undefined);
    if (directive === "highlight-next-line") nextLine = true;
    else if (directive === "highlight-start") blockStart = kept.length + 1;
    else if (directive === "highlight-end") {
      // As in Docusaurus, an end without a start closes a block from the first line.
      for (let n = blockStart ?? 1; n <= kept.length; n++) highlighted.add(n);
    } else {
      kept.push(line);
      if (nextLine) highlighted.add(kept.length);
      nextLine = false;
    }
  }
  return { code: kept.join("\n"), highlighted };
}

/** The first line's number when the meta asks for line numbers (`showLineNumbers[=n]`). */
export function lineNumbersFrom(meta: string): number | undefined {
  const match = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/.exec(meta);
  return match ? Number(match[1] ?? 1) : undefined;
}
