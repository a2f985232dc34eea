// Packages the server bundle gets from sitec itself instead of bundling or loading them: React
// (one copy, so hooks and the renderer agree) and lunr. In the bundled CLI they come compiled
// from its code cache; loading them as ES modules from node_modules cost a parse of React's
// server renderer for its export names and a compile of it at every build.
import "./production-env.ts";
import lunr from "lunr";
import * as react from "react";
import * as reactDom from "react-dom";
import * as reactDomServer from "react-dom/server";
import * as jsxRuntime from "react/jsx-runtime";

/** By the name the theme imports them with; values as `require` would give them. */
export const HOST_MODULES: Readonly<Record<string, unknown>> = {
  lunr,
  react,
  "react-dom": reactDom,
  "react-dom/server": reactDomServer,
  "react/jsx-runtime": jsxRuntime,
};
