// The server bundle's React is React's production build whatever NODE_ENV says, and its parts
// share one React: the theme's hooks run in the renderer. (The development build would warn
// about the keys below, and hooks of another React copy would throw "Invalid hook call".)
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadReactProduction } from "../../../src/bundle/react-production.ts";

interface ReactApi {
  createElement(type: unknown, props?: unknown, ...children: unknown[]): unknown;
  useId(): string;
  useState<T>(initial: T): [T, unknown];
}

const savedNodeEnv = process.env.NODE_ENV;
afterEach(() => {
  vi.restoreAllMocks();
  if (savedNodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = savedNodeEnv;
});

describe("React for the server bundle", () => {
  it.each(["development", "test", undefined])("is the production build with NODE_ENV %s, and leaves NODE_ENV as it was", (nodeEnv) => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const modules = loadReactProduction();
    const react = modules.react as ReactApi;
    const { renderToString } = modules["react-dom/server"] as { renderToString(element: unknown): string };
    // A list without keys: the development build reports it on console.error, the production build does not.
    const list = react.createElement("ul", null, [react.createElement("li", null, "a"), react.createElement("li", null, "b")]);
    expect(renderToString(list)).toBe("<ul><li>a</li><li>b</li></ul>");
    expect(errors).not.toHaveBeenCalled();
    expect(process.env.NODE_ENV).toBe(nodeEnv);
  });

  it("renders hooks through the jsx runtime with the one React of the renderer", () => {
    const modules = loadReactProduction();
    const react = modules.react as ReactApi;
    const { jsx } = modules["react/jsx-runtime"] as { jsx(type: unknown, props: unknown): unknown };
    const { renderToString } = modules["react-dom/server"] as { renderToString(element: unknown): string };
    function Counter() {
      const [count] = react.useState(3);
      return jsx("p", { id: react.useId(), children: count });
    }
    expect(renderToString(jsx(Counter, {}))).toMatch(/^<p id="[^"]+">3<\/p>$/);
    expect(Object.keys(modules).sort()).toEqual(["react", "react-dom", "react-dom/server", "react/jsx-runtime"]);
    expect(typeof (modules["react-dom"] as { flushSync?: unknown }).flushSync).toBe("function");
  });
});
