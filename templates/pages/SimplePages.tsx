import type { RedirectProps } from "../../src/shared/types.ts";
import { useSite } from "../runtime/context.tsx";

export function NotFoundPage() {
  const site = useSite();
  return (
    <div className="page-narrow not-found">
      <h1>Page not found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the link you followed may be wrong.</p>
      <p>
        Start again from the <a href={site.baseUrl}>home page</a>
        {site.docsHome ? (
          <>
            {" "}
            or the <a href={site.docsHome}>documentation</a>
          </>
        ) : null}
        .
      </p>
    </div>
  );
}

export function RedirectPage({ props }: { props: RedirectProps }) {
  return (
    <div className="page-narrow">
      <h1>This page has moved</h1>
      <p>
        Continue to <a href={props.to}>{props.to}</a>.
      </p>
    </div>
  );
}
