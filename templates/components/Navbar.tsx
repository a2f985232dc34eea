// The top bar: brand, items left and right, colour toggle, and below 996 px a drawer with
// the primary menu (navbar items) and the secondary menu (the docs sidebar on docs pages).
import { useEffect, useRef, useState } from "react";
import { useRuntime } from "../runtime/context.tsx";
import ColorModeToggle from "@theme/ColorModeToggle";
import { CloseIcon, MenuIcon } from "./Icons.tsx";
import NavbarItem from "@theme/NavbarItem";
import { DocSidebarItems } from "@theme-original/DocSidebar";

export const MOBILE_BREAKPOINT = 996;
const RESIZE_DEBOUNCE_MS = 20;

/** `hideOnScroll`: hidden while scrolling down, shown on scrolling up and near the top. */
function useHideOnScroll(enabled: boolean, navbar: React.RefObject<HTMLElement | null>): [boolean, (hidden: boolean) => void] {
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    if (!enabled) return;
    last.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const navbarHeight = navbar.current?.offsetHeight ?? 60;
      if (y < navbarHeight) setHidden(false);
      else if (y > last.current) setHidden(true);
      else if (y < last.current) setHidden(false);
      last.current = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [enabled, navbar]);
  return [enabled && hidden, setHidden];
}

export function Navbar() {
  const { site, route } = useRuntime();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer opens only with JavaScript: its copy of the docs sidebar is rendered when it
  // first opens, not into the HTML of every doc page, and then kept (with its open categories).
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hasSecondary = route.props.kind === "doc";
  const [showSecondary, setShowSecondary] = useState(hasSecondary);
  const navRef = useRef<HTMLElement>(null);
  const [hidden, setHidden] = useHideOnScroll(site.navbar.hideOnScroll, navRef);
  const left = site.navbar.items.filter((i) => i.position === "left");
  const right = site.navbar.items.filter((i) => i.position === "right");

  // Close on navigation, on back/forward, and when the layout becomes desktop.
  useEffect(() => setDrawerOpen(false), [route.path]);
  useEffect(() => {
    if (!drawerOpen) return;
    setShowSecondary(hasSecondary);
    document.body.style.overflow = "hidden";
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (window.innerWidth > MOBILE_BREAKPOINT) setDrawerOpen(false);
      }, RESIZE_DEBOUNCE_MS);
    };
    const onPop = () => setDrawerOpen(false);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setDrawerOpen(false);
      toggleRef.current?.focus();
    };
    window.addEventListener("resize", onResize);
    window.addEventListener("popstate", onPop);
    document.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = "";
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
      window.removeEventListener("popstate", onPop);
      document.removeEventListener("keydown", onKey);
    };
  }, [drawerOpen, hasSecondary]);

  const logo = site.logo;
  const brand = (
    <a className="navbar-brand" href={site.baseUrl}>
      {logo && <img className="navbar-logo logo-light" src={logo.src} alt={logo.alt} width={32} height={32} />}
      {logo?.srcDark && <img className="navbar-logo logo-dark" src={logo.srcDark} alt={logo.alt} width={32} height={32} />}
      <span className="navbar-title">{site.navbar.title}</span>
    </a>
  );

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      className={`navbar${hidden && !drawerOpen ? " navbar-hidden" : ""}${drawerOpen ? " navbar-drawer-open" : ""}`}
      // A keyboard reader reaching a hidden navbar gets it back.
      onFocus={() => setHidden(false)}
    >
      <div className="navbar-inner">
        <button ref={toggleRef} type="button" className="icon-button navbar-toggle" aria-label="Toggle navigation bar" aria-expanded={drawerOpen} onClick={() => setDrawerOpen((o) => !o)}>
          <MenuIcon />
        </button>
        {brand}
        <div className="navbar-items navbar-items-left">
          {left.map((item, i) => (
            <NavbarItem key={i} item={item} />
          ))}
        </div>
        <div className="navbar-items navbar-items-right">
          {right.filter((i) => i.kind !== "search").map((item, i) => (
            <NavbarItem key={i} item={item} />
          ))}
          <ColorModeToggle />
          {right.filter((i) => i.kind === "search").map((item, i) => (
            <NavbarItem key={"s" + i} item={item} />
          ))}
        </div>
      </div>
      <div className="navbar-backdrop" onClick={() => setDrawerOpen(false)} hidden={!drawerOpen} />
      <div
        className="navbar-drawer"
        hidden={!drawerOpen}
        // Choosing any link closes the drawer, also one to the page already shown.
        onClick={(e) => (e.target as Element).closest("a") && setDrawerOpen(false)}
      >
        <div className="drawer-header">
          {brand}
          <ColorModeToggle />
          <button type="button" className="icon-button" aria-label="Close navigation bar" onClick={() => setDrawerOpen(false)}>
            <CloseIcon />
          </button>
        </div>
        {showSecondary && route.props.kind === "doc" ? (
          <div className="drawer-menu drawer-secondary">
            <button type="button" className="drawer-back" onClick={() => setShowSecondary(false)}>
              ← Back to main menu
            </button>
            {drawerUsed && <DocSidebarItems items={route.props.sidebar} />}
          </div>
        ) : (
          <ul className="drawer-menu drawer-primary">
            {site.navbar.items.filter((i) => i.kind !== "search").map((item, i) => (
              <li key={i}>
                <NavbarItem item={item} mobile />
              </li>
            ))}
          </ul>
        )}
      </div>
    </nav>
  );
}

export default Navbar;
