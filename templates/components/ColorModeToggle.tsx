// Switches between light and dark. Disabled until hydration: before that a click could not
// be handled. The inline head script has already applied the stored mode (no flash).
import { useEffect, useState } from "react";
import { useHydrated, useSite } from "../runtime/context.tsx";
import { MoonIcon, SunIcon } from "./Icons.tsx";

export const THEME_STORAGE_KEY = "theme";
type Mode = "light" | "dark";

function currentMode(fallback: Mode): Mode {
  if (typeof document === "undefined") return fallback;
  return document.documentElement.dataset.theme === "dark" ? "dark" : "light";
}

export function ColorModeToggle() {
  const site = useSite();
  const hydrated = useHydrated();
  const [mode, setMode] = useState<Mode>(site.colorMode.defaultMode);

  // After hydration, adopt what the head script chose (stored or system preference).
  useEffect(() => setMode(currentMode(site.colorMode.defaultMode)), [site.colorMode.defaultMode]);

  useEffect(() => {
    if (!site.colorMode.respectPrefersColorScheme) return;
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    const follow = (e: MediaQueryListEvent) => {
      if (localStorage.getItem(THEME_STORAGE_KEY)) return;
      apply(e.matches ? "dark" : "light", false);
    };
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  });

  function apply(next: Mode, store: boolean) {
    document.documentElement.dataset.theme = next;
    if (store) {
      try {
        localStorage.setItem(THEME_STORAGE_KEY, next);
      } catch {
        // Storage can be blocked (private mode); the mode still applies to this page.
      }
    }
    setMode(next);
  }

  if (site.colorMode.disableSwitch) return null;
  return (
    <button
      type="button"
      className="icon-button color-mode-toggle"
      disabled={!hydrated}
      title={`Switch between dark and light mode (currently ${mode} mode)`}
      aria-label={`Switch between dark and light mode (currently ${mode} mode)`}
      aria-live="polite"
      // From the document, not this state: `useColorMode()` of a page may have changed the mode.
      onClick={() => apply(currentMode(mode) === "dark" ? "light" : "dark", true)}
    >
      {/* Both icons, the stylesheet shows the one of `data-theme`: right from the first paint,
          before hydration has read the mode the head script applied. */}
      <SunIcon className="icon-light-mode" />
      <MoonIcon className="icon-dark-mode" />
    </button>
  );
}

export default ColorModeToggle;
