import type { CodeFacts } from 'manifesto-core/app';
import { authorizeScopes } from '../authorize-url.js';
import { spanOf, type AstNode } from './nodes.js';

/** A string joined to what follows it: `'…&scope=' + scopes`. */
const JOINED_ON = /\s*\+/y;

/**
 * The scopes asked for by the OAuth authorize addresses the file's strings and template literals write
 * (`authorize-url.ts`), as installer scopes. Called only for a file whose text names an authorize address:
 * it walks the whole tree, which no other file pays for.
 */
export function readAuthorizeUrls(facts: CodeFacts, program: AstNode, text: string): void {
  const stack: unknown[] = [program];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      for (const item of value) if (typeof item === 'object' && item !== null) stack.push(item);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    const node = value as AstNode;
    if (isAddressString(node, text)) {
      JOINED_ON.lastIndex = node.end;
      const found = authorizeScopes(text, spanOf(node), JOINED_ON.test(text));
      if (found.length > 0) (facts.installScopes ??= []).push(...found);
    }
    for (const key in node) {
      const child = node[key];
      if (typeof child === 'object' && child !== null) stack.push(child);
    }
  }
}

function isAddressString(node: AstNode, text: string): boolean {
  if (node.type === 'Literal') return typeof node.value === 'string' && node.value.includes('authorize');
  return node.type === 'TemplateLiteral' && text.slice(node.start, node.end).includes('authorize');
}
