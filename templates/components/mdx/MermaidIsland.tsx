// The Mermaid island in the browser: it hydrates the diagram's source as the server wrote it
// (MermaidSource), then loads the `mermaid` package (a chunk of its own, fetched only by a page
// that has a diagram) and draws the diagram in the theme of the colour mode, again when the
// mode changes, as Docusaurus's theme-mermaid does: `startOnLoad: false`, the config's
// `mermaid.options`, then `mermaid.theme.light` or `.dark`. A diagram Mermaid cannot read keeps
// its source, under the error Mermaid gave.
import { useContext, useEffect, useId, useRef, useState, type ReactElement } from "react";
import { useColorMode } from "../../docusaurus/theme-common.ts";
import { RuntimeContext } from "../../runtime/context.tsx";
import type { MermaidSettings } from "../../../src/shared/types.ts";
import { MERMAID_CONTAINER_CLASS, MERMAID_SOURCE_CLASS } from "../../../src/shared/mermaid.ts";
import MermaidSource, { PlainCodeBlock, type MermaidProps } from "./MermaidSource.tsx";

type Drawing = { svg: string; bindFunctions?: (element: Element) => void } | { error: string };

/** Docusaurus's defaults, for a page whose runtime has no settings (it always has them when the site draws diagrams). */
const DEFAULT_SETTINGS: MermaidSettings = { theme: { light: "default", dark: "dark" }, options: {} };

async function draw(id: string, text: string, config: Record<string, unknown>): Promise<Drawing> {
  const { default: mermaid } = await import("mermaid");
  mermaid.initialize({ startOnLoad: false, ...config });
  try {
    const { svg, bindFunctions } = await mermaid.render(id, text);
    return { svg, bindFunctions };
  } catch (error) {
    // Mermaid leaves the element it drew in (`d` and the id) in the page when it fails.
    document.getElementById(`d${id}`)?.remove();
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

export default function MermaidIsland({ value }: MermaidProps): ReactElement {
  const settings = useContext(RuntimeContext)?.site.mermaid ?? DEFAULT_SETTINGS;
  const { colorMode } = useColorMode();
  // An id Mermaid can use in CSS selectors: useId's has characters they cannot hold.
  const id = `mermaid-${useId().replace(/[^\w-]/g, "")}`;
  const [drawing, setDrawing] = useState<Drawing>();
  const box = useRef<HTMLDivElement>(null);
  const draws = useRef(0);
  const theme = settings.theme[colorMode];
  useEffect(() => {
    let current = true;
    // Each drawing its own id: one still under way when the mode changes (or when hydration
    // moves from the server's mode to the page's) must not share Mermaid's working element.
    void draw(`${id}-${++draws.current}`, value, { ...settings.options, theme }).then((result) => {
      if (current) setDrawing(result);
    });
    return () => {
      current = false;
    };
  }, [id, value, theme, settings.options]);
  useEffect(() => {
    // Click handlers and links Mermaid wires to the drawn diagram.
    if (drawing && "svg" in drawing && box.current) drawing.bindFunctions?.(box.current);
  }, [drawing]);
  if (!drawing) return <MermaidSource value={value} />;
  if ("error" in drawing) {
    return (
      <div className={MERMAID_CONTAINER_CLASS}>
        <p className="mermaid-error" role="alert">
          This diagram could not be drawn. Mermaid says:
        </p>
        <PlainCodeBlock text={drawing.error} />
        <PlainCodeBlock text={value} className={MERMAID_SOURCE_CLASS} />
      </div>
    );
  }
  return <div ref={box} className={MERMAID_CONTAINER_CLASS} dangerouslySetInnerHTML={{ __html: drawing.svg }} />;
}
