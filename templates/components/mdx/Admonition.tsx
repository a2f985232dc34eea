// `@theme/Admonition`: the box `:::note` makes, for MDX files (Docusaurus's props: type, title).
import type { ReactNode } from "react";

const TITLES: Record<string, string> = { note: "Note", tip: "Tip", info: "Info", warning: "Warning", danger: "Danger", caution: "Caution", important: "Important" };

export default function Admonition({ type = "note", title, children }: { type?: string; title?: ReactNode; children?: ReactNode }) {
  const kind = type === "caution" ? "warning" : type === "important" ? "info" : type;
  return (
    <div className={`admonition admonition-${kind}`} role="note">
      <p className="admonition-title">{title ?? TITLES[type] ?? type}</p>
      {children}
    </div>
  );
}
