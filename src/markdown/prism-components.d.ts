// Prism's language components: scripts that add a grammar to the global `Prism`, no exports.
declare module "prismjs/components/*";
// Prism's list of its components, and its loader that puts a component's dependencies first.
declare module "prismjs/components.js" {
  const components: unknown;
  export default components;
}
declare module "prismjs/dependencies.js" {
  const getLoader: (components: unknown, load: string[], loaded?: string[]) => unknown;
  export default getLoader;
}
