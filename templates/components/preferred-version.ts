// The docs version a reader chose, remembered per docs plugin as Docusaurus does
// (`docs-preferred-version-default`: this site has one docs plugin, the default one).
export const DOCS_PLUGIN_ID = "default";
export const PREFERRED_VERSION_KEY = `docs-preferred-version-${DOCS_PLUGIN_ID}`;

export function savePreferredVersion(name: string): void {
  try {
    localStorage.setItem(PREFERRED_VERSION_KEY, name);
  } catch {
    // Storage can be blocked (private mode): the choice then lasts for this visit only.
  }
}
