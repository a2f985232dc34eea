// The copy button of code blocks, wired once by event delegation (it works for pages
// rendered later by client-side navigation too).
const RESET_AFTER_MS = 2000;

export function installCopyButtons(): void {
  document.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.("button[data-copy]");
    if (!button) return;
    const code = button.parentElement?.querySelector("pre code");
    if (!code) return;
    void navigator.clipboard?.writeText(code.textContent ?? "").then(() => {
      button.textContent = "Copied";
      button.classList.add("copied");
      setTimeout(() => {
        button.textContent = "Copy";
        button.classList.remove("copied");
      }, RESET_AFTER_MS);
    });
  });
}
