// One tab of `<Tabs>` (Docusaurus's props). Tabs reads these props and renders the tab and its
// panel itself; rendered on its own (outside Tabs) a TabItem is a plain panel.
import type { ReactNode } from "react";

export interface TabItemProps {
  /** The tab's value: what `defaultValue`, `groupId` storage and `queryString` hold. */
  value: string;
  /** The tab's label (default: the value). */
  label?: string;
  /** Selected first (when Tabs has no `defaultValue`). */
  default?: boolean;
  /** Extra attributes of the tab button (`className` is added to the theme's). */
  attributes?: Record<string, string | number | boolean>;
  className?: string;
  children?: ReactNode;
}

export default function TabItem({ className, children }: TabItemProps) {
  return <div className={className ? `tab-panel ${className}` : "tab-panel"}>{children}</div>;
}
