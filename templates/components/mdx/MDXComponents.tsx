// `@theme/MDXComponents` (Docusaurus's name): the components MDX files use without importing
// them. A site adds its own with an override of it, `theme/MDXComponents.tsx` (or, in a
// Docusaurus project, `src/theme/MDXComponents.js`): `export default { ...MDXComponents, Hello }`,
// with `import MDXComponents from "@theme-original/MDXComponents"`.
import Admonition from "@theme/Admonition";
import CodeBlock from "@theme/CodeBlock";
import Details from "@theme/Details";
import TabItem from "@theme/TabItem";
import Tabs from "@theme/Tabs";

const MDXComponents: Record<string, unknown> = { Tabs, TabItem, Details, CodeBlock, Admonition };

export default MDXComponents;
