// `@docusaurus/Head`: a page's `<title>` and `<meta name="description">` become the document's
// (runtime/head.tsx). Other head elements are not carried over: the document head is the
// theme's (favicon, stylesheets, feeds and the like come from the site's config).
import type { ReactNode } from "react";
import { headOfElements, useHead } from "../runtime/head.tsx";

export default function Head({ children }: { children?: ReactNode }) {
  useHead(headOfElements(children));
  return null;
}
