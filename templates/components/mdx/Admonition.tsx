// `<Admonition type="tip" title="…">` (Docusaurus's props), in the markup of `:::tip`
// admonitions (src/markdown/remark-admonitions.ts), so both look the same.
import type { ReactNode } from "react";
import { ADMONITION_BOXES } from "../../../src/markdown/admonition-titles.ts";

export interface AdmonitionProps {
  /** note, tip, info, warning, danger, caution (shown as warning), important (shown as info). */
  type: string;
  /** Default: the type's name. */
  title?: ReactNode;
  /** Shown before the title. */
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}


export default function Admonition({ type, title, icon, className, children }: AdmonitionProps) {
  // An unknown type is shown as info, as Docusaurus does.
  const known = ADMONITION_BOXES[type] ?? { title: type, box: "info" };
  const classes = ["admonition", `admonition-${known.box}`, className ?? ""].filter(Boolean).join(" ");
  return (
    <div className={classes} role="note">
      <p className="admonition-title">
        {icon ? <span className="admonition-icon">{icon}</span> : null}
        {title ?? known.title}
      </p>
      {children}
    </div>
  );
}
