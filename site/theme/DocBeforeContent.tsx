// secureCodeBox's scanner and hook pages carry facts in their front matter (`reference`): the
// category, scan types, tool version, Helm chart and the tool's website. This override of the
// theme's DocBeforeContent shows them as a card between the page's title and its text. sitec
// passes the key to components as it is written (`doc.frontMatter`; the config declares it in
// `markdown.frontMatterKeys`), so the card checks its shape itself.
import type { DocProps } from "sitec/theme";

/** The facts of a scanner or hook page, as the card shows them. */
interface ReferenceFacts {
  kind: "scanner" | "hook";
  category?: string;
  scanTypes?: string[];
  hookType?: "ReadOnly" | "ReadAndWrite";
  upstreamVersion?: string;
  upstreamUrl?: string;
  chart?: string;
}

const TEXT_KEYS = ["category", "upstreamVersion", "upstreamUrl", "chart"] as const;

/** The page's `reference` front matter checked, or an error naming the doc, the key and what is expected. */
function referenceFacts(doc: DocProps): ReferenceFacts | undefined {
  const value = doc.frontMatter?.reference;
  if (value === undefined) return undefined;
  const fail = (problem: string): never => {
    throw new Error(`doc "${doc.id}": front matter \`reference\` ${problem} (see site/AUTHORING.md).`);
  };
  if (typeof value !== "object" || value === null || Array.isArray(value)) return fail("must be a mapping");
  const input = value as Record<string, unknown>;
  const unknown = Object.keys(input).filter((key) => !["kind", "scanTypes", "hookType", ...TEXT_KEYS].includes(key));
  if (unknown.length) fail(`has unknown keys: ${unknown.join(", ")}`);
  if (input.kind !== "scanner" && input.kind !== "hook") fail("needs `kind: scanner` or `kind: hook`");
  const facts: ReferenceFacts = { kind: input.kind as ReferenceFacts["kind"] };
  for (const key of TEXT_KEYS) {
    const text = input[key];
    if (text === undefined) continue;
    // YAML reads a version like 7.94 as a number: it is shown as written.
    if (typeof text !== "string" && !(key === "upstreamVersion" && typeof text === "number")) fail(`\`${key}\` must be text`);
    if (key === "upstreamUrl" && !/^https?:\/\//.test(String(text))) fail("`upstreamUrl` must be an http(s) URL");
    facts[key] = String(text);
  }
  if (input.scanTypes !== undefined) {
    if (!Array.isArray(input.scanTypes) || !input.scanTypes.every((t) => typeof t === "string")) fail("`scanTypes` must be a list of names");
    facts.scanTypes = input.scanTypes as string[];
  }
  if (input.hookType !== undefined) {
    if (input.hookType !== "ReadOnly" && input.hookType !== "ReadAndWrite") fail("`hookType` must be ReadOnly or ReadAndWrite");
    facts.hookType = input.hookType as ReferenceFacts["hookType"];
  }
  return facts;
}

/** The facts card of a scanner or hook page. */
function ReferenceCard({ facts }: { facts: ReferenceFacts }) {
  const rows: [string, React.ReactNode][] = [];
  if (facts.category) rows.push(["Category", facts.category]);
  if (facts.scanTypes?.length) rows.push([facts.scanTypes.length > 1 ? "Scan types" : "Scan type", facts.scanTypes.map((t) => <code key={t}>{t}</code>).reduce<React.ReactNode[]>((acc, el, i) => (i ? [...acc, ", ", el] : [el]), [])]);
  if (facts.hookType) rows.push(["Hook type", facts.hookType]);
  if (facts.upstreamVersion) rows.push([facts.kind === "scanner" ? "Tool version" : "Version", facts.upstreamVersion]);
  if (facts.chart) rows.push(["Helm chart", <code key="c">{facts.chart}</code>]);
  if (facts.upstreamUrl) rows.push(["Website", <a key="u" href={facts.upstreamUrl} target="_blank" rel="noopener noreferrer">{facts.upstreamUrl.replace(/^https?:\/\//, "").replace(/\/$/, "")}</a>]);
  return (
    <dl className={`reference-card reference-${facts.kind}`} aria-label={facts.kind === "scanner" ? "Scanner facts" : "Hook facts"}>
      {rows.map(([label, value]) => (
        <div key={label} className="reference-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function DocBeforeContent({ doc }: { doc: DocProps }) {
  const facts = referenceFacts(doc);
  return facts ? <ReferenceCard facts={facts} /> : null;
}
