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
import { declareParams, declarePattern, declareStatements, Scope, type Binding } from './scope.js';
import { readSocketMode } from './socket-mode.js';
import { readInstallScopes, readInstallUrlScopes } from './install-scopes.js';
import { readAuthorizeUrls } from './authorize-urls.js';
import { readPlatformMcp } from '../platform-mcp.js';
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
  const deep = parsed ? -1 : tooDeepAt(text, fileName);
  if (deep >= 0) {
    facts.unreadable = {
      message: 'The file nests code deeper than it can be read safely; it is not read.',
      span: { start: deep, end: deep + 1 },
      tooDeep: true,
    };
    return { raw: { facts, references: [], exports: NO_EXPORTS } };
  }
  try {
    parsed ??= parseFile(fileName, text);
    let error = firstError(parsed);
    const jsx = error && language === 'javascript' ? asJsx(fileName, text) : undefined;
    if (jsx) {
      parsed = jsx;
      error = undefined;
    }
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

function firstError(parse: Parse): Parse['errors'][number] | undefined {
  return parse.errors.find((candidate) => candidate.severity === 'Error');
}

/**
 * A `.js`, `.mjs` or `.cjs` file parsed as JSX, when it parses so: oxc-parser reads those without JSX, which
 * React code writes in `.js` files too, and one such file would leave the whole app's rules silent.
 * Undefined when it is no JSX either (the first parse's error stands) or nests too deep for a JSX parse.
 */
function asJsx(fileName: string, text: string): Parse | undefined {
  if (/\.jsx$/i.test(fileName) || !text.includes('<') || tooDeepAt(text, 'file.jsx') >= 0) return undefined;
  const parse = parseFile(fileName, text, 'jsx');
  return firstError(parse) ? undefined : parse;
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
  new Walker(context, finder).children(program, shapeOf(program.type).keys, scope);
  keepCalls(program, finder.found(scope));
  if (text.includes('authorize')) readAuthorizeUrls(facts, program, text);
  if (text.includes('mcp.slack')) readPlatformMcp(facts, text);
  const raw: RawCodeFacts = { facts, references: context.references, exports: readExports(program, scope, evaluator, fileName) };
  if (context.importedPayloads.length > 0) raw.importedPayloads = context.importedPayloads;
  return { raw, program };
}

/** What the walk does at a node, by its type (`shapeOf`): one look-up and a jump per node. */
const LEAF = 0;
const CHILDREN = 1;
const FUNCTION = 2;
const BLOCK = 3;
const SWITCH = 4;
const LOOP = 5;
const CATCH = 6;
const CALL = 7;
const NEW = 8;
const OBJECT = 9;
/** What may change a constant in place (`CallFinder.visit`). */
const MUTATION = 10;

interface Shape {
  step: number;
  keys: readonly string[];
}

const shapes = new Map<string, Shape>();

function shapeOf(type: string): Shape {
  let shape = shapes.get(type);
  if (!shape) {
    const keys = walkKeys(type);
    shapes.set(type, (shape = { step: stepOf(type, keys), keys }));
  }
  return shape;
}

function stepOf(type: string, keys: readonly string[]): number {
  switch (type) {
    case 'FunctionDeclaration':
    case 'FunctionExpression':
    case 'ArrowFunctionExpression':
      return FUNCTION;
    case 'BlockStatement':
    case 'StaticBlock':
    case 'Program':
      return BLOCK;
    case 'SwitchStatement':
      return SWITCH;
    case 'ForStatement':
    case 'ForInStatement':
    case 'ForOfStatement':
    case 'WhileStatement':
    case 'DoWhileStatement':
      return LOOP;
    case 'CatchClause':
      return CATCH;
    case 'CallExpression':
      return CALL;
    case 'NewExpression':
      return NEW;
    case 'ObjectExpression':
      return OBJECT;
    case 'AssignmentExpression':
    case 'UpdateExpression':
    case 'UnaryExpression':
      return MUTATION;
    default:
      // A node with nothing to walk below it (a name, a literal) and nothing to read at it.
      return keys.length === 0 ? LEAF : CHILDREN;
  }
}

/** A name the reader does not follow; each its own binding, since bindings are told apart by identity. */
const other = (): Binding => ({ kind: 'other' });

class Walker {
  constructor(
    private readonly context: FileContext,
    private readonly finder: CallFinder,
  ) {}

  node(node: AstNode, scope: Scope): void {
    const shape = shapeOf(node.type);
    switch (shape.step) {
      case LEAF:
        return;
      case FUNCTION: {
        const inner = new Scope(scope);
        if (node.type === 'FunctionExpression' && node.id) declarePattern(node.id, inner, other);
        declareParams(node, inner, this.context.text);
        if (isNode(node.body)) this.node(node.body, inner);
        return;
      }
      case BLOCK: {
        const inner = new Scope(scope);
        declareStatements(node.body, inner, this.context.fileName);
        this.finder.declared(node.body, inner);
        this.children(node, shape.keys, inner);
        return;
      }
      case SWITCH: {
        const inner = new Scope(scope);
        for (const switchCase of node.cases as AstNode[]) {
          declareStatements(switchCase.consequent, inner, this.context.fileName);
          this.finder.declared(switchCase.consequent, inner);
        }
        this.children(node, shape.keys, inner);
        return;
      }
      case LOOP: {
        const inner = new Scope(scope);
        const head = node.type === 'ForStatement' ? node.init : node.left;
        if (isNode(head) && head.type === 'VariableDeclaration') {
          for (const declarator of head.declarations as AstNode[]) declarePattern(declarator.id, inner, other);
        }
        this.context.loopDepth++;
        try {
          this.children(node, shape.keys, inner);
        } finally {
          this.context.loopDepth--;
        }
        return;
      }
      case CATCH: {
        const inner = new Scope(scope);
        if (isNode(node.param)) declarePattern(node.param, inner, other);
        this.children(node, shape.keys, inner);
        return;
      }
      case CALL:
        this.finder.visit(node, scope);
        this.call(node, scope);
        return;
      case NEW:
        readSocketMode(this.context, node, scope);
        readInstallScopes(this.context, node, scope);
        this.children(node, shape.keys, scope);
        return;
      case OBJECT:
        readDeclaredIds(this.context, node, scope);
        this.children(node, shape.keys, scope);
        return;
      case MUTATION:
        this.finder.visit(node, scope);
        this.children(node, shape.keys, scope);
        return;
      default:
        this.children(node, shape.keys, scope);
    }
  }

  private call(node: AstNode, scope: Scope): void {
    const callee = unwrap(node.callee);
    if (!readListener(this.context, node, callee, scope)) readCall(this.context, node, callee, scope);
    readMappedIds(this.context, node, callee, scope);
    readInstallUrlScopes(this.context, node, callee, scope);
    const iterating = callee.type === 'MemberExpression' && ITERATING.has(memberName(callee) ?? '');
    this.node(node.callee, scope);
    const args = node.arguments as AstNode[];
    for (let index = 0; index < args.length; index++) {
      if (!iterating) {
        this.node(args[index]!, scope);
        continue;
      }
      this.context.loopDepth++;
      try {
        this.node(args[index]!, scope);
      } finally {
        this.context.loopDepth--;
      }
    }
  }

  /** The children of `node` under `keys` (its type's), in order. */
  children(node: AstNode, keys: readonly string[], scope: Scope): void {
    for (let index = 0; index < keys.length; index++) {
      const child = node[keys[index]!];
      if (Array.isArray(child)) {
        for (let item = 0; item < child.length; item++) if (isInner(child[item])) this.node(child[item], scope);
      } else if (isInner(child)) this.node(child, scope);
    }
  }
}

/** A node below which the walk may find something: the commonest leaves, half of a tree, are passed by without a look-up. */
function isInner(value: unknown): value is AstNode {
  return isNode(value) && value.type !== 'Identifier' && value.type !== 'Literal';
}
