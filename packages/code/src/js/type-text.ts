import type { AstNode } from './nodes.js';

/**
 * The few TypeScript facts the reader needs that a tree without types leaves out (files are parsed with
 * `astType: 'js'`, a third less to bring into JavaScript than the typed tree), read from the source text at
 * the tree's offsets: whether an import or export is type-only, and a parameter's type name. Each gives
 * what the typed tree said; where the text is not one of the simple forms read here, the answer is the one
 * an unknown type gets (no name).
 */

/** Sets `importKind` and `exportKind` (`'type'` or `'value'`) on a TypeScript program's imports and exports, as the typed tree has them. */
export function restoreTypeKinds(program: AstNode, text: string): void {
  for (const statement of program.body as AstNode[]) {
    switch (statement.type) {
      case 'ImportDeclaration': {
        // `import type {A}`, `import type * as N`, `import type X from`; not `import type from` nor `import type, {A}` (a default import named `type`).
        const word = wordAt(text, skipTrivia(text, statement.start + 'import'.length));
        const first = (statement.specifiers as AstNode[])[0];
        statement.importKind = word?.name === 'type' && first?.start !== word.start ? 'type' : 'value';
        // `import { type B }`: the specifier starts before its imported name (`{ type as t }` imports `type`).
        for (const specifier of statement.specifiers as AstNode[])
          if (specifier.type === 'ImportSpecifier') specifier.importKind = specifier.imported.start > specifier.start ? 'type' : 'value';
        break;
      }
      case 'ExportNamedDeclaration': {
        const declaration = statement.declaration as AstNode | null;
        statement.exportKind = (declaration ? isTypeDeclaration(declaration, text) : startsWithType(statement, text)) ? 'type' : 'value';
        for (const specifier of statement.specifiers as AstNode[]) specifier.exportKind = specifier.local.start > specifier.start ? 'type' : 'value';
        break;
      }
      case 'ExportAllDeclaration':
        statement.exportKind = startsWithType(statement, text) ? 'type' : 'value';
        break;
      default:
        break;
    }
  }
}

/** `export type {…}`, `export type * from`. */
function startsWithType(statement: AstNode, text: string): boolean {
  return wordAt(text, skipTrivia(text, statement.start + 'export'.length))?.name === 'type';
}

/** An interface, a type alias, or anything `declare`d: nothing of it exists at run time. */
function isTypeDeclaration(declaration: AstNode, text: string): boolean {
  if (declaration.type === 'TSInterfaceDeclaration' || declaration.type === 'TSTypeAliasDeclaration') return true;
  return wordAt(text, declaration.start)?.name === 'declare';
}

/** Keyword types the typed tree gives as their own node, not a reference to a named type. */
const KEYWORD_TYPES = new Set([
  'any',
  'unknown',
  'number',
  'bigint',
  'boolean',
  'string',
  'symbol',
  'object',
  'never',
  'void',
  'undefined',
  'null',
  'this',
  'true',
  'false',
]);

/**
 * The name of the type a parameter is written with when that type is a plain reference: `app: App`,
 * `app?: App`, `client: bolt.App` (`App`), `app: App<X>`, `app: (App)`. None for any other type (a union,
 * an intersection, an array, a keyword…) and for a parameter that is not a name or an object pattern: what
 * the typed tree gave.
 */
export function paramTypeName(param: AstNode, text: string): string | undefined {
  if (param.type !== 'Identifier' && param.type !== 'ObjectPattern') return undefined;
  let at = skipTrivia(text, param.end);
  if (text[at] === '?') at = skipTrivia(text, at + 1);
  if (text[at] !== ':') return undefined;
  const reference = typeReference(text, skipTrivia(text, at + 1));
  if (!reference) return undefined;
  const next = text[skipTrivia(text, reference.end)];
  return next === ',' || next === ')' ? reference.name : undefined;
}

/** A type reference from `at` (parentheses around it allowed): its last name and where it ends. */
function typeReference(text: string, at: number): { name: string; end: number } | undefined {
  if (text[at] === '(') {
    const inner = typeReference(text, skipTrivia(text, at + 1));
    if (!inner) return undefined;
    const close = skipTrivia(text, inner.end);
    return text[close] === ')' ? { name: inner.name, end: close + 1 } : undefined;
  }
  let word = wordAt(text, at);
  if (!word) return undefined;
  let name = word.name;
  let qualified = false;
  let end = word.end;
  for (;;) {
    const dot = skipTrivia(text, end);
    if (text[dot] !== '.') break;
    word = wordAt(text, skipTrivia(text, dot + 1));
    if (!word) return undefined;
    name = word.name;
    qualified = true;
    end = word.end;
  }
  if (!qualified && KEYWORD_TYPES.has(name)) return undefined;
  const after = skipTrivia(text, end);
  if (text[after] === '<') end = skipBracketed(text, after, '<', '>');
  return end <= text.length ? { name, end } : undefined;
}

const WORD = /(?:[\p{ID_Start}$_]|\\u[0-9a-fA-F]{4}|\\u\{[0-9a-fA-F]+\})(?:[\p{ID_Continue}$\u200c\u200d]|\\u[0-9a-fA-F]{4}|\\u\{[0-9a-fA-F]+\})*/uy;
const ESCAPE = /\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})/g;

/** The identifier (or keyword) written at `at`, its escapes read. */
function wordAt(text: string, at: number): { name: string; start: number; end: number } | undefined {
  WORD.lastIndex = at;
  const match = WORD.exec(text);
  if (!match) return undefined;
  const written = match[0];
  const name = written.includes('\\')
    ? written.replace(ESCAPE, (_, braced: string | undefined, plain: string | undefined) => String.fromCodePoint(parseInt(braced ?? plain!, 16)))
    : written;
  return { name, start: at, end: at + written.length };
}

/** The first offset from `at` that is neither white space, a line break nor a comment. */
export function skipTrivia(text: string, at: number): number {
  for (;;) {
    const char = text.charCodeAt(at);
    if (char === 0x2f /* / */) {
      const next = text.charCodeAt(at + 1);
      if (next === 0x2f) {
        at += 2;
        while (at < text.length && !isLineBreak(text.charCodeAt(at))) at++;
        continue;
      }
      if (next === 0x2a /* * */) {
        const close = text.indexOf('*/', at + 2);
        at = close < 0 ? text.length : close + 2;
        continue;
      }
      return at;
    }
    if (char === 0x20 || (char >= 0x09 && char <= 0x0d) || (char > 0x7f && /\s/.test(text[at]!))) at++;
    else return at;
  }
}

function isLineBreak(char: number): boolean {
  return char === 0x0a || char === 0x0d || char === 0x2028 || char === 0x2029;
}

/**
 * The offset after the bracket that closes the one at `at` (`<…>` around type arguments or parameters, `{…}`
 * in a template literal type), past strings, template literals and comments; an arrow's `=>` closes nothing.
 * Past the text's end when it is not closed.
 */
function skipBracketed(text: string, at: number, open: string, close: string): number {
  let depth = 0;
  while (at < text.length) {
    at = skipTrivia(text, at);
    const char = text[at];
    if (char === undefined) break;
    if (char === "'" || char === '"') at = skipString(text, at);
    else if (char === '`') at = skipTemplate(text, at);
    else {
      if (char === open) depth++;
      else if (char === close && !(close === '>' && text[at - 1] === '=')) {
        depth--;
        if (depth === 0) return at + 1;
      }
      at++;
    }
  }
  return text.length + 1;
}

function skipString(text: string, at: number): number {
  const quote = text[at];
  at++;
  while (at < text.length && text[at] !== quote) at += text[at] === '\\' ? 2 : 1;
  return at + 1;
}

function skipTemplate(text: string, at: number): number {
  at++;
  while (at < text.length && text[at] !== '`') {
    if (text[at] === '\\') at += 2;
    else if (text[at] === '$' && text[at + 1] === '{') at = skipBracketed(text, at + 1, '{', '}');
    else at++;
  }
  return at + 1;
}
