// The Tabs island (Docusaurus's props and behaviour). Its first render, on the server and
// when hydrating, shows every panel under a caption: the page reads well without JavaScript,
// and hydration matches. Once hydrated it shows the tablist (WAI-ARIA tabs: arrow keys, Home,
// End, roving tabindex, automatic activation) and only the chosen panel.
import { Children, isValidElement, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from "react";
import TabItem, { type TabItemProps } from "@theme/TabItem";
import { readGroupChoice, readQueryChoice, watchGroupChoice, writeGroupChoice, writeQueryChoice } from "./tab-choice.ts";

export interface TabValue {
  value: string;
  label?: string;
  attributes?: Record<string, string | number | boolean>;
}

export interface TabsProps {
  /** The tabs (default: read from the TabItem children). */
  values?: readonly TabValue[];
  /** The tab chosen first; `null` chooses none. Default: the child marked `default`, else the first. */
  defaultValue?: string | null;
  /** Tabs with the same group switch together, and the choice is remembered (localStorage). */
  groupId?: string;
  /** Reads and writes the choice as `?<key>=value`: `true` uses `groupId` as the key. */
  queryString?: string | boolean;
  /** Renders only the chosen panel (the others when chosen). */
  lazy?: boolean;
  /** Tabs as a full-width bar. */
  block?: boolean;
  className?: string;
  children?: ReactNode;
}

interface Tab extends TabValue {
  item: ReactElement<TabItemProps>;
}

/** The TabItem children, checked as Docusaurus checks them. */
function tabsOf({ values, children }: TabsProps): Tab[] {
  const items: ReactElement<TabItemProps>[] = [];
  for (const child of Children.toArray(children)) {
    if (typeof child === "string" && child.trim() === "") continue;
    if (!isValidElement<TabItemProps>(child) || child.type !== TabItem) {
      throw new Error("every child of <Tabs> must be a <TabItem value=\"…\">");
    }
    items.push(child);
  }
  const tabs: Tab[] = values
    ? values.map((v) => {
        const item = items.find((i) => i.props.value === v.value);
        if (!item) throw new Error(`<Tabs> has a value "${v.value}" in \`values\` but no <TabItem value="${v.value}">`);
        return { ...v, item };
      })
    : items.map((item) => ({ value: item.props.value, label: item.props.label, attributes: item.props.attributes, item }));
  const seen = new Set<string>();
  for (const tab of tabs) {
    if (typeof tab.value !== "string" || tab.value === "") throw new Error("every <TabItem> needs a `value`");
    if (seen.has(tab.value)) throw new Error(`<Tabs> has two tabs with the value "${tab.value}"; values must be unique`);
    seen.add(tab.value);
  }
  return tabs;
}

function defaultOf(props: TabsProps, tabs: Tab[]): string | null {
  if (props.defaultValue === null) return null;
  const value = props.defaultValue ?? tabs.find((t) => t.item.props.default)?.value ?? tabs[0]?.value ?? null;
  if (value !== null && !tabs.some((t) => t.value === value)) {
    throw new Error(`<Tabs defaultValue="${value}"> names no tab; the values are ${tabs.map((t) => `"${t.value}"`).join(", ")}`);
  }
  return value;
}

function queryKeyOf({ queryString, groupId }: TabsProps): string | undefined {
  if (typeof queryString === "string" && queryString) return queryString;
  if (queryString !== true) return undefined;
  if (!groupId) throw new Error("<Tabs queryString> needs a `groupId` (the key), or a key: queryString=\"key\"");
  return groupId;
}

export default function TabsIsland(props: TabsProps) {
  const { groupId, lazy, block, className } = props;
  const tabs = tabsOf(props);
  const fallback = defaultOf(props, tabs);
  const queryKey = queryKeyOf(props);
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  const [selected, setSelected] = useState<string | null>(fallback);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const isValue = (value: string | null): value is string => value !== null && tabs.some((t) => t.value === value);

  useEffect(() => {
    const chosen = [queryKey ? readQueryChoice(queryKey) : null, groupId ? readGroupChoice(groupId) : null].find(isValue);
    if (chosen !== undefined) setSelected(chosen);
    setHydrated(true);
    return groupId ? watchGroupChoice(groupId, (value) => isValue(value) && setSelected(value)) : undefined;
    // The tabs' values are fixed for an island's life (its props come from the page).
  }, [groupId, queryKey]);

  // A choice that changes the height of tabs above keeps the chosen tab where the reader saw it.
  const anchor = useRef<{ button: HTMLElement; top: number } | null>(null);
  useLayoutEffect(() => {
    const kept = anchor.current;
    anchor.current = null;
    if (kept) window.scrollBy(0, kept.button.getBoundingClientRect().top - kept.top);
  }, [selected]);

  function choose(index: number, focus: boolean) {
    const tab = tabs[index];
    if (!tab) return;
    const button = buttons.current[index];
    if (focus) button?.focus();
    if (button) anchor.current = { button, top: button.getBoundingClientRect().top };
    setSelected(tab.value);
    if (groupId) writeGroupChoice(groupId, tab.value);
    if (queryKey) writeQueryChoice(queryKey, tab.value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = buttons.current.findIndex((b) => b === document.activeElement);
    if (current === -1) return;
    const last = tabs.length - 1;
    const next = { ArrowRight: current === last ? 0 : current + 1, ArrowLeft: current === 0 ? last : current - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next, true);
  }

  const classes = ["tabs", block ? "tabs--block" : "", hydrated ? "" : "tabs--static", className ?? ""].filter(Boolean).join(" ");
  const focusable = isValue(selected) ? selected : tabs[0]?.value;
  return (
    <div className={classes}>
      {hydrated ? (
        <div role="tablist" aria-orientation="horizontal" className="tabs__list" onKeyDown={onKeyDown}>
          {tabs.map((tab, i) => {
            const { className: extraClass, ...attributes } = tab.attributes ?? {};
            const isSelected = tab.value === selected;
            return (
              <button
                {...attributes}
                key={tab.value}
                ref={(button) => {
                  buttons.current[i] = button;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${i}`}
                aria-selected={isSelected}
                aria-controls={`${id}-panel-${i}`}
                tabIndex={tab.value === focusable ? 0 : -1}
                className={["tabs__tab", isSelected ? "tabs__tab--selected" : "", typeof extraClass === "string" ? extraClass : ""].filter(Boolean).join(" ")}
                onClick={() => choose(i, false)}
              >
                {tab.label ?? tab.value}
              </button>
            );
          })}
        </div>
      ) : null}
      {tabs.map((tab, i) => {
        const isSelected = tab.value === selected;
        if (hydrated && lazy && !isSelected) return null;
        const panelClass = tab.item.props.className ? `tab-panel ${tab.item.props.className}` : "tab-panel";
        // One element per panel in both renders, the caption in front: hydrating keeps the
        // panel's content (and any island in it) where it is.
        const panelProps = hydrated
          ? { role: "tabpanel", id: `${id}-panel-${i}`, "aria-labelledby": `${id}-tab-${i}`, tabIndex: 0, hidden: !isSelected }
          : {};
        return (
          <div key={tab.value} className={panelClass} {...panelProps}>
            {hydrated ? null : <div className="tab-caption">{tab.label ?? tab.value}</div>}
            {tab.item.props.children}
          </div>
        );
      })}
    </div>
  );
}
