/**
 * manifesto-code: what an app's code declares and uses, as the core's plain facts (`CodeFacts`).
 * JavaScript and TypeScript are read with oxc-parser, Python with tree-sitter's Python grammar (WASM);
 * ARCHITECTURE.md says why.
 */
export type { CodeFacts, CodeLanguage } from 'manifesto-core/app';
