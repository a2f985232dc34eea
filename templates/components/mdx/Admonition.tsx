// `<Admonition type="tip" title="…">` (Docusaurus's props), in the markup of `:::tip`
// admonitions (src/markdown/remark-admonitions.ts), so both look the same.
import type { ReactNode } from "react";

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

/** As the Markdown admonitions: the type's default title, and the class each type is shown with. */
const TYPES: Record<string, { title: string; shownAs: string }> = {
  note: { title: "Note", shownAs: "note" },
  tip: { title: "Tip", shownAs: "tip" },
  info: { title: "Info", shownAs: "info" },
  warning: { title: "Warning", shownAs: "warning" },
  danger: { title: "Danger", shownAs: "danger" },
  caution: { title: "Caution", shownAs: "warning" },
  important: { title: "Important", shownAs: "info" },
};

export default function Admonition({ type, title, icon, className, children }: AdmonitionProps) {
  // An unknown type is shown as info, as Docusaurus does.
  const known = TYPES[type] ?? { title: type, shownAs: "info" };
  const classes = ["admonition", `admonition-${known.shownAs}`, className ?? ""].filter(Boolean).join(" ");
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
