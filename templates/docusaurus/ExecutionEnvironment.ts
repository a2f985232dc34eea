// `@docusaurus/ExecutionEnvironment`: whether the code runs in a browser (false while the pages
// are rendered at build time).
const canUseDOM = typeof window !== "undefined" && typeof document !== "undefined";

const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && typeof window.addEventListener === "function",
  canUseIntersectionObserver: canUseDOM && "IntersectionObserver" in window,
  canUseViewport: canUseDOM && "screen" in window,
};

export default ExecutionEnvironment;
