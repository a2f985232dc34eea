// `@docusaurus/theme-common`: `useColorMode()`, the colour mode of the page and a way to change
// it. The mode is the `data-theme` attribute of the document (set before the first paint by the
// head script, and by the theme's toggle), so the hook and the toggle always agree; a mode set
// here is stored as the toggle stores it.
import { useSyncExternalStore } from "react";
import { THEME_STORAGE_KEY } from "@theme-original/ColorModeToggle";
import { useSite } from "../runtime/context.tsx";

export type ColorMode = "light" | "dark";

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  return () => observer.disconnect();
}

function documentMode(): ColorMode {
  return document.documentElement.dataset.theme === "dark" ? "dark" : "light";
}

function setColorMode(mode: ColorMode | null): void {
  const next = mode ?? (window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light");
  document.documentElement.dataset.theme = next;
  try {
    if (mode) localStorage.setItem(THEME_STORAGE_KEY, mode);
    else localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode); the mode still applies to this page.
  }
}

export function useColorMode(): { colorMode: ColorMode; setColorMode: (mode: ColorMode | null) => void } {
  const fallback = useSite().colorMode.defaultMode;
  const colorMode = useSyncExternalStore(subscribe, documentMode, () => fallback);
  return { colorMode, setColorMode };
}
