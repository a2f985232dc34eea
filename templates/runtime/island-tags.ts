// The tag names of islands and of their static slots: custom elements (a hyphen in the name),
// valid HTML; styled `display: contents`, so they add no box. Its own module so that Content
// can look for islands without loading the islands runtime.
export const ISLAND_TAG = "sitec-island";
export const SLOT_TAG = "sitec-static";
