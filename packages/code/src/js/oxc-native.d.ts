// oxc-parser's native binding and its reader of the tree's JSON, which the package's index wraps (`parse.ts`
// calls them itself); the package declares neither module.
declare module 'oxc-parser/src-js/bindings.js' {
  import type { OxcError, ParserOptions } from 'oxc-parser';
  /** The native result: each field handed over once (a getter that takes it); `program` is the tree's JSON. */
  export interface NativeParse {
    readonly program: string;
    readonly errors: OxcError[];
  }
  export function parseSync(filename: string, sourceText: string, options?: ParserOptions): NativeParse;
  export function parse(filename: string, sourceText: string, options?: ParserOptions): Promise<NativeParse>;
}

declare module 'oxc-parser/src-js/wrap.js' {
  /** The tree from the native result's JSON, with its BigInt and RegExp literals' values set. */
  export function jsonParseAst(json: string): unknown;
}

declare module 'oxc-parser/src-js/generated/visit/keys.js' {
  /** The child keys of each node type, in source order (the package's `visitorKeys`). */
  const visitorKeys: Readonly<Record<string, readonly string[]>>;
  export default visitorKeys;
}
