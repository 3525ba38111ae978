import type { CodeFacts, CodeLanguage } from 'manifesto-core/app';
import { NO_EXPORTS, type RawCodeFacts } from '../link/raw.js';
import { readCall } from './calls.js';
import type { FileContext } from './context.js';
import { readDeclaredIds } from './declared.js';
import { readMappedIds } from './mapped-ids.js';
import { Evaluator } from './evaluate.js';
import { readExports } from './exports.js';
import { parseFile, type Parse } from './parse.js';
import { readListener } from './listeners.js';
import { isNode, memberName, unwrap, type AstNode } from './nodes.js';
import { tooDeepAt } from './depth.js';
import { declareParams, declarePattern, declareStatements, Scope } from './scope.js';
import { readSocketMode } from './socket-mode.js';
import { readInstallScopes } from './install-scopes.js';
import { restoreTypeKinds } from './type-text.js';
import { walkKeys } from './walk-keys.js';
import { CallFinder, keepCalls } from '../literals/js/posting-calls.js';

/** Array methods whose callback runs once per element: a listener registered there is registered in a loop. */
const ITERATING = new Set(['forEach', 'map', 'flatMap', 'filter', 'reduce', 'some', 'every', 'find']);

export function emptyFacts(fileName: string, language: CodeLanguage): CodeFacts {
  return { fileName, language, listeners: [], calls: [], declared: [], open: [] };
}

/** A file's raw facts, and its tree when it parsed (the payload literals are read from the same tree). */
export interface JavaScriptReading {
  raw: RawCodeFacts;
  program?: AstNode;
}

/**
 * Reads one JavaScript or TypeScript file: its listeners, Web API calls, declared ids, receiver and exported
 * constants, with ids that name another module's constant left for the linker. Never throws: a file that
 * does not parse, or that the reader cannot walk, is `unreadable`. `parsed`: its parse (`parse.ts`)
 * when already made, after `tooDeepAt` found it safe to parse.
 */
export function readJavaScript(fileName: string, text: string, language: 'javascript' | 'typescript', parsed?: Parse): JavaScriptReading {
  const facts = emptyFacts(fileName, language);
  // A parse already made was made after the same check (`parseAhead`).
  const deep = parsed ? -1 : tooDeepAt(text);
  if (deep >= 0) {
    facts.unreadable = { message: 'The file nests code deeper than it can be read safely; it is not read.', span: { start: deep, end: deep + 1 } };
    return { raw: { facts, references: [], exports: NO_EXPORTS } };
  }
  try {
    parsed ??= parseFile(fileName, text);
    const error = parsed.errors.find((candidate) => candidate.severity === 'Error');
    if (error) {
      const label = error.labels[0];
      facts.unreadable = { message: error.message, span: label ? { start: label.start, end: label.end } : { start: 0, end: 0 } };
      return { raw: { facts, references: [], exports: NO_EXPORTS } };
    }
    return walkProgram(fileName, text, language, parsed.program as unknown as AstNode);
  } catch (error) {
    // A tree too deep to walk, or a shape the reader did not expect: nothing in the file is known.
    const unreadable = emptyFacts(fileName, language);
    unreadable.unreadable = { message: `The file could not be read (${error instanceof Error ? error.message : String(error)}).`, span: { start: 0, end: 0 } };
    return { raw: { facts: unreadable, references: [], exports: NO_EXPORTS } };
  }
}

/**
 * Walks a parsed program for its facts and, on the same walk, what the payload reader needs of it (kept with
 * the program: `keptCalls`). Throws on a tree too deep to walk.
 */
export function walkProgram(fileName: string, text: string, language: 'javascript' | 'typescript', program: AstNode): JavaScriptReading {
  if (language === 'typescript') restoreTypeKinds(program, text);
  const facts = emptyFacts(fileName, language);
  const evaluator = new Evaluator(fileName);
  const context: FileContext = {
    fileName,
    text,
    facts,
    references: [],
    importedPayloads: [],
    evaluator,
    constraints: new Set(),
    mapped: new Set(),
    program,
    loopDepth: 0,
    appSeen: false,
  };
  const scope = new Scope();
  const finder = new CallFinder(fileName);
  declareStatements(program.body, scope, fileName);
  finder.declared(program.body, scope);
  new Walker(context, finder).children(program, scope);
  keepCalls(program, finder.found(scope));
  const raw: RawCodeFacts = { facts, references: context.references, exports: readExports(program, scope, evaluator, fileName) };
  if (context.importedPayloads.length > 0) raw.importedPayloads = context.importedPayloads;
  return { raw, program };
}

class Walker {
  constructor(
    private readonly context: FileContext,
    private readonly finder: CallFinder,
  ) {}

  node(node: AstNode, scope: Scope): void {
    this.finder.visit(node, scope);
    switch (node.type) {
      case 'FunctionDeclaration':
      case 'FunctionExpression':
      case 'ArrowFunctionExpression': {
        const inner = new Scope(scope);
        if (node.type === 'FunctionExpression' && node.id) declarePattern(node.id, inner, () => ({ kind: 'other' }));
        declareParams(node, inner, this.context.text);
        if (isNode(node.body)) this.node(node.body, inner);
        return;
      }
      case 'BlockStatement':
      case 'StaticBlock':
      case 'Program': {
        const inner = new Scope(scope);
        declareStatements(node.body, inner, this.context.fileName);
        this.finder.declared(node.body, inner);
        this.children(node, inner);
        return;
      }
      case 'SwitchStatement': {
        const inner = new Scope(scope);
        for (const switchCase of node.cases as AstNode[]) {
          declareStatements(switchCase.consequent, inner, this.context.fileName);
          this.finder.declared(switchCase.consequent, inner);
        }
        this.children(node, inner);
        return;
      }
      case 'ForStatement':
      case 'ForInStatement':
      case 'ForOfStatement':
      case 'WhileStatement':
      case 'DoWhileStatement': {
        const inner = new Scope(scope);
        const head = node.type === 'ForStatement' ? node.init : node.left;
        if (isNode(head) && head.type === 'VariableDeclaration') {
          for (const declarator of head.declarations as AstNode[]) declarePattern(declarator.id, inner, () => ({ kind: 'other' }));
        }
        this.looping(() => this.children(node, inner));
        return;
      }
      case 'CatchClause': {
        const inner = new Scope(scope);
        if (isNode(node.param)) declarePattern(node.param, inner, () => ({ kind: 'other' }));
        this.children(node, inner);
        return;
      }
      case 'CallExpression':
        this.call(node, scope);
        return;
      case 'NewExpression':
        readSocketMode(this.context, node, scope);
        readInstallScopes(this.context, node, scope);
        this.children(node, scope);
        return;
      case 'ObjectExpression':
        readDeclaredIds(this.context, node, scope);
        this.children(node, scope);
        return;
      default:
        this.children(node, scope);
    }
  }

  private call(node: AstNode, scope: Scope): void {
    const callee = unwrap(node.callee);
    if (!readListener(this.context, node, callee, scope)) readCall(this.context, node, callee, scope);
    readMappedIds(this.context, node, callee, scope);
    const iterating = callee.type === 'MemberExpression' && ITERATING.has(memberName(callee) ?? '');
    this.node(node.callee, scope);
    for (const argument of node.arguments as AstNode[]) {
      if (iterating) this.looping(() => this.node(argument, scope));
      else this.node(argument, scope);
    }
  }

  private looping(walk: () => void): void {
    this.context.loopDepth++;
    try {
      walk();
    } finally {
      this.context.loopDepth--;
    }
  }

  children(node: AstNode, scope: Scope): void {
    for (const key of walkKeys(node.type)) {
      const child = node[key];
      if (Array.isArray(child)) {
        for (const item of child) if (isNode(item)) this.node(item, scope);
      } else if (isNode(child)) this.node(child, scope);
    }
  }
}
