/**
 * Where a posting call's blocks, attachments or view come from when another module gives them:
 * `say(blocks=load_blocks())` with `from cards.deploy import load_blocks`, `import cards.deploy` then
 * `cards.deploy.CARD["blocks"]`, or a local variable or module constant assigned from such a call. The
 * linker decides whether that module is one of the app's files (`ImportedPayload`); when it is not, the
 * ids the payload declares are unknown.
 */
import type { Node } from 'web-tree-sitter';
import type { ImportedPayload } from '../link/raw.js';
import type { ModuleScope } from './module-scope.js';
import { pythonModuleCandidates } from './modules.js';
import { joinModule, type PythonFile } from './values.js';

type Source = ImportedPayload['sources'][number];

/** Values assigned through more names than this are not followed (and a cycle ends here). */
const MAX_DEPTH = 8;

/** The roots of a value that name another module's export, each with its readings (none: no import). */
export function importedRoots(file: PythonFile, node: Node): { node: Node; sources: Source[] }[] {
  const found: { node: Node; sources: Source[] }[] = [];
  for (const item of parts(node)) {
    const sources = sourcesOf(file, item, 0);
    if (sources.length > 0) found.push({ node: item, sources });
  }
  return found;
}

/** A list's items (and what `*` spreads), both sides of `+`: each may come from elsewhere. */
function parts(node: Node): Node[] {
  if (node.type === 'parenthesized_expression' && node.namedChildren[0]) return parts(node.namedChildren[0]);
  if (node.type === 'list' || node.type === 'tuple') return node.namedChildren.flatMap((child) => (child ? parts(child) : []));
  if (node.type === 'list_splat' && node.namedChildren[0]) return parts(node.namedChildren[0]);
  if (node.type === 'binary_operator' && node.childForFieldName('operator')?.text === '+') {
    return [node.childForFieldName('left'), node.childForFieldName('right')].flatMap((side) => (side ? parts(side) : []));
  }
  return [node];
}

function sourcesOf(file: PythonFile, node: Node, depth: number): Source[] {
  if (depth > MAX_DEPTH) return [];
  // Down to the name at the root, keeping the attributes read straight off it (`cards.deploy` of `cards.deploy.x()`).
  let current: Node | null = node;
  let attributes: string[] = [];
  while (current && current.type !== 'identifier') {
    if (current.type === 'attribute') {
      attributes.unshift(current.childForFieldName('attribute')?.text ?? '');
      current = current.childForFieldName('object');
    } else if (current.type === 'call' || current.type === 'subscript') {
      attributes = [];
      current = current.childForFieldName(current.type === 'call' ? 'function' : 'value');
    } else if (current.type === 'await' || current.type === 'parenthesized_expression') current = current.namedChildren[0] ?? null;
    else return [];
  }
  if (!current) return [];
  const name = current.text;
  const local = file.localScope(current, name);
  const scopes: readonly ModuleScope[] = local ? [local] : [file.scope];
  const binding = file.binding(name, scopes);
  switch (binding?.kind) {
    case 'value':
      return parts(binding.value).flatMap((part) => sourcesOf(file, part, depth + 1));
    case 'import': {
      const value = file.constant(name, scopes);
      if (value.kind !== 'import') return [];
      // `from pkg import cards`: a name of the package, or its submodule `pkg.cards`.
      return [value, { kind: 'module', candidates: pythonModuleCandidates(file.fileName, joinModule(binding.module, binding.name)) }];
    }
    case 'module': {
      // `import pkg.cards` binds `pkg`; `pkg.cards.x` may be a submodule's whether or not `pkg` has a file.
      const readings: Source[] = [{ kind: 'module', candidates: pythonModuleCandidates(file.fileName, binding.module) }];
      for (let length = 1; length <= attributes.length; length++) {
        readings.push({ kind: 'module', candidates: pythonModuleCandidates(file.fileName, [binding.module, ...attributes.slice(0, length)].join('.')) });
      }
      return readings;
    }
    default:
      return [];
  }
}
