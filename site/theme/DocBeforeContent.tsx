// secureCodeBox's scanner and hook pages carry facts in their front matter (`reference`): the
// category, scan types, tool version, Helm chart and the tool's website. This override of the
// theme's DocBeforeContent shows them as a card between the page's title and its text.
import type { DocProps, ReferenceFacts } from "sitec/theme";

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
  return doc.reference ? <ReferenceCard facts={doc.reference} /> : null;
}
