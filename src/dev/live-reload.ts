// Live reload for `sitec dev`: a server-sent-events channel and the small script every page
// served in watch mode gets. After a rebuild the page reloads itself and returns to where the
// reader was; a failed build shows an overlay with the error until a fix is saved.
import type { IncomingMessage, ServerResponse } from "node:http";
import { REFRESH_EVENT } from "../shared/types.ts";

export const EVENTS_PATH = "/__sitec/events";

/** `inPlace`: only page data changed, so the runtime can show it without a page load. */
export type DevEvent = { type: "reload"; inPlace?: boolean } | { type: "error"; message: string } | { type: "ok" };

/** The script injected into every HTML page in watch mode (plain ES2017, no dependencies). */
export const DEV_CLIENT_SCRIPT = `(function () {
  var key = "sitec-dev-scroll:" + location.pathname;
  var saved = sessionStorage.getItem(key);
  if (saved !== null) {
    sessionStorage.removeItem(key);
    var restore = function () { window.scrollTo(0, Number(saved)); };
    if (document.readyState === "complete") restore(); else window.addEventListener("load", restore);
  }
  function overlay(message) {
    var el = document.getElementById("sitec-dev-overlay");
    if (!message) { if (el) el.remove(); return; }
    if (!el) {
      el = document.createElement("div");
      el.id = "sitec-dev-overlay";
      el.setAttribute("role", "alert");
      el.style.cssText = "position:fixed;inset:0;z-index:2147483647;background:rgba(20,20,24,.94);color:#fff;padding:2rem;overflow:auto;font:14px/1.5 ui-monospace,monospace";
      document.body.appendChild(el);
    }
    el.innerHTML = "";
    var title = document.createElement("h2");
    title.textContent = "The site could not be rebuilt";
    title.style.cssText = "margin:0 0 1rem;font:600 20px system-ui,sans-serif;color:#ff9ea5";
    var pre = document.createElement("pre");
    pre.textContent = message;
    pre.style.cssText = "white-space:pre-wrap;margin:0";
    var hint = document.createElement("p");
    hint.textContent = "Fix the file and save it: this page updates by itself.";
    hint.style.cssText = "margin-top:1.5rem;font-family:system-ui,sans-serif;opacity:.8";
    el.appendChild(title); el.appendChild(pre); el.appendChild(hint);
  }
  var source = new EventSource("${EVENTS_PATH}");
  source.addEventListener("reload", function (e) {
    // The runtime shows the rebuilt data in place when it can (it cancels the event).
    if (JSON.parse(e.data).inPlace && !window.dispatchEvent(new CustomEvent(${JSON.stringify(REFRESH_EVENT)}, { cancelable: true }))) return;
    sessionStorage.setItem(key, String(window.scrollY));
    location.reload();
  });
  source.addEventListener("build-error", function (e) { overlay(JSON.parse(e.data).message); });
  source.addEventListener("build-ok", function () { overlay(null); });
})();`;

/** Adds the live-reload script to an HTML page. */
export function injectDevClient(html: string): string {
  const tag = `<script>${DEV_CLIENT_SCRIPT}</script>`;
  return html.includes("</body>") ? html.replace("</body>", `${tag}</body>`) : html + tag;
}

/** Keeps the open event streams and sends each event to all of them. */
export class LiveReload {
  private readonly clients = new Set<ServerResponse>();
  /** The last build error, sent to pages that connect while it stands. */
  private lastError: string | undefined;

  /** Answers the events request; returns false for any other request. */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    if (!req.url?.startsWith(EVENTS_PATH)) return false;
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
    res.write("retry: 500\n\n");
    if (this.lastError) res.write(format({ type: "error", message: this.lastError }));
    this.clients.add(res);
    req.on("close", () => this.clients.delete(res));
    return true;
  }

  send(event: DevEvent): void {
    this.lastError = event.type === "error" ? event.message : undefined;
    const text = format(event);
    for (const client of this.clients) client.write(text);
  }

  get connections(): number {
    return this.clients.size;
  }

  close(): void {
    for (const client of this.clients) client.end();
    this.clients.clear();
  }
}

function format(event: DevEvent): string {
  const name = event.type === "error" ? "build-error" : event.type === "ok" ? "build-ok" : "reload";
  return `event: ${name}\ndata: ${JSON.stringify(event)}\n\n`;
}
