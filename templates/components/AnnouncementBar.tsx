// The optional announcement above the navbar. Dismissal is remembered per announcement id:
// a new id shows the bar again.
//
// Two things happen before the first paint, in an inline script right before the bar (the
// page's Content-Security-Policy allows inline scripts by hash, but no inline styles): the
// configured colours become CSS variables, and a bar the reader dismissed is hidden by an
// attribute on <html>, so it never flashes or shifts the page when hydration removes it.
import { useEffect, useState } from "react";
import type { AnnouncementData } from "../../src/shared/types.ts";
import { useSite } from "../runtime/context.tsx";
import { CloseIcon } from "./Icons.tsx";

export const DISMISS_KEY = "docusaurus.announcement.dismiss";
export const ID_KEY = "docusaurus.announcement.id";
/** Set on <html> by the inline script when the stored dismissal belongs to this bar's id. */
export const INITIALLY_DISMISSED_ATTRIBUTE = "data-announcement-bar-initially-dismissed";

const literal = (value: string) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The inline script: colours as CSS variables, dismissed state as an attribute. */
export function announcementScript(bar: AnnouncementData): string {
  return (
    `(function(){var d=document.documentElement;` +
    `d.style.setProperty("--announcement-bg",${literal(bar.backgroundColor)});` +
    `d.style.setProperty("--announcement-text",${literal(bar.textColor)});` +
    `try{if(localStorage.getItem(${literal(ID_KEY)})===${literal(bar.id)}&&localStorage.getItem(${literal(DISMISS_KEY)})==="true")` +
    `d.setAttribute(${literal(INITIALLY_DISMISSED_ATTRIBUTE)},"true")}catch(e){}})()`
  );
}

export function AnnouncementBar() {
  const { announcementBar: bar } = useSite();
  // Rendered on the server and at hydration alike; the effect then reads the storage.
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (!bar) return;
    try {
      const sameId = localStorage.getItem(ID_KEY) === bar.id;
      if (!sameId) {
        localStorage.setItem(ID_KEY, bar.id);
        localStorage.setItem(DISMISS_KEY, "false");
      }
      setDismissed(sameId && localStorage.getItem(DISMISS_KEY) === "true");
    } catch {
      // Without storage the bar simply shows.
    }
  }, [bar]);
  if (!bar) return null;
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: announcementScript(bar) }} />
      {!dismissed && (
        <div className="announcement-bar" role="banner">
          <div className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
          {bar.isCloseable && (
            <button
              type="button"
              className="icon-button announcement-close"
              aria-label="Close"
              onClick={() => {
                setDismissed(true);
                try {
                  localStorage.setItem(DISMISS_KEY, "true");
                } catch {
                  // Dismissal then lasts for this page only.
                }
              }}
            >
              <CloseIcon />
            </button>
          )}
        </div>
      )}
    </>
  );
}

export default AnnouncementBar;
