import type { SiteData } from "../../src/shared/types.ts";
import { useSite } from "../runtime/context.tsx";
import { ExternalIcon } from "./Icons.tsx";
import { opensIn, pathnameMark } from "../../src/shared/paths.ts";

type Logo = NonNullable<SiteData["footer"]["logo"]>;

/** The footer's image (and the one for dark mode), a link when the config gives it one. */
function FooterLogo({ logo }: { logo: Logo }) {
  const images = (
    <>
      <img className="footer-logo-image logo-light" src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
      {logo.srcDark && <img className="footer-logo-image logo-dark" src={logo.srcDark} alt={logo.alt} width={logo.width} height={logo.height} />}
    </>
  );
  return (
    <div className="footer-logo">
      {logo.href ? (
        <a href={logo.href} target="_blank" rel="noopener noreferrer">
          {images}
        </a>
      ) : logo.to ? (
        <a href={logo.to}>{images}</a>
      ) : (
        images
      )}
    </div>
  );
}

/** The site's footer; nothing at all when the config gives it no links, no logo and no copyright. */
export function Footer() {
  const { footer } = useSite();
  if (!footer.columns.length && !footer.copyright && !footer.logo) return null;
  return (
    <footer className={`footer footer-${footer.style}`}>
      <div className="footer-columns">
        {footer.columns.map((column) => (
          <div key={column.title} className="footer-column">
            <h2 className="footer-title">{column.title}</h2>
            <ul>
              {column.items.map((item, i) => (
                <li key={i}>
                  {item.html ? (
                    <span dangerouslySetInnerHTML={{ __html: item.html }} />
                  ) : item.href ? (
                    <a className={item.className} href={item.href} {...opensIn(item.target)} aria-label={item.ariaLabel} {...pathnameMark(item)}>
                      {item.label}
                      <ExternalIcon />
                    </a>
                  ) : (
                    <a className={item.className} href={item.to} target={item.target} aria-label={item.ariaLabel}>
                      {item.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {footer.logo && <FooterLogo logo={footer.logo} />}
      {/* HTML, as Docusaurus's footer takes it (a link to the licence, `<p>`s of its own). */}
      {footer.copyright && <div className="footer-copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />}
    </footer>
  );
}

export default Footer;
