// The optional announcement above the navbar. Dismissal is remembered per announcement id:
// a new id shows the bar again.
import { useEffect, useState } from "react";
import { useSite } from "../runtime/context.tsx";
import { CloseIcon } from "./Icons.tsx";

export const DISMISS_KEY = "docusaurus.announcement.dismiss";
export const ID_KEY = "docusaurus.announcement.id";

export function AnnouncementBar() {
  const { announcementBar: bar } = useSite();
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
  if (!bar || dismissed) return null;
  return (
    <div className="announcement-bar" role="banner" style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
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
  );
}
