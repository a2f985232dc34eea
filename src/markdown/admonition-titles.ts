// Docusaurus's older admonition title, `:::note Some title`, read as the label it stands for,
// `:::note[Some title]`: remark-directive knows labels only, and Docusaurus 3 rewrites such
// lines before it parses. Only the admonition types are rewritten (`:::custom x` stays prose).
// The fast engine rewrites a container's info string (markdown-it-setup.ts, directives.ts);
// the unified engine rewrites the source's lines outside fenced code before remark-parse reads
// them, so both read the same directives.

/** Every admonition type Docusaurus 3 knows: its five, and its legacy aliases. */
export const ADMONITION_TYPES = ["note", "tip", "info", "warning", "danger", "caution", "important", "secondary", "success"] as const;

/**
 * Each type's default title, and the box it is drawn as (Docusaurus's legacy aliases): shared by
 * the Markdown admonitions (remark-admonitions.ts) and the theme's Admonition component.
 */
export const ADMONITION_BOXES: Readonly<Record<string, { title: string; box: string }>> = {
  note: { title: "Note", box: "note" },
  tip: { title: "Tip", box: "tip" },
  info: { title: "Info", box: "info" },
  warning: { title: "Warning", box: "warning" },
  danger: { title: "Danger", box: "danger" },
  caution: { title: "Caution", box: "warning" },
  important: { title: "Important", box: "info" },
  secondary: { title: "Secondary", box: "note" },
  success: { title: "Success", box: "tip" },
};

const TYPES = ADMONITION_TYPES.join("|");
/** `note Some title` (a container's info string, trimmed). */
const LEGACY_INFO = new RegExp(`^(${TYPES}) +(.*)$`);
/** A line `:::note Some title`, maybe in block quotes and indented. */
const LEGACY_LINE = new RegExp(`^((?:> ?)*(?: +|\\t+)?:{3,}(?:${TYPES})) +(.*?)\\s*$`);
const FENCE = /^(?:> ?)*\s*(`{3,}|~{3,})(.*)$/;

/** A container's info string, trimmed, with an older-style title turned into a label. */
export function directiveInfo(info: string): string {
  const trimmed = info.trim();
  const legacy = LEGACY_INFO.exec(trimmed);
  return legacy ? `${legacy[1]}[${legacy[2]!.trim()}]` : trimmed;
}

/** The source with each `:::type Title` line outside fenced code written `:::type[Title]`. */
export function legacyTitlesAsLabels(source: string): string {
  if (!source.includes(":::")) return source;
  const lines = source.split("\n");
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const opening = FENCE.exec(line);
    if (fence !== undefined) {
      if (opening && opening[1]![0] === fence[0] && opening[1]!.length >= fence.length && !opening[2]!.trim()) fence = undefined;
      continue;
    }
    if (opening && !(opening[1]![0] === "`" && opening[2]!.includes("`"))) {
      fence = opening[1];
      continue;
    }
    const legacy = LEGACY_LINE.exec(line);
    if (legacy && legacy[2]) lines[i] = `${legacy[1]}[${legacy[2]}]`;
  }
  return lines.join("\n");
}
