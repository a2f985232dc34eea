// The spaces and tabs HTML from Markdown drops: at the start of a line after a hard break, and
// around each line ending inside text (as mdast-util-to-hast and the trim-lines package do).

/** Spaces and tabs at the start of `value` removed. */
export function trimMarkdownSpaceStart(value: string): string {
  let index = 0;
  let code = value.charCodeAt(index);
  while (code === 9 || code === 32) {
    index++;
    code = value.charCodeAt(index);
  }
  return value.slice(index);
}

/** Spaces and tabs around each line ending removed (as the trim-lines package does). */
export function trimLines(value: string): string {
  if (!value.includes("\n") && !value.includes("\r")) return value;
  const search = /\r?\n|\r/g;
  const lines: string[] = [];
  let last = 0;
  let match = search.exec(value);
  while (match) {
    lines.push(trimLine(value.slice(last, match.index), last > 0, true), match[0]);
    last = match.index + match[0].length;
    match = search.exec(value);
  }
  lines.push(trimLine(value.slice(last), last > 0, false));
  return lines.join("");
}

function trimLine(value: string, start: boolean, end: boolean): string {
  let startIndex = 0;
  let endIndex = value.length;
  if (start) {
    let code = value.charCodeAt(startIndex);
    while (code === 9 || code === 32) code = value.charCodeAt(++startIndex);
  }
  if (end) {
    let code = value.charCodeAt(endIndex - 1);
    while (code === 9 || code === 32) code = value.charCodeAt(--endIndex - 1);
  }
  return endIndex > startIndex ? value.slice(startIndex, endIndex) : "";
}
