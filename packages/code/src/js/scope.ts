import type { RawValue } from '../link/raw.js';
import { jsModuleCandidates } from '../link/modules.js';
import { isNode, propertyKey, type AstNode } from './nodes.js';
import { paramTypeName } from './type-text.js';

/** What a name in scope stands for, as far as the reader follows it. */
export type Binding =
  /** `const X = init` (or a property of it through destructuring: `const {A: {B}} = init` → path `['A', 'B']`). */
  | { kind: 'const'; init: AstNode; scope: Scope; path: readonly string[] }
  /** A TypeScript `enum` whose members may be strings. */
  | { kind: 'enum'; node: AstNode; scope: Scope }
  /** An imported name; `source` is the module as written (`@slack/bolt`, `./ids.js`). */
  | { kind: 'import'; value: RawValue; source: string; imported: string }
  /**
   * A function's parameter, with its TypeScript type's name when written (`app: App`). A name destructured
   * from the first parameter (`({ say, setStatus }) =>`) keeps its key and every key that pattern names.
   */
  | { kind: 'param'; typeName?: string; argument?: { key: string; keys: readonly string[] } }
  /** `let`, `var`, a function, a class, a loop variable: a value the reader does not follow. */
  | { kind: 'other' };

export class Scope {
  private readonly names = new Map<string, Binding>();
  constructor(readonly parent?: Scope) {}

  declare(name: string, binding: Binding): void {
    this.names.set(name, binding);
  }

  lookup(name: string): Binding | undefined {
    return this.names.get(name) ?? this.parent?.lookup(name);
  }
}

const OTHER: Binding = { kind: 'other' };

/** Declares the names a list of statements binds in their block, before the block is walked (hoisting aside, consts are used after they are written). */
export function declareStatements(statements: readonly AstNode[], scope: Scope, fileName: string): void {
  for (const statement of statements) declareStatement(statement, scope, fileName);
}

function declareStatement(statement: AstNode, scope: Scope, fileName: string): void {
  switch (statement.type) {
    case 'VariableDeclaration':
      for (const declarator of statement.declarations as AstNode[]) {
        if (statement.kind === 'const' && declarator.init)
          declarePattern(declarator.id, scope, (path) => ({ kind: 'const', init: declarator.init, scope, path }));
        else declarePattern(declarator.id, scope, () => OTHER);
      }
      return;
    case 'FunctionDeclaration':
    case 'ClassDeclaration':
      if (statement.id) scope.declare(statement.id.name, OTHER);
      return;
    case 'TSEnumDeclaration':
      scope.declare(statement.id.name, { kind: 'enum', node: statement, scope });
      return;
    case 'ImportDeclaration':
      declareImport(statement, scope, fileName);
      return;
    case 'ExportNamedDeclaration':
    case 'ExportDefaultDeclaration':
      if (isNode(statement.declaration)) declareStatement(statement.declaration, scope, fileName);
      return;
    default:
      return;
  }
}

function declareImport(statement: AstNode, scope: Scope, fileName: string): void {
  if (statement.importKind === 'type') return;
  const source = String(statement.source.value);
  const candidates = jsModuleCandidates(fileName, source);
  for (const specifier of statement.specifiers as AstNode[]) {
    if (specifier.importKind === 'type') continue;
    const local = specifier.local.name as string;
    if (specifier.type === 'ImportNamespaceSpecifier') {
      scope.declare(local, { kind: 'import', value: candidates.length ? { kind: 'module', candidates } : { kind: 'computed' }, source, imported: '*' });
      continue;
    }
    const imported = specifier.type === 'ImportDefaultSpecifier' ? 'default' : importedName(specifier.imported);
    const value: RawValue = candidates.length ? { kind: 'import', candidates, name: imported, path: [] } : { kind: 'computed' };
    scope.declare(local, { kind: 'import', value, source, imported });
  }
}

function importedName(node: AstNode): string {
  return node.type === 'Identifier' ? node.name : String(node.value);
}

/** Binds every name of a pattern; `make` gets the property path from the pattern's root. */
export function declarePattern(pattern: AstNode, scope: Scope, make: (path: readonly string[]) => Binding, path: readonly string[] = []): void {
  switch (pattern.type) {
    case 'Identifier':
      scope.declare(pattern.name, make(path));
      return;
    case 'ObjectPattern':
      for (const property of pattern.properties as AstNode[]) {
        if (property.type === 'RestElement') {
          declarePattern(property.argument, scope, () => OTHER);
          continue;
        }
        const key = propertyKey(property);
        if (key === undefined) declarePattern(property.value, scope, () => OTHER);
        else declarePattern(property.value, scope, make, [...path, key]);
      }
      return;
    case 'AssignmentPattern':
      // A default value: what arrives may be either, so the name is not followed.
      declarePattern(pattern.left, scope, () => OTHER);
      return;
    case 'ArrayPattern':
      for (const element of pattern.elements as (AstNode | null)[]) if (element) declarePattern(element, scope, () => OTHER);
      return;
    case 'RestElement':
      declarePattern(pattern.argument, scope, () => OTHER);
      return;
    default:
      return;
  }
}

/**
 * Declares a function's parameters (`fn`'s, written in `text`); a parameter's TypeScript type name is kept
 * (`app: App`, `client: WebClient`), read from the text (`type-text.ts`).
 */
export function declareParams(fn: AstNode, scope: Scope, text: string): void {
  // A TypeScript `this` parameter (`function (this: X, { say })`) is no parameter at run time: the tree
  // without types leaves it out, so the first argument keeps index 0.
  (fn.params as AstNode[]).forEach((param, index) => {
    const typeName = paramTypeName(param, text);
    const keys = index === 0 && param.type === 'ObjectPattern' ? patternKeys(param) : undefined;
    declarePattern(param, scope, (path) => {
      const binding: Binding & { kind: 'param' } = typeName ? { kind: 'param', typeName } : { kind: 'param' };
      if (keys && path.length === 1) binding.argument = { key: path[0]!, keys };
      return binding;
    });
  });
}

/** The keys an object pattern names at its top level (`{ say, client: c }` → say, client). */
function patternKeys(pattern: AstNode): string[] {
  const keys: string[] = [];
  for (const property of pattern.properties as AstNode[]) {
    const key = property.type === 'RestElement' ? undefined : propertyKey(property);
    if (key !== undefined) keys.push(key);
  }
  return keys;
}
