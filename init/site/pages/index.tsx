// The home page. Every .tsx file in pages/ is a page: its default export renders it, `title` and
// `description` fill the page's <title> and description.
import { useBaseUrl, useSite } from "sitec/theme";

export const title = "Your project";
export const description = "Your project: what it does, how to install it, and where to read more.";

const features: [title: string, text: string][] = [
  ["Quick to start", "Install it with one command and have a first result in a few minutes."],
  ["Documented", "Every option is described in the guides, with an example you can copy."],
  ["Open", "Read the source, report a problem, or suggest a change: all of it happens in the open."],
];

export default function Home() {
  const site = useSite();
  return (
    <div className="home">
      <section className="home-hero">
        <h1>{site.title}</h1>
        <p className="home-tagline">{site.tagline}</p>
        <div className="home-actions">
          <a className="button" href={useBaseUrl("/docs/getting-started/introduction")}>
            Read the docs
          </a>
          <a className="button button-outline" href={useBaseUrl("/blog")}>
            News
          </a>
        </div>
      </section>
      <section className="home-section">
        <h2>Why Your project</h2>
        <ul className="home-cards">
          {features.map(([name, text]) => (
            <li className="home-card" key={name}>
              <h3>{name}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
