// `@docusaurus/Interpolate`: `{name}` placeholders of a text replaced by `values` (text or
// elements), and `interpolate()` for plain strings.
import { Fragment, type ReactNode } from "react";

export type InterpolateValues = Record<string, ReactNode>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The text with its placeholders replaced; a string when every value used is one. */
export function interpolate(text: string, values?: InterpolateValues): ReactNode {
  if (!values) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    parts.push(text.slice(last, match.index));
    const name = match[1]!;
    parts.push(Object.hasOwn(values, name) ? values[name] : match[0]);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  if (parts.every((part) => typeof part === "string" || typeof part === "number")) return parts.join("");
  return parts.map((part, i) => <Fragment key={i}>{part}</Fragment>);
}

export default function Interpolate({ children, values }: { children: string; values?: InterpolateValues }) {
  return <>{interpolate(children, values)}</>;
}
