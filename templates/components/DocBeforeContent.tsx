// A doc page's place between its title and its text. The default theme puts nothing there; a
// site overrides it (theme/DocBeforeContent.tsx) to show what its docs' front matter says, such
// as a card of facts.
import type { DocProps } from "../../src/shared/types.ts";

export function DocBeforeContent(_props: { doc: DocProps }): React.ReactNode {
  return null;
}

export default DocBeforeContent;
