// Renders an MDX page's content to HTML on the server. Every component an MDX file imports, and
// every component the theme provides without import, is wrapped (wrapComponent): the wrapper asks
// the render whether the component is an island, and renders it through renderIsland if so, or
// in place (static HTML, no JavaScript) if not; and it names the component when it throws.
// The children an island reads the props of (TabItem in Tabs) stay as they are: the island
// finds them by their type.
import { createContext, createElement, useContext, type ComponentType, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { renderIsland } from "./island-server.tsx";
import { ISLAND_CHILDREN } from "./island-tree.ts";
import { MissingGrammars } from "./missing-grammars.ts";
import { RuntimeContext, type RuntimeState } from "./context.tsx";

/** Where a component came from: the importing module, the import's specifier and export name. */
export interface ComponentRef {
  importer: string;
  specifier: string;
  exportName: string;
  /** The name the MDX file uses. */
  name: string;
}

interface MdxRender {
  /** The island's name, when the component is one. */
  islandOf(ref: ComponentRef): string | undefined;
}

const RenderContext = createContext<MdxRender>({ islandOf: () => undefined });

/** A component's failure while rendering, with its name. */
export class ComponentError extends Error {
  constructor(
    readonly component: string,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = "ComponentError";
  }
}

type AnyComponent = ComponentType<Record<string, unknown>>;

const isComponent = (value: unknown): value is AnyComponent =>
  typeof value === "function" || (typeof value === "object" && value !== null && "$$typeof" in value);

/**
 * `Component` wrapped as above; a value that is no component is returned as it is, and so is an
 * island's child component (TabItem): its island finds it among its children by identity.
 */
export function wrapComponent(Component: unknown, ref: ComponentRef): unknown {
  if (!isComponent(Component) || Object.values(ISLAND_CHILDREN).includes(Component as never)) return Component;
  const plainFunction = typeof Component === "function" && !(Component.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent;
  function Wrapped(props: Record<string, unknown>): ReactElement | null {
    const island = useContext(RenderContext).islandOf(ref);
    if (island) return renderIsland(island, Component as AnyComponent, props);
    if (!plainFunction) return createElement(Component as AnyComponent, props);
    try {
      return (Component as (props: Record<string, unknown>) => ReactElement | null)(props);
    } catch (error) {
      throw error instanceof ComponentError ? error : new ComponentError(ref.name, error);
    }
  }
  Wrapped.displayName = ref.name;
  // What it wraps, for islands that read their children's props (island-tree.ts's childName).
  Wrapped.wraps = Component;
  if (plainFunction) carryParts(Component, Wrapped, ref);
  return Wrapped;
}

/** What React reads of a component function itself: never a part of it. */
const REACT_STATICS = new Set(["displayName", "propTypes", "defaultProps", "contextType", "contextTypes", "childContextTypes", "wraps"]);

/**
 * The parts a component carries as properties (`Steps.Step = Step`), which MDX reads for
 * `<Steps.Step>` as `Steps.Step`: on the wrapper too, each component among them wrapped in turn
 * (rendered in place, and named as the page writes it when it throws).
 */
function carryParts(Component: object, Wrapped: object, ref: ComponentRef): void {
  for (const [key, value] of Object.entries(Component)) {
    if (REACT_STATICS.has(key)) continue;
    const name = `${ref.name}.${key}`;
    (Wrapped as Record<string, unknown>)[key] = isComponent(value) ? wrapComponent(value, { ...ref, exportName: `${ref.exportName}.${key}`, name }) : value;
  }
}

/** A page's render: its HTML, unless a code block's grammar was missing (then load them, and render again). */
export interface MdxPageRender {
  html: string;
  /** Prism grammars the page's code blocks need and that are not loaded. */
  missingGrammars: string[];
}

/**
 * The components the page's content is given (the theme's, provided without import), for the
 * Markdown files it imports: MDX passes them to the page's content only, and Docusaurus's
 * MDXProvider gives them to every MDX module of the page.
 */
const PageComponents = createContext<Record<string, unknown>>({});

/** The provided components, for an imported Markdown file's content (mdx-bundle.ts's partials). */
export function usePageComponents(): Record<string, unknown> {
  return useContext(PageComponents);
}

/**
 * The page's HTML: `Content` (an MDX module's default export) with the provided components, in
 * `runtime` (the site as the config gives it and the page's route: Link, useBaseUrl and
 * useDocusaurusContext work in content as in pages).
 */
export function renderMdxPage(Content: AnyComponent, provided: Record<string, unknown>, islandOf: (ref: ComponentRef) => string | undefined, runtime?: RuntimeState): MdxPageRender {
  const components = Object.fromEntries(Object.entries(provided).map(([name, component]) => [name, wrapComponent(component, { importer: "@theme", specifier: `@theme/${name}`, exportName: "default", name })]));
  const missing = new Set<string>();
  const content = createElement(PageComponents.Provider, { value: components }, createElement(Content, { components }));
  const inRuntime = runtime ? createElement(RuntimeContext.Provider, { value: runtime }, content) : content;
  const page = createElement(RenderContext.Provider, { value: { islandOf } }, inRuntime);
  const html = renderToString(createElement(MissingGrammars.Provider, { value: (id: string) => missing.add(id) }, page));
  return { html, missingGrammars: [...missing] };
}
