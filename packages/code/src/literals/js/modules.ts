import { jsModuleCandidates } from '../../link/modules.js';
import { isNode, memberChain, propertyKey, stringLiteral, unwrap, type AstNode } from '../../js/nodes.js';
import { declareParams, declareStatements, Scope, type Binding } from '../../js/scope.js';
import { languageOf } from '../../files.js';
import { walkProgram } from '../../js/read.js';
import { keptCalls, type FileCalls, type PostingCall } from './posting-calls.js';

/** What a module exports under a name, as the payload reader follows it. */
export type Exported =
  | { binding: Binding; fileName: string }
  | { node: AstNode; scope: Scope; fileName: string }
  | { fn: AstNode; scope: Scope; fileName: string }
  | { module: readonly string[] };

/** A local function whose result is one expression: the expression, in a scope where its parameters are unknown. */
export interface Returned {
  returned: AstNode;
  scope: Scope;
  fileName: string;
}

/** Each file's oxc-parser Program, by file name: undefined for a file that did not parse, or none of the app's. */
export interface Programs {
  get(fileName: string): AstNode | undefined;
}

interface Module {
  program: AstNode;
  scope: Scope;
  /** Its posting calls; empty when its tree is too deep to walk. */
  calls: PostingCall[];
  /** Whether another file's payload followed it (else only its own calls read it). */
  followed: boolean;
  exports?: Map<string, Exported>;
  /** The files its exports were read from (re-exports followed), itself included. */
  exportsFrom?: Set<string>;
}

/**
 * The app's JavaScript and TypeScript files as the payload reader sees them: each program with its
 * top-level scope, its exports (ES and CommonJS) read on first use, and the function declarations of
 * every scope the walk met, so a payload built by a function in this file or another is followed.
 *
 * A file is taken at its first use (`load`): its own posting calls, or a module another file's payload
 * follows, as the facts' walk found them (`posting-calls.ts`). That walk notes the constants the file
 * changes, and a file can only change its own bindings, so each is walked before any of its constants is read.
 */
export class Modules {
  private readonly modules = new Map<string, Module>();
  private readonly functions = new WeakMap<Scope, Map<string, AstNode>>();
  /** Constants the code changes after they are written (`CallFinder`): their literal is not their value. */
  private readonly mutated = new Set<Binding>();
  /**
   * The same constants by the expression they are written with: a local function's body is declared again
   * each time its result is read (`returnedOf`), so its constants are new bindings of the same `init`.
   */
  private readonly mutatedInits = new Set<AstNode>();
  /**
   * The names of the files looked at since it was set (each module followed, each candidate name tried
   * before it): what a payload read depends on, so a kept reading can tell whether an edit concerns it.
   */
  used: Set<string> | undefined;

  /** `programs`: each file's oxc-parser Program, by file name (none for a file that did not parse); `texts`: each file's text. */
  constructor(
    private readonly programs: Programs,
    private readonly texts: ReadonlyMap<string, string>,
  ) {}

  /** Whether the code changes a constant after writing it, so its literal is not its value. */
  isMutated(binding: Binding): boolean {
    return this.mutated.has(binding) || (binding.kind === 'const' && this.mutatedInits.has(binding.init));
  }

  /** A file's text, for what its tree leaves out (`type-text.ts`). */
  text(fileName: string): string {
    return this.texts.get(fileName) ?? '';
  }

  /** A file's module, declared and walked at the first ask; undefined for a file without a program. */
  load(fileName: string): Module | undefined {
    this.used?.add(fileName);
    const known = this.modules.get(fileName);
    if (known) return known;
    const program = this.programs.get(fileName);
    if (!program) return undefined;
    const found = keptCalls(program) ?? this.walk(fileName, program);
    const module: Module = { program, scope: found.scope, calls: found.calls, followed: false };
    for (const binding of found.mutated) {
      this.mutated.add(binding);
      if (binding.kind === 'const') this.mutatedInits.add(binding.init);
    }
    for (const [scope, functions] of found.functions) this.functions.set(scope, functions);
    this.modules.set(fileName, module);
    return module;
  }

  /** The calls of a program the facts' walk has not met (the reader's own programs all have): walked here. */
  private walk(fileName: string, program: AstNode): FileCalls {
    try {
      walkProgram(fileName, this.text(fileName), languageOf(fileName) === 'typescript' ? 'typescript' : 'javascript', program);
    } catch {
      // A tree the reader cannot walk (too deep): its payloads stay unchecked, the others are not lost.
    }
    return keptCalls(program) ?? { scope: new Scope(), calls: [], mutated: new Set(), functions: new Map() };
  }

  /**
   * Lets a module go (its tree with it) when only its own calls read it, not a payload of another file:
   * should one follow it later, it is loaded again.
   */
  release(fileName: string): void {
    if (this.modules.get(fileName)?.followed === false) this.modules.delete(fileName);
  }

  candidates(fileName: string, argument: AstNode | undefined): readonly string[] | undefined {
    const source = stringLiteral(argument);
    const candidates = source === undefined ? [] : jsModuleCandidates(fileName, source);
    return candidates.length ? candidates : undefined;
  }

  exported(candidates: readonly string[], name: string): Exported | undefined {
    let module: Module | undefined;
    const fileName = candidates.find((candidate) => {
      this.used?.add(candidate);
      return (module = this.load(candidate)) !== undefined;
    });
    if (fileName === undefined || module === undefined) return undefined;
    module.followed = true;
    if (!module.exports) {
      // Read once, with the files its re-exports name, which every later use depends on too.
      const outer = this.used;
      module.exports = new Map();
      module.exportsFrom = this.used = new Set([fileName]);
      try {
        module.exports = this.readExports(module, fileName);
      } finally {
        this.used = outer;
      }
    }
    if (this.used) for (const from of module.exportsFrom!) this.used.add(from);
    return module.exports.get(name);
  }

  /** The function a call names: declared in scope, a `const` arrow or function, or imported from a module. */
  functionOf(name: string, scope: Scope, fileName: string): Returned | undefined {
    for (let current: Scope | undefined = scope; current; current = current.parent) {
      const declared = this.functions.get(current)?.get(name);
      if (declared) return returnedOf(declared, current, fileName, this.text(fileName));
      // A name bound here (not as a function) hides the outer ones.
      if (current.parent?.lookup(name) !== current.lookup(name)) break;
    }
    return this.bindingFunction(scope.lookup(name), fileName);
  }

  private bindingFunction(binding: Binding | undefined, fileName: string): Returned | undefined {
    if (!binding) return undefined;
    if (binding.kind === 'const' && binding.path.length === 0) {
      const init = unwrap(binding.init);
      return init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression'
        ? returnedOf(init, binding.scope, fileName, this.text(fileName))
        : undefined;
    }
    if (binding.kind === 'import' && binding.value.kind === 'import' && binding.value.path.length === 0) {
      const found = this.exported(binding.value.candidates, binding.value.name);
      if (!found) return undefined;
      if ('fn' in found) return returnedOf(found.fn, found.scope, found.fileName, this.text(found.fileName));
      if ('binding' in found) return this.bindingFunction(found.binding, found.fileName);
      if ('node' in found && (found.node.type === 'ArrowFunctionExpression' || found.node.type === 'FunctionExpression')) {
        return returnedOf(found.node, found.scope, found.fileName, this.text(found.fileName));
      }
    }
    return undefined;
  }

  private readExports(module: Module, fileName: string): Map<string, Exported> {
    const exports = new Map<string, Exported>();
    const { scope } = module;
    const local = (name: string): Exported | undefined => {
      const fn = this.functions.get(scope)?.get(name);
      if (fn) return { fn, scope, fileName };
      const binding = scope.lookup(name);
      return binding ? { binding, fileName } : undefined;
    };
    const set = (name: string, found: Exported | undefined) => {
      if (found) exports.set(name, found);
    };
    for (const statement of module.program.body as AstNode[]) {
      if (statement.type === 'ExportNamedDeclaration' && statement.exportKind !== 'type') {
        const declaration = statement.declaration as AstNode | null;
        if (declaration?.type === 'VariableDeclaration') {
          for (const declarator of declaration.declarations as AstNode[])
            if (declarator.id.type === 'Identifier') set(declarator.id.name, local(declarator.id.name));
        } else if (declaration?.type === 'FunctionDeclaration' && declaration.id) set(declaration.id.name, local(declaration.id.name));
        for (const specifier of statement.specifiers as AstNode[]) {
          const from = nameOfNode(specifier.local);
          const as = nameOfNode(specifier.exported);
          if (statement.source) {
            const candidates = jsModuleCandidates(fileName, String(statement.source.value));
            const found = candidates.length ? this.exported(candidates, from) : undefined;
            set(as, found);
          } else set(as, local(from));
        }
      } else if (statement.type === 'ExportDefaultDeclaration') {
        const declaration = statement.declaration as AstNode;
        if (declaration.type === 'FunctionDeclaration') set('default', { fn: declaration, scope, fileName });
        else if (!declaration.type.endsWith('Declaration')) set('default', { node: declaration, scope, fileName });
      } else if (statement.type === 'ExpressionStatement') {
        this.commonJs(statement.expression, scope, fileName, set, local);
      }
    }
    return exports;
  }

  /** `module.exports = {…}` (each property, and the whole as `default`), `module.exports.X = …`, `exports.X = …`. */
  private commonJs(
    expression: AstNode,
    scope: Scope,
    fileName: string,
    set: (name: string, found: Exported | undefined) => void,
    local: (name: string) => Exported | undefined,
  ): void {
    const assignment = unwrap(expression);
    if (assignment.type !== 'AssignmentExpression' || assignment.operator !== '=') return;
    const chain = memberChain(assignment.left);
    if (!chain) return;
    const [root, second, third] = chain.names;
    const right = unwrap(assignment.right);
    const named = () => (right.type === 'Identifier' ? local(right.name) : { node: right, scope, fileName });
    if (root === 'module' && second === 'exports' && chain.names.length === 2) {
      set('default', named());
      if (right.type !== 'ObjectExpression') return;
      for (const property of right.properties as AstNode[]) {
        const key = property.type === 'Property' ? propertyKey(property) : undefined;
        if (key === undefined) continue;
        const value = unwrap(property.value);
        set(key, value.type === 'Identifier' ? local(value.name) : { node: value, scope, fileName });
      }
    } else if (root === 'module' && second === 'exports' && third !== undefined && chain.names.length === 3) set(third, named());
    else if (root === 'exports' && second !== undefined && chain.names.length === 2) set(second, named());
  }
}

/** The expression a function returns when it has one return at the top of its body (or an expression body). */
export function returnedOf(fn: AstNode, outer: Scope, fileName: string, text: string): Returned | undefined {
  const scope = new Scope(outer);
  declareParams(fn, scope, text);
  const body = fn.body as AstNode | null;
  if (!body) return undefined;
  if (body.type !== 'BlockStatement') return { returned: body, scope, fileName };
  const inner = new Scope(scope);
  declareStatements(body.body as AstNode[], inner, fileName);
  if (countReturns(body) !== 1) return undefined;
  const statement = (body.body as AstNode[]).find((candidate) => candidate.type === 'ReturnStatement');
  return statement?.argument ? { returned: statement.argument, scope: inner, fileName } : undefined;
}

/** Return statements of a function body, not counting those of functions inside it. */
function countReturns(node: AstNode): number {
  let count = 0;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isNode(value)) return;
    if (value.type === 'ReturnStatement') count++;
    if (value.type === 'FunctionDeclaration' || value.type === 'FunctionExpression' || value.type === 'ArrowFunctionExpression' || value.type.startsWith('TS'))
      return;
    for (const key of Object.keys(value)) if (key !== 'type' && key !== 'start' && key !== 'end') visit(value[key]);
  };
  for (const statement of node.body as AstNode[]) visit(statement);
  return count;
}

function nameOfNode(node: AstNode): string {
  return node.type === 'Identifier' ? node.name : String(node.value);
}
