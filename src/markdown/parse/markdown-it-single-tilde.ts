// GFM strikes text through between single tildes too (`~gone~`); markdown-it only between
// pairs (`~~gone~~`). This rule handles runs of one tilde, and keeps runs of three or more as
// text. Its delimiters get a marker
// code of their own, so markdown-it's pairing (which pairs equal markers only) never matches a
// single tilde with a double one, as GFM wants.
import type MarkdownIt from "markdown-it";
import type { StateInline } from "markdown-it";

const TILDE = 0x7e;
/** A private-use code point standing for "one tilde" in the delimiter list. */
const SINGLE_TILDE = 0xe07e;

type Delimiter = StateInline["delimiters"][number];

function tokenize(state: StateInline, silent: boolean): boolean {
  if (silent || state.src.charCodeAt(state.pos) !== TILDE) return false;
  const scanned = state.scanDelims(state.pos, true);
  if (scanned.length === 2) return false; // markdown-it's own rule
  if (scanned.length > 2) {
    // GFM: a run of three or more tildes strikes nothing through.
    state.push("text", "", 0).content = "~".repeat(scanned.length);
    state.pos += scanned.length;
    return true;
  }
  const token = state.push("text", "", 0);
  token.content = "~";
  state.delimiters.push({
    marker: SINGLE_TILDE,
    length: 0, // no "rule of 3": that is for emphasis
    token: state.tokens.length - 1,
    end: -1,
    open: scanned.can_open,
    close: scanned.can_close,
  });
  state.pos += 1;
  return true;
}

function pairUp(state: StateInline, delimiters: Delimiter[]): void {
  for (const start of delimiters) {
    if (start.marker !== SINGLE_TILDE || start.end === -1) continue;
    const opening = state.tokens[start.token]!;
    const closing = state.tokens[delimiters[start.end]!.token]!;
    Object.assign(opening, { type: "s_open", tag: "s", nesting: 1, markup: "~", content: "" });
    Object.assign(closing, { type: "s_close", tag: "s", nesting: -1, markup: "~", content: "" });
  }
}

function postProcess(state: StateInline): boolean {
  pairUp(state, state.delimiters);
  for (const meta of state.tokens_meta) if (meta?.delimiters) pairUp(state, meta.delimiters);
  return false;
}

export function singleTildeStrikethrough(md: MarkdownIt): void {
  md.inline.ruler.before("strikethrough", "strikethrough_single", tokenize);
  md.inline.ruler2.before("strikethrough", "strikethrough_single", postProcess);
}
