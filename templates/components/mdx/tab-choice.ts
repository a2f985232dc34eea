// Where a Tabs island's choice comes from and goes to, as in Docusaurus: the query string
// (`?<key>=value`), then the tab group's choice in localStorage (`docusaurus.tab.<groupId>`),
// then the default. Tabs of one group on a page follow each other through a `storage` event
// the page sends itself (the browser sends it to other windows).

/** The localStorage key of a tab group's choice (Docusaurus's, so a reader's choice carries over). */
export const groupStorageKey = (groupId: string) => `docusaurus.tab.${groupId}`;

export function readGroupChoice(groupId: string): string | null {
  try {
    return localStorage.getItem(groupStorageKey(groupId));
  } catch {
    return null; // storage disabled: the choice lasts for the page only
  }
}

/** Stores a group's choice and tells the page's other Tabs of that group. */
export function writeGroupChoice(groupId: string, value: string): void {
  const key = groupStorageKey(groupId);
  let oldValue: string | null = null;
  try {
    oldValue = localStorage.getItem(key);
    localStorage.setItem(key, value);
  } catch {
    // storage disabled: the event below still keeps the page's tabs in step
  }
  window.dispatchEvent(new StorageEvent("storage", { key, oldValue, newValue: value }));
}

/** Calls `onChoice` when the group's choice changes (on this page or in another window). */
export function watchGroupChoice(groupId: string, onChoice: (value: string) => void): () => void {
  const key = groupStorageKey(groupId);
  const listener = (event: StorageEvent) => {
    if (event.key === key && event.newValue !== null) onChoice(event.newValue);
  };
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
}

export function readQueryChoice(key: string): string | null {
  return new URLSearchParams(location.search).get(key);
}

/** Writes `?<key>=value` in place (no history entry, the router's state kept), as Docusaurus does. */
export function writeQueryChoice(key: string, value: string): void {
  const url = new URL(location.href);
  url.searchParams.set(key, value);
  history.replaceState(history.state, "", url.pathname + url.search + url.hash);
}
