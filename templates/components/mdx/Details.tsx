// `@theme/Details` (and `<details>` in MDX): a native disclosure, which opens and closes without
// JavaScript. The summary comes as a `summary` prop or as a <summary> child, as in Docusaurus.
import type { ReactNode } from "react";

export default function Details({ summary, children, ...props }: { summary?: ReactNode; children?: ReactNode; open?: boolean; className?: string; id?: string }) {
  return (
    <details className={["details", props.className].filter(Boolean).join(" ")} id={props.id} open={props.open}>
      {summary !== undefined ? <summary>{summary}</summary> : null}
      {children}
    </details>
  );
}
