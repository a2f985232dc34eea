// The wrong-base-URL banner. A site built for one base URL (`/`) but served under another path
// (`/docs-site/`) loads its HTML, but none of its styles, scripts or links: the reader would see
// a broken page with no hint why. So every page (except the not-found page, which is served at
// any path) carries a tiny inline script, run by the browser before the bundle is even
// requested: it compares the address with the path this page was built for and, when they
// differ, puts a banner above the page that names the likely fix. It needs nothing else to
// load, and its styles are inline, as the stylesheet is missing in exactly this case.
// The page's route is read from the script element's `data-route`, so the script text is the
// same on every page and one Content-Security-Policy hash allows it site-wide.

/** The element id of the banner. */
export const BASE_URL_BANNER_ID = "sitec-base-url-banner";

/** The attribute of the script element that holds the page's route path. */
export const ROUTE_ATTRIBUTE = "data-route";

// Plain ES5, run as written: `b` is the configured base URL, `r` the route path of the page.
const SOURCE = `(function(b){try{
var r=document.currentScript.getAttribute(${JSON.stringify(ROUTE_ATTRIBUTE)});if(!r)return;
var strip=function(p){p=p.replace(/\\/index\\.html$/,"/").replace(/\\.html$/,"").replace(/\\/+$/,"");return p||"/"};
var here=strip(decodeURI(location.pathname));
var built=strip(r==="/"?b:b+r.slice(1));
if(here===built)return;
var base=r==="/"?here+"/":here.slice(-r.length)===r?here.slice(0,-r.length)+"/":"";
base=base.replace(/\\/+$/,"/");
var d=document.createElement("div"),c=function(t){var e=document.createElement("code");e.textContent=t;return e},
t=function(s){d.appendChild(document.createTextNode(s))};
d.id=${JSON.stringify(BASE_URL_BANNER_ID)};d.setAttribute("role","alert");
d.style.cssText="position:relative;z-index:1000;padding:12px 16px;background:#fff3cd;color:#3d2e00;border-bottom:2px solid #d4a72c;font:16px/1.5 system-ui,sans-serif";
t("This site did not load properly: this page is served at ");d.appendChild(c(here));
t(", but it was built for the base URL ");d.appendChild(c(b));
t(". A wrong base URL is the most likely cause: styles, scripts and links point outside the folder the site is served from.");
if(base){t(" We suggest building with baseUrl ");d.appendChild(c(base));t(" in site.config.ts (or sitec build --base-url "+base+").")}
document.body.insertBefore(d,document.body.firstChild)
}catch(e){}})`;

/** The inline script (the same on every page): checks the address against `baseUrl` + the element's route. */
export function baseUrlCheckScript(baseUrl: string): string {
  const literal = (value: string) => JSON.stringify(value).replace(/</g, "\\u003c");
  return `${SOURCE.replace(/\n/g, "")}(${literal(baseUrl)})`;
}
