// An SVG file as a React component, as SVGR makes one for Docusaurus: the file's root `<svg>`
// attributes as props (the component's own props over them, as SVGR spreads them last), its
// content as it is, and a `title` prop as the first child `<title>`. The default export and
// `ReactComponent` are the component.

const ROOT = /<svg\b([^>]*)>([\s\S]*)<\/svg\s*>/i;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/** Attribute names React spells otherwise (the rest, `stroke-width` and so on, React writes as given). */
const REACT_NAMES: Record<string, string> = { class: "className", "xlink:href": "xlinkHref", "xml:space": "xmlSpace", "xmlns:xlink": "xmlnsXlink", "xml:lang": "xmlLang", tabindex: "tabIndex" };

const camel = (name: string) => (name.startsWith("--") ? name : name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()));

/** A `style` attribute as React's style object. */
function styleObject(value: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of value.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    if (name) style[camel(name)] = declaration.slice(colon + 1).trim();
  }
  return style;
}

const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&apos;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** The root's attributes as React props. */
export function svgProps(attributes: string): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [, name = "", a, b, c] of attributes.matchAll(ATTRIBUTE)) {
    const value = decode(a ?? b ?? c ?? "");
    const lower = name.toLowerCase();
    if (lower === "style") props.style = styleObject(value);
    else props[REACT_NAMES[lower] ?? name] = value;
  }
  return props;
}

/** The module of an SVG file's component; a file without an `<svg>` root gives an empty one. */
export function svgComponentModule(source: string): string {
  // Comments and the XML prolog before the root are not part of it.
  const match = ROOT.exec(source.replace(/<!--[\s\S]*?-->/g, ""));
  const props = match ? svgProps(match[1] ?? "") : {};
  const inner = match?.[2]?.trim() ?? "";
  return [
    `import { createElement } from "react";`,
    `const attributes = ${JSON.stringify(props)};`,
    `const inner = ${JSON.stringify(inner)};`,
    `const escape = (text) => String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");`,
    `export default function SvgComponent({ title, titleId, children: _children, ...props }) {`,
    `  const heading = title ? \`<title\${titleId ? \` id="\${escape(titleId)}"\` : ""}>\${escape(title)}</title>\` : "";`,
    `  return createElement("svg", { ...attributes, ...(titleId ? { "aria-labelledby": titleId } : {}), ...props, dangerouslySetInnerHTML: { __html: heading + inner } });`,
    `}`,
    `export { SvgComponent as ReactComponent };`,
  ].join("\n");
}
