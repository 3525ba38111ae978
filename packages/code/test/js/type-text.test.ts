import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'oxc-parser';
import { describe, expect, it } from 'vitest';
import type { AstNode } from '../../src/js/nodes.js';
import { PARSE_OPTIONS } from '../../src/js/parse.js';
import { paramTypeName, restoreTypeKinds } from '../../src/js/type-text.js';

/**
 * The facts read from the text (`type-text.ts`) against what the typed tree (`astType: 'ts'`) gave the
 * reader before files were parsed without types: each snippet is parsed both ways and every import's and
 * export's kind, and every function's parameters with their type names, must be the same.
 */

function parse(text: string, astType: 'js' | 'ts'): AstNode | undefined {
  const parsed = parseSync('/app/file.ts', text, { ...PARSE_OPTIONS, astType });
  return parsed.errors.some((error) => error.severity === 'Error') ? undefined : (parsed.program as unknown as AstNode);
}

/** Each import and export with its kind and its specifiers' kinds. */
function kinds(program: AstNode): unknown[] {
  return (program.body as AstNode[]).flatMap((statement) => {
    switch (statement.type) {
      case 'ImportDeclaration':
        return [[statement.start, statement.importKind, (statement.specifiers as AstNode[]).map((specifier) => specifier.importKind ?? null)]];
      case 'ExportNamedDeclaration':
        return [[statement.start, statement.exportKind, (statement.specifiers as AstNode[]).map((specifier) => specifier.exportKind)]];
      case 'ExportAllDeclaration':
        return [[statement.start, statement.exportKind]];
      default:
        return [];
    }
  });
}

/** Every function of a tree, in the order met. */
function functions(node: unknown, found: AstNode[] = []): AstNode[] {
  if (Array.isArray(node)) for (const item of node) functions(item, found);
  else if (node && typeof node === 'object') {
    const value = node as AstNode;
    if (value.type === 'FunctionDeclaration' || value.type === 'FunctionExpression' || value.type === 'ArrowFunctionExpression') found.push(value);
    for (const key of Object.keys(value)) if (key !== 'type') functions(value[key], found);
  }
  return found;
}

/** What the reader took from a typed tree's parameter: its pattern, and its type name when a binding carries it. */
function typedAnswer(param: AstNode): [string, string | undefined] {
  const target = param.type === 'TSParameterProperty' ? param.parameter : param;
  const bound = target.type === 'Identifier' || target.type === 'ObjectPattern';
  return [target.type, bound ? typeNameOf(target.typeAnnotation?.typeAnnotation) : undefined];
}

/** The reader's own answer before the change, on the typed tree. */
function typeNameOf(type: AstNode | undefined): string | undefined {
  if (!type || type.type !== 'TSTypeReference') return undefined;
  const name = type.typeName as AstNode;
  if (name.type === 'Identifier') return name.name;
  if (name.type === 'TSQualifiedName') return name.right.name;
  return undefined;
}

/** A typed tree's parameters without a TypeScript `this` parameter, which is no argument at run time (the tree without types leaves it out). */
function withoutThis(params: AstNode[]): AstNode[] {
  const first = params[0];
  return first?.type === 'Identifier' && first.name === 'this' ? params.slice(1) : params;
}

/** Compares both readings of a text; false when it does not parse. */
function compare(text: string): boolean {
  const typed = parse(text, 'ts');
  const untyped = parse(text, 'js');
  if (!typed || !untyped) return false;
  restoreTypeKinds(untyped, text);
  expect(kinds(untyped), text).toEqual(kinds(typed));
  const before = functions(typed).map((fn) => [fn.start, withoutThis(fn.params as AstNode[]).map(typedAnswer)]);
  const after = functions(untyped).map((fn) => [fn.start, (fn.params as AstNode[]).map((param) => [param.type, paramTypeName(param, text)])]);
  expect(after, text).toEqual(before);
  return true;
}

const TYPES = [
  'App',
  'bolt.App',
  'A.B.C',
  'A /* x */ . /* y */ B<C>',
  'App<StringIndexed>',
  'App<A<B>>',
  'App<{ a: (x: B) => C }>',
  "App<'>'>",
  'App<`a${B<C>}`>',
  'App<// >\n A>',
  'App<[A, B?]>',
  '\\u0041pp',
  '(App)',
  '((App))',
  '( App )[]',
  'App[]',
  'App<A>[]',
  'App | undefined',
  '| App',
  '& App',
  'AllMiddlewareArgs & SlackActionMiddlewareArgs',
  'SlackActionMiddlewareArgs<SlackAction>',
  'string',
  'string.X',
  'this',
  'object',
  'intrinsic',
  'true',
  'null',
  'undefined',
  "'app'",
  '1',
  'typeof App',
  'keyof App',
  'unique symbol',
  'readonly App[]',
  'App extends B ? C : D',
  '{ a: App }',
  '[App]',
  '() => App',
  '(App) => App',
  'new () => App',
  'import("x").App',
  'asserts',
  'infer',
  'App<A>.B',
];
const NAMES = ['app', 'app?', '{ say, client }', '{ say }?', '[first]', '...rest'];
const GAPS = ['', ' ', ' /* : Other */ ', '\n  // : Other\n  ', '\r\n\t'];
const FORMS = [
  (p: string) => `function f(${p}) {}`,
  (p: string) => `const f = (${p}) => 1;`,
  (p: string) => `const f = async (first, ${p}) => 1;`,
  (p: string) => `class C { m(${p}, last) {} static async *g<T>(${p}) {} }`,
  (p: string) => `const o = { m(${p}) {}, k: function <T>(${p}) {} };`,
  (p: string) => `export default function (${p}) {}`,
  (p: string) => `function f<T extends (a: B) => C>(this: X, ${p}) {}`,
  (p: string) => `const o = { async m /* ( */ (this /* c */, ${p}) {} };`,
  (p: string) => `app.action('a', function (this: Window, ${p}) {});`,
];

describe('TypeScript facts read from the text', () => {
  it('give the typed tree’s parameter types, for each type, pattern, gap and function form', () => {
    let read = 0;
    for (const type of TYPES) {
      for (const gap of GAPS) {
        const params = NAMES.flatMap((name) => [`${name}${gap}:${gap}${type}`, `${name}${gap}:${gap}${type}${gap}= x`]);
        for (const param of params) {
          const text = FORMS.map((form) => form(param)).join('\n');
          if (compare(text)) read++;
          else for (const form of FORMS) if (compare(form(param))) read++;
        }
      }
    }
    // Most snippets parse (a rest parameter's default value, `{ say }?` outside a declaration do not).
    expect(read).toBeGreaterThan(TYPES.length * GAPS.length * 4);
  });

  it('give the typed tree’s parameter properties, and leave `this` parameters out', () => {
    for (const text of [
      'class A extends B { constructor(private readonly client: WebClient, public app: App, protected x: X = y, override readonly z: bolt.App, public w?: App) {} }',
      'class A { constructor(@Inject() private readonly client: WebClient, @Inject("x") app: App) {} }',
      'class A { m(@Dec() { say }: SlackActionMiddlewareArgs) {} n(this: X, @Dec() { say }: AllMiddlewareArgs) {} }',
      'function f(this) {}\nfunction g(this, { say }) {}\nfunction h(thisArg, { say }) {}\nfunction i(/* this */ { say }) {}',
      'function f<T = "(">(this: T, { ack }: T) {}\nconst g = function named<T>(this: T, a: App) {};',
      'const list = ITEMS.map(function (this: Ctx, item) { return { action_id: item }; });',
      'export declare function f(this: X, a: App): void;\nabstract class K { abstract m(this: X, a: App): void; }',
    ])
      expect(compare(text), text).toBe(true);
  });

  it('give the typed tree’s import and export kinds', () => {
    const statements = [
      'import type { A } from "a";',
      'import { type B, C } from "b";',
      'import type from "./x";',
      'import type, { D } from "d";',
      'import type from from "e";',
      'import type * as N from "f";',
      'import type {} from "g";',
      'import {} from "g";',
      'import "side";',
      'import /* c */ type /* d */ { Z } from "h";',
      'import\n  type\n  { Z2 } from "h";',
      'import { type as t, type, type as as, type as as as, type "s-s" as s } from "c";',
      'import Def, { type E, F as G } from "i";',
      'import typeX from "j";',
      'import type Def2 from "k";',
      'export type { D };',
      'export { type E2, F2 };',
      'export { type as t2 };',
      'export type * from "x";',
      'export type * as NS from "y";',
      'export * from "z";',
      'export * as M from "z";',
      'export declare const q: string;',
      'export /* c */ declare let w: number;',
      'export declare function g(): void;',
      'export function o(a: string): void;\nexport function o(a: any) {}',
      'export interface I {}',
      'export type T = 1;',
      'export declare type DT = 1;',
      'export enum En { A }',
      'export const enum CE { B }',
      'export declare enum DE { C }',
      'export namespace NSP {}',
      'export declare namespace DN {}',
      'export abstract class AC {}',
      'export declare abstract class DC {}',
      'export import X = NSP;',
      'export const v = 1, typeV = 2;',
      'export { type D3 } from "m";',
      'export type { D4 } from "m";',
      'export default interface DI {}',
      'export declare global {}',
    ];
    for (const statement of statements) expect(compare(statement), statement).toBe(true);
    expect(compare(statements.join('\n'))).toBe(true);
  });

  it('give the typed tree’s answers on every TypeScript file of this repository’s packages', () => {
    const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(ts|mts|cts)$/.test(name) && !name.endsWith('.d.ts')) files.push(path);
      }
    };
    walk(root);
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) compare(readFileSync(file, 'utf8'));
  });
});
