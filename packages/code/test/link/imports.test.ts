import { describe, expect, it } from 'vitest';
import { computed, exact, readApp, spanOf } from '../js/read.js';

describe('constants across relative imports', () => {
  it('follows named, namespace, default and object constants, TypeScript’s .js → .ts and index files', async () => {
    const listeners = [
      "import { APPROVE } from './ids.js';",
      "import * as ids from './ids.js';",
      "import VIEW from '../constants';",
      "import { Ids } from './enums.js';",
      'export default function register(app: App) {',
      '  app.action(APPROVE, h);',
      '  app.action(ids.ACTIONS.reject, h);',
      '  app.view(VIEW, h);',
      '  app.shortcut(Ids.Share, h);',
      '}',
    ].join('\n');
    const facts = await readApp({
      'src/listeners/register.ts': listeners,
      'src/listeners/ids.ts': "export const APPROVE = 'approve_button';\nexport const ACTIONS = { reject: 'reject_button' } as const;",
      'src/constants/index.ts': "const VIEW = 'deploy_modal';\nexport default VIEW;",
      'src/listeners/enums.ts': "export enum Ids { Share = 'share_shortcut' }",
    });
    const register = facts['src/listeners/register.ts']!;
    expect(register.listeners).toEqual([
      { kind: 'action', id: exact('approve_button'), span: spanOf(listeners, 'APPROVE', 'action(') },
      { kind: 'action', id: exact('reject_button'), span: spanOf(listeners, 'ids.ACTIONS.reject') },
      { kind: 'view', id: exact('deploy_modal'), span: spanOf(listeners, 'VIEW', 'view(') },
      { kind: 'shortcut', id: exact('share_shortcut'), span: spanOf(listeners, 'Ids.Share') },
    ]);
    expect(register.open).toEqual([]);
  });

  it('follows re-exports (named, renamed, star, namespace) and concatenations with an imported part', async () => {
    const app = [
      "import { APPROVE, REJECT, ns, PREFIX } from './index.js';",
      'app.action(APPROVE, h);',
      'app.action(REJECT, h);',
      'app.action(ns.DELETE, h);',
      "app.action(PREFIX + 'archive', h);",
      'app.action(`${PREFIX}restore`, h);',
    ].join('\n');
    const facts = await readApp({
      'app.js': app,
      'index.js': "export * from './a.js';\nexport { B as REJECT } from './b.js';\nexport * as ns from './c.js';",
      'a.js': "export const APPROVE = 'approve';\nexport const PREFIX = 'row_';",
      'b.js': "export const B = 'reject';",
      'c.js': "export const DELETE = 'delete';",
    });
    expect(facts['app.js']!.listeners.map((listener) => listener.id)).toEqual([
      exact('approve'),
      exact('reject'),
      exact('delete'),
      exact('row_archive'),
      exact('row_restore'),
    ]);
  });

  it('follows CommonJS: require with destructuring or a namespace, module.exports and exports.X', async () => {
    const app = [
      "const { APPROVE } = require('./ids');",
      "const ids = require('./ids');",
      "const more = require('./more.cjs');",
      'app.action(APPROVE, h);',
      'app.action(ids.REJECT, h);',
      'app.view(more.MODAL, h);',
    ].join('\n');
    const facts = await readApp({
      'app.js': app,
      'ids.js': "const APPROVE = 'approve';\nmodule.exports = { APPROVE, REJECT: 'reject' };",
      'more.cjs': "exports.MODAL = 'modal';",
    });
    expect(facts['app.js']!.listeners.map((listener) => listener.id)).toEqual([exact('approve'), exact('reject'), exact('modal')]);
  });

  it('turns what it cannot follow into computed ids with an open fact: a package, a missing file, a missing name, a cycle', async () => {
    const app = [
      "import { FROM_PACKAGE } from 'ids-package';",
      "import { MISSING_FILE } from './nowhere.js';",
      "import { NOT_EXPORTED, LOOP } from './ids.js';",
      'app.action(FROM_PACKAGE, h);',
      'app.action(MISSING_FILE, h);',
      'app.action(NOT_EXPORTED, h);',
      'app.action(LOOP, h);',
      "const blocks = [{ type: 'button', action_id: MISSING_FILE }];",
    ].join('\n');
    const facts = await readApp({
      'app.js': app,
      'ids.js': "export { LOOP } from './loop.js';",
      'loop.js': "export { LOOP } from './ids.js';",
    });
    const read = facts['app.js']!;
    expect(read.listeners.map((listener) => listener.id)).toEqual([computed, computed, computed, computed]);
    expect(read.declared.map((declared) => declared.value)).toEqual([computed]);
    expect(read.open).toEqual([
      { touches: 'listeners', reason: 'computed action id', span: spanOf(app, 'FROM_PACKAGE', 'action(') },
      { touches: 'listeners', reason: 'computed action id', span: spanOf(app, 'MISSING_FILE', 'action(') },
      { touches: 'listeners', reason: 'computed action id', span: spanOf(app, 'NOT_EXPORTED', 'action(') },
      { touches: 'listeners', reason: 'computed action id', span: spanOf(app, 'LOOP', 'action(') },
      { touches: 'declared-ids', reason: 'computed action_id', span: spanOf(app, 'MISSING_FILE', 'action_id') },
    ]);
  });

  it('follows an imported method name and block ids in a payload built in another module', async () => {
    const app = [
      "import { METHOD, BLOCK } from './names.mjs';",
      'await web.apiCall(METHOD, {});',
      "app.action({ action_id: 'go', block_id: BLOCK }, h);",
      "const view = { type: 'modal', blocks: [{ type: 'input', block_id: BLOCK }] };",
    ].join('\n');
    const facts = await readApp({ 'app.mjs': app, 'names.mjs': "export const METHOD = 'reactions.add';\nexport const BLOCK = 'env';" });
    const read = facts['app.mjs']!;
    expect(read.calls).toEqual([{ method: 'reactions.add', via: 'by-name', span: spanOf(app, 'METHOD', 'apiCall(') }]);
    expect(read.listeners).toEqual([{ kind: 'action', id: exact('go'), blockId: exact('env'), span: spanOf(app, "'go'") }]);
    expect(read.declared).toEqual([{ key: 'block_id', value: exact('env'), objectType: 'input', span: spanOf(app, 'BLOCK', "type: 'input'") }]);
  });
});
