// Prism's language components: scripts that add a grammar to the global `Prism`, no exports.
declare module "prismjs/components/*";
