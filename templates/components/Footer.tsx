import { useSite } from "../runtime/context.tsx";
import { ExternalIcon } from "./Icons.tsx";

/** The site's footer; nothing at all when the config gives it no links and no copyright. */
export function Footer() {
  const { footer } = useSite();
  if (!footer.columns.length && !footer.copyright) return null;
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
                    <a className={item.className} href={item.href} target="_blank" rel="noopener noreferrer" aria-label={item.ariaLabel}>
                      {item.label}
                      <ExternalIcon />
                    </a>
                  ) : (
                    <a className={item.className} href={item.to} aria-label={item.ariaLabel}>
                      {item.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {footer.copyright && <p className="footer-copyright">{footer.copyright}</p>}
    </footer>
  );
}

export default Footer;
