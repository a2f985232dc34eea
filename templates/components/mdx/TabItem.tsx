// `@theme/TabItem`: one panel of <Tabs> (Docusaurus's props: value, label, default). Tabs reads
// its props; on its own it renders its content.
import type { ReactNode } from "react";

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  className?: string;
  children?: ReactNode;
}

export default function TabItem({ value, className, children }: TabItemProps) {
  return (
    <div className={["tabs-panel", className].filter(Boolean).join(" ")} data-value={value}>
      {children}
    </div>
  );
}
