// `@theme/Tabs`: several ways to do one thing. Rendered here as static HTML with every panel
// readable under its label (Docusaurus's props: values, defaultValue, groupId, queryString, lazy).
import { Children, isValidElement, type ReactNode } from "react";
import TabItem, { type TabItemProps } from "./TabItem.tsx";

export interface TabsProps {
  values?: { value: string; label?: string }[];
  defaultValue?: string | null;
  groupId?: string;
  queryString?: boolean | string;
  lazy?: boolean;
  className?: string;
  children?: ReactNode;
}

export default function Tabs({ values, defaultValue, groupId, className, children }: TabsProps) {
  const items = Children.toArray(children).filter((child): child is React.ReactElement<TabItemProps> => isValidElement(child) && typeof (child.props as TabItemProps).value === "string");
  const selected = defaultValue ?? items.find((item) => item.props.default)?.props.value ?? items[0]?.props.value;
  return (
    <div className={["tabs", className].filter(Boolean).join(" ")} data-group-id={groupId}>
      {items.map((item) => {
        const label = values?.find((v) => v.value === item.props.value)?.label ?? item.props.label ?? item.props.value;
        return (
          <div key={item.props.value} className="tabs-item" data-selected={item.props.value === selected ? "" : undefined}>
            <p className="tabs-label">
              <strong>{label}</strong>
            </p>
            <TabItem {...item.props} />
          </div>
        );
      })}
    </div>
  );
}
