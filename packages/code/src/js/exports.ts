import type { ModuleExports, RawValue } from '../link/raw.js';
import { jsModuleCandidates } from '../link/modules.js';
import type { Evaluator } from './evaluate.js';
import { memberChain, unwrap, type AstNode } from './nodes.js';
import type { Scope } from './scope.js';

const COMPUTED: RawValue = { kind: 'computed' };

/**
 * The constants a module offers: ES exports (`export const`, `export {X as Y}`, `export default`, re-exports
 * and `export *`) and CommonJS ones (`module.exports = {…}`, `exports.X = …`). Only top-level statements count.
 */
export function readExports(program: AstNode, scope: Scope, evaluator: Evaluator, fileName: string): ModuleExports {
  const names = new Map<string, RawValue>();
  const stars: string[][] = [];
  const local = (name: string): RawValue => {
    const binding = scope.lookup(name);
    return binding ? evaluator.binding(binding) : COMPUTED;
  };
  for (const statement of program.body as AstNode[]) {
    switch (statement.type) {
      case 'ExportNamedDeclaration': {
        if (statement.exportKind === 'type') break;
        const declaration = statement.declaration as AstNode | null;
        if (declaration) for (const name of declaredNames(declaration)) names.set(name, local(name));
        const candidates = statement.source ? jsModuleCandidates(fileName, String(statement.source.value)) : undefined;
        for (const specifier of statement.specifiers as AstNode[]) {
          if (specifier.exportKind === 'type') continue;
          const from = nameOf(specifier.local);
          const as = nameOf(specifier.exported);
          // A package's name (no candidates) settles to computed, and tells the linker it is not the app's.
          if (!candidates) names.set(as, local(from));
          else names.set(as, { kind: 'import', candidates, name: from, path: [] });
        }
        break;
      }
      case 'ExportAllDeclaration': {
        if (statement.exportKind === 'type') break;
        const candidates = jsModuleCandidates(fileName, String(statement.source.value));
        if (statement.exported) names.set(nameOf(statement.exported), { kind: 'module', candidates });
        else stars.push(candidates);
        break;
      }
      case 'ExportDefaultDeclaration': {
        const declaration = statement.declaration as AstNode;
        names.set('default', declaration.type.endsWith('Declaration') ? COMPUTED : evaluator.value(declaration, scope));
        break;
      }
      case 'ExpressionStatement':
        readCommonJs(statement.expression, names, scope, evaluator);
        break;
      default:
        break;
    }
  }
  return { names, stars };
}

/** `module.exports = {…}` (each property and the whole, as `default`), `module.exports.X = …`, `exports.X = …`. */
function readCommonJs(expression: AstNode, names: Map<string, RawValue>, scope: Scope, evaluator: Evaluator): void {
  const assignment = unwrap(expression);
  if (assignment.type !== 'AssignmentExpression' || assignment.operator !== '=') return;
  const chain = memberChain(assignment.left);
  if (!chain || scope.lookup(chain.names[0] ?? '')) return;
  const [root, second, third] = chain.names;
  const value = (): RawValue => evaluator.value(assignment.right, scope);
  if (root === 'module' && second === 'exports' && chain.names.length === 2) {
    const whole = value();
    names.set('default', whole);
    if (whole.kind === 'object') for (const [key, property] of whole.properties) names.set(key, property);
  } else if (root === 'module' && second === 'exports' && third !== undefined && chain.names.length === 3) names.set(third, value());
  else if (root === 'exports' && second !== undefined && chain.names.length === 2) names.set(second, value());
}

function declaredNames(declaration: AstNode): string[] {
  if (declaration.type === 'VariableDeclaration') return (declaration.declarations as AstNode[]).flatMap((declarator) => patternNames(declarator.id));
  if (declaration.type === 'TSEnumDeclaration') return [declaration.id.name];
  return [];
}

function patternNames(pattern: AstNode): string[] {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return (pattern.properties as AstNode[]).flatMap((property) => patternNames(property.type === 'RestElement' ? property.argument : property.value));
    case 'ArrayPattern':
      return (pattern.elements as (AstNode | null)[]).flatMap((element) => (element ? patternNames(element) : []));
    case 'AssignmentPattern':
      return patternNames(pattern.left);
    case 'RestElement':
      return patternNames(pattern.argument);
    default:
      return [];
  }
}

function nameOf(node: AstNode): string {
  return node.type === 'Identifier' ? node.name : String(node.value);
}
