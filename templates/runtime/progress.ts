// The progress bar of slow navigations, after nprogress: it appears only when a navigation
// takes longer than 200 ms, starts at 0.08, creeps forward every 800 ms while the data loads,
// and on completion runs to the end and fades out (200 ms each).
export const PROGRESS_OPTIONS = { delay: 200, minimum: 0.08, speed: 200, trickle: 800 };
export type ProgressOptions = typeof PROGRESS_OPTIONS;

/** What the bar shows: a value from `minimum` to 1, or fading out after reaching 1. */
export interface ProgressState {
  value: number;
  fading: boolean;
}

/** Draws a state; `null` removes the bar. */
export type ProgressRender = (state: ProgressState | null, options: ProgressOptions) => void;

export interface Progress {
  /** A navigation started: the bar appears if it is still running after `delay`. */
  start(): void;
  /** The navigation ended: the bar (if shown) completes and fades out. */
  done(): void;
}

/** How far one trickle moves the bar: big steps first, ever smaller ones near the end (nprogress). */
export function trickleAmount(value: number): number {
  if (value < 0.2) return 0.1;
  if (value < 0.5) return 0.04;
  if (value < 0.8) return 0.02;
  if (value < 0.99) return 0.005;
  return 0;
}

export function createProgress(render: ProgressRender, options: ProgressOptions = PROGRESS_OPTIONS): Progress {
  let value: number | null = null;
  let delayTimer: ReturnType<typeof setTimeout> | undefined;
  let trickleTimer: ReturnType<typeof setTimeout> | undefined;
  let fadeTimer: ReturnType<typeof setTimeout> | undefined;

  const set = (next: number) => {
    value = Math.min(Math.max(next, options.minimum), 1);
    render({ value, fading: false }, options);
    if (value < 1) return;
    clearTimeout(trickleTimer);
    fadeTimer = setTimeout(() => {
      render({ value: 1, fading: true }, options);
      fadeTimer = setTimeout(() => {
        value = null;
        render(null, options);
      }, options.speed);
    }, options.speed);
  };

  const trickle = () => {
    trickleTimer = setTimeout(() => {
      if (value === null || value >= 1) return;
      set(Math.min(value + trickleAmount(value), 0.994));
      trickle();
    }, options.trickle);
  };

  return {
    start() {
      if (delayTimer !== undefined || (value !== null && value < 1)) return;
      // A new navigation while the last bar fades out: start over.
      clearTimeout(fadeTimer);
      if (value !== null) {
        value = null;
        render(null, options);
      }
      delayTimer = setTimeout(() => {
        delayTimer = undefined;
        set(options.minimum);
        trickle();
      }, options.delay);
    },
    done() {
      clearTimeout(delayTimer);
      delayTimer = undefined;
      if (value === null || value >= 1) return;
      clearTimeout(trickleTimer);
      set(1);
    },
  };
}

/** Draws the bar as a fixed element at the top of the page. */
export function renderProgressBar(): ProgressRender {
  let bar: HTMLElement | null = null;
  return (state, options) => {
    if (!state) {
      bar?.remove();
      bar = null;
      return;
    }
    if (!bar) {
      bar = document.createElement("div");
      bar.className = "progress-bar";
      bar.setAttribute("role", "progressbar");
      bar.setAttribute("aria-label", "Loading page");
      bar.setAttribute("aria-valuemin", "0");
      bar.setAttribute("aria-valuemax", "1");
      bar.append(document.createElement("div"));
      document.body.append(bar);
    }
    const fill = bar.firstElementChild as HTMLElement;
    bar.setAttribute("aria-valuenow", state.value.toFixed(3));
    bar.style.transition = `opacity ${options.speed}ms linear`;
    bar.style.opacity = state.fading ? "0" : "1";
    fill.style.transition = `transform ${options.speed}ms ease`;
    fill.style.transform = `translateX(${((state.value - 1) * 100).toFixed(1)}%)`;
  };
}
