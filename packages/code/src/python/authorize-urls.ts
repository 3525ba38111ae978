import type { Node } from 'web-tree-sitter';
import type { CodeFacts } from 'manifesto-core/app';
import { authorizeScopes } from '../authorize-url.js';

/** A string joined to what follows it: `"…&scope=" + scopes`, or a string written next to it. */
const JOINED_ON = /\s*(?:\+|[rRbBfFuU]{0,2}["'])/y;

/**
 * The scopes asked for by the OAuth authorize addresses the file's strings write (`authorize-url.ts`), as
 * installer scopes. Called only for a file whose text names an authorize address.
 */
export function readAuthorizeUrls(facts: CodeFacts, root: Node, text: string): void {
  for (const node of root.descendantsOfType('string')) {
    if (!node || !node.text.includes('authorize')) continue;
    JOINED_ON.lastIndex = node.endIndex;
    const found = authorizeScopes(text, { start: node.startIndex, end: node.endIndex }, JOINED_ON.test(text));
    if (found.length > 0) (facts.installScopes ??= []).push(...found);
  }
}
