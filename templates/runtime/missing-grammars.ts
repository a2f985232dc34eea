// The Prism grammars a synchronous render (renderToString) found missing. A code block whose
// language is known only while the page renders (`<CodeBlock language={name}>`) cannot wait for
// its grammar there: it reports the grammar through this context and renders unhighlighted, and
// the renderer loads what was reported and renders the page again (src/markdown/mdx/render-mdx.ts).
// Without a provider (a renderer that waits for suspended components) the block suspends instead.
import { createContext } from "react";

export const MissingGrammars = createContext<((prismId: string) => void) | undefined>(undefined);
