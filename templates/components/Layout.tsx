// `@theme/Layout`, the wrapper of Docusaurus pages: the theme already puts every page between
// its navbar and footer (App.tsx), so the layout sets the page's title and description
// (runtime/head.tsx) and wraps the children in `wrapperClassName`. It brings Infima's layout
// classes (container, row, col, button, hero…) that such pages are written with: a site whose
// pages do not use the layout has none of that CSS.
import type { ReactNode } from "react";
import { useHead } from "../runtime/head.tsx";
import "../styles/infima-layout.css";

export interface LayoutProps {
  title?: string;
  description?: string;
  wrapperClassName?: string;
  /** Accepted for compatibility: the theme's footer shows on every page. */
  noFooter?: boolean;
  children?: ReactNode;
}

export default function Layout({ title, description, wrapperClassName, children }: LayoutProps) {
  useHead({ title, description });
  return <div className={wrapperClassName ? `page-layout ${wrapperClassName}` : "page-layout"}>{children}</div>;
}
