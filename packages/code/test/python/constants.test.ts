import { describe, expect, it } from 'vitest';
import { py, read } from './read-helpers.js';

describe('Python constants within a file', () => {
  it('follows module constants, chains, class and enum constants, concatenations and escapes', async () => {
    const { facts, at } = await read(
      py(
        'from enum import Enum',
        'ACTION_ID = "approve"',
        'ALIAS = ACTION_ID',
        'TYPED: Final[str] = "typed"',
        'PATTERN = re.compile(r"^vote_(\\d+)$")',
        'class Ids:',
        '    REPORT = "report_view"',
        'class Kind(str, Enum):',
        '    DEPLOY = "/deploy"',
        'JOINED = "caf\\u00e9" "_x"',
        'def register(app):',
        '    app.action(ALIAS)(h)',
        '    app.action(TYPED)(h)',
        '    app.action(PATTERN)(h)',
        '    app.view(Ids.REPORT)(h)',
        '    app.command(Kind.DEPLOY.value)(h)',
        '    app.action(JOINED)(h)',
      ),
    );
    expect(facts.listeners.map((l) => [l.id, at(l.span)])).toEqual([
      [{ kind: 'exact', value: 'approve' }, 'ALIAS'],
      [{ kind: 'exact', value: 'typed' }, 'TYPED'],
      [{ kind: 'pattern', source: '^vote_(\\d+)$', flags: '' }, 'PATTERN'],
      [{ kind: 'exact', value: 'report_view' }, 'Ids.REPORT'],
      [{ kind: 'exact', value: '/deploy' }, 'Kind.DEPLOY.value'],
      [{ kind: 'exact', value: 'café_x' }, 'JOINED'],
    ]);
    expect(facts.open).toEqual([]);
  });

  it('does not follow a name bound twice, rebound through global, or shadowed in the function', async () => {
    const { facts } = await read(
      py(
        'TWICE = "a"',
        'TWICE = "b"',
        'MOVED = "m"',
        'SHADOWED = "s"',
        'def reset():',
        '    global MOVED',
        '    MOVED = "n"',
        'def register(app, SHADOWED):',
        '    LOCAL = "l"',
        '    app.action(TWICE)(h)',
        '    app.action(MOVED)(h)',
        '    app.action(SHADOWED)(h)',
        '    app.action(LOCAL)(h)',
      ),
    );
    expect(facts.listeners.map((l) => l.id)).toEqual([{ kind: 'computed' }, { kind: 'computed' }, { kind: 'computed' }, { kind: 'computed' }]);
    expect(facts.open).toHaveLength(4);
  });

  it('leaves constants of other modules to the linker, with the files each may be', async () => {
    const { facts, references, at } = await read(
      py(
        'from .ids import APPROVE',
        'from listeners import ids',
        'import shared.names as names',
        'from ..common import Ids',
        'PREFIX = "team_"',
        '@app.action(APPROVE)',
        'def a(): pass',
        '@app.view(ids.REPORT)',
        'def b(): pass',
        '@app.command(names.DEPLOY)',
        'def c(): pass',
        '@app.shortcut(Ids.SHARE)',
        'def d(): pass',
        '@app.action(PREFIX + APPROVE)',
        'def e(): pass',
      ),
      'app/listeners/actions/__init__.py',
    );
    expect(facts.listeners.map((l) => l.id)).toEqual(Array(5).fill({ kind: 'computed' }));
    expect(facts.open).toEqual([]);
    const ancestors = (module: string) => [
      `app/listeners/actions/${module}.py`,
      `app/listeners/actions/${module}/__init__.py`,
      `app/listeners/${module}.py`,
      `app/listeners/${module}/__init__.py`,
      `app/${module}.py`,
      `app/${module}/__init__.py`,
      `${module}.py`,
      `${module}/__init__.py`,
    ];
    expect(references.map((r) => [r.target, r.value, at(r.open.span)])).toEqual([
      [
        { list: 'listeners', index: 0, field: 'id' },
        { kind: 'import', candidates: ['app/listeners/actions/ids.py', 'app/listeners/actions/ids/__init__.py'], name: 'APPROVE', path: [] },
        'APPROVE',
      ],
      [{ list: 'listeners', index: 1, field: 'id' }, { kind: 'import', candidates: ancestors('listeners/ids'), name: 'REPORT', path: [] }, 'ids.REPORT'],
      [{ list: 'listeners', index: 2, field: 'id' }, { kind: 'import', candidates: ancestors('shared/names'), name: 'DEPLOY', path: [] }, 'names.DEPLOY'],
      [
        { list: 'listeners', index: 3, field: 'id' },
        { kind: 'import', candidates: ['app/listeners/common.py', 'app/listeners/common/__init__.py'], name: 'Ids', path: ['SHARE'] },
        'Ids.SHARE',
      ],
      [
        { list: 'listeners', index: 4, field: 'id' },
        {
          kind: 'concat',
          parts: [
            { kind: 'string', value: 'team_' },
            { kind: 'import', candidates: ['app/listeners/actions/ids.py', 'app/listeners/actions/ids/__init__.py'], name: 'APPROVE', path: [] },
          ],
        },
        'PREFIX + APPROVE',
      ],
    ]);
  });

  it('offers its top-level constants to other modules', async () => {
    const { exports } = await read(
      py(
        'from .more import *',
        'from .ids import BASE',
        'APPROVE = "approve"',
        'DENY = BASE + "_deny"',
        'class Ids:',
        '    SHARE = "share"',
        'def helper(): pass',
        'TWICE = 1',
        'TWICE = 2',
      ),
      'app/listeners/ids.py',
    );
    const base = { kind: 'import', candidates: ['app/listeners/ids.py', 'app/listeners/ids/__init__.py'], name: 'BASE', path: [] };
    expect(exports.stars).toEqual([['app/listeners/more.py', 'app/listeners/more/__init__.py']]);
    expect(exports.names.get('APPROVE')).toEqual({ kind: 'string', value: 'approve' });
    expect(exports.names.get('BASE')).toEqual(base);
    expect(exports.names.get('DENY')).toEqual({ kind: 'concat', parts: [base, { kind: 'string', value: '_deny' }] });
    expect(exports.names.get('Ids')).toEqual({ kind: 'object', properties: new Map([['SHARE', { kind: 'string', value: 'share' }]]) });
    expect(exports.names.has('helper')).toBe(false);
    expect(exports.names.has('TWICE')).toBe(false);
  });
});

describe('Python reader positions and failures', () => {
  it('gives UTF-16 offsets after non-ASCII text', async () => {
    const text = py('GREETING = "héllo 😀 wörld"  # ✓ ünïcode', '@app.action("approve")', 'def a(): pass');
    const { facts } = await read(text);
    const start = text.indexOf('"approve"');
    expect(facts.listeners[0]?.span).toEqual({ start, end: start + '"approve"'.length });
  });

  it('gives no facts for a file with a syntax error, only where it is unreadable', async () => {
    const text = py('@app.action("approve")', 'def a(:', '    pass', '@app.command("/x")', 'def b(): pass');
    const { facts, at } = await read(text);
    expect(facts.unreadable).toBeDefined();
    expect(facts.unreadable!.span.start).toBeGreaterThanOrEqual(text.indexOf('def a('));
    expect(facts.unreadable!.span.start).toBeLessThan(text.indexOf('@app.command'));
    expect(at(facts.unreadable!.span).length).toBeGreaterThanOrEqual(0);
    expect([facts.listeners, facts.calls, facts.declared, facts.open]).toEqual([[], [], [], []]);
  });

  it('never throws on odd input', async () => {
    for (const text of ['', '\u0000\u0001', 'x = "\\N{BULLET}"\napp.action(x)(h)\n', '('.repeat(2000), 'app.action("a" "\\x4")(h)\n']) {
      const { facts } = await read(text);
      expect(facts.language).toBe('python');
    }
  });
});
