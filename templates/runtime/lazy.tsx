// Parts of the page loaded on demand from their own chunk (the search UI, for one). While the
// chunk loads, nothing is shown for 200 ms and a spinner after that; a failed load shows an
// error text with `Retry`, which loads the chunk again. Once loaded, the part renders at once
// wherever it is used. Server rendering and hydration render nothing in its place.
import { useEffect, useState, type ComponentType } from "react";

export const LAZY_DELAY_MS = 200;

export interface LazyPartOptions {
  /** Milliseconds before the spinner appears. */
  delay?: number;
  /** What is loading, for screen readers: `Loading {label}…`. */
  label?: string;
}

export type LazyPart<P> = ComponentType<P> & {
  /** Starts loading the chunk early (on hover or focus), without rendering it. */
  preload(): Promise<unknown>;
};

export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { delay = LAZY_DELAY_MS, label = "this part of the page" }: LazyPartOptions = {},
): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));

  function Lazy(props: P) {
    const [component, setComponent] = useState<{ C?: ComponentType<P> }>({ C: loaded });
    const [error, setError] = useState<unknown>();
    const [slow, setSlow] = useState(false);
    const [attempt, setAttempt] = useState(0);

    useEffect(() => {
      if (component.C) return;
      let active = true;
      setSlow(false);
      const timer = setTimeout(() => active && setSlow(true), delay);
      start().then(
        (C) => active && setComponent({ C }),
        (e: unknown) => active && setError(e ?? new Error("unknown error")),
      );
      return () => {
        active = false;
        clearTimeout(timer);
      };
    }, [attempt, component.C]);

    if (component.C) return <component.C {...props} />;
    if (error !== undefined) {
      return (
        <div className="lazy-error" role="alert">
          <p>
            Could not load {label}: {error instanceof Error ? error.message : String(error)}
          </p>
          <button
            type="button"
            className="button button-outline"
            onClick={() => {
              setError(undefined);
              setAttempt((n) => n + 1);
            }}
          >
            Retry
          </button>
        </div>
      );
    }
    if (!slow) return null;
    return (
      <div className="lazy-loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">Loading {label}…</span>
      </div>
    );
  }
  return Object.assign(Lazy, { preload: () => start().catch(() => undefined) });
}
