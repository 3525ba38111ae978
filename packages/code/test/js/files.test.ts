import { describe, expect, it } from 'vitest';
import { checkCodeFiles, isCodeFile } from 'manifesto-code';
import { READ_ONCE_FROM } from '../../src/read-once.js';
import { spanOf } from './read.js';

describe('which files are the app’s code', () => {
  it('takes JavaScript, TypeScript and Python by extension, not declarations, tests or other files', () => {
    for (const name of ['app.js', 'app.mjs', 'app.cjs', 'App.jsx', 'app.ts', 'app.mts', 'app.cts', 'view.tsx', 'app.py', 'listeners/actions/index.ts']) {
      expect(isCodeFile(name), name).toBe(true);
    }
    for (const name of [
      'types.d.ts',
      'types.d.mts',
      'manifest.json',
      'README.md',
      'app.js.map',
      'app.spec.js',
      'app.test.ts',
      'test_app.py',
      'app_test.py',
      'conftest.py',
      'tests/actions/sample-action.js',
      'test/app.ts',
      'src/__tests__/app.ts',
      'tests\\listeners\\app.py',
    ]) {
      expect(isCodeFile(name), name).toBe(false);
    }
  });

  it('skips test files and judges test folders below the app’s folder only', async () => {
    const action = "app.action('a', h);";
    const files = [
      { fileName: '/home/me/tests/fixtures/app/app.js', text: action },
      { fileName: '/home/me/tests/fixtures/app/tests/app.spec.js', text: action },
      { fileName: '/home/me/tests/fixtures/app/tests/helper.js', text: action },
      { fileName: '/home/me/tests/fixtures/app/manifest.json', text: '{}' },
    ];
    const results = await checkCodeFiles(files);
    expect(results.map((result) => result.facts.fileName)).toEqual(['/home/me/tests/fixtures/app/app.js']);
    const rooted = await checkCodeFiles(files.slice(0, 1), { root: '/home/me/tests/fixtures/app' });
    expect(rooted.map((result) => result.facts.listeners.length)).toEqual([1]);
  });

  it('never throws: bad arguments give no results, a file that does not parse is unreadable at the error', async () => {
    expect(await checkCodeFiles(undefined as never)).toEqual([]);
    expect(await checkCodeFiles([null, { fileName: 3 }, { fileName: 'a.js' }] as never)).toEqual([]);
    const broken = "app.action('a', async () => {\n  await say(";
    const [result] = await checkCodeFiles([{ fileName: 'broken.js', text: broken }]);
    expect(result!.facts.listeners).toEqual([]);
    expect(result!.facts.unreadable?.span).toEqual({ start: broken.length, end: broken.length });
    expect(result!.facts.unreadable?.message).toEqual(expect.any(String));
    expect(result!.problems).toEqual([]);
  });

  it('does not hand the parser a file nested deep enough to crash it: unreadable where the nesting passes the limit', async () => {
    const text = `const v = ${'['.repeat(20000)}${']'.repeat(20000)};\napp.action('a', h);`;
    const [result] = await checkCodeFiles([{ fileName: 'deep.js', text }]);
    expect(result!.facts.listeners).toEqual([]);
    // `=` and 499 brackets are as much as may be open at once: the 500th is refused.
    expect(result!.facts.unreadable?.span).toEqual({ start: 10 + 499, end: 10 + 500 });
    // Constructs that nest without brackets: past the limits they are not parsed either.
    for (const deep of [
      `x = ${'a ? b : '.repeat(20000)}c;`,
      `x = ${'a => '.repeat(20000)}b;`,
      `if (a) {}${' else if (a) {}'.repeat(20000)}`,
      `x = ${'!'.repeat(50000)}a;`,
      `${'a = '.repeat(20000)}b;`,
      `${'if (a) '.repeat(20000)}b;`,
      `x = ${'typeof '.repeat(50000)}a;`,
    ]) {
      const [unread] = await checkCodeFiles([{ fileName: 'deep.js', text: deep }]);
      expect(unread!.facts.unreadable).toBeDefined();
    }
    expect(result!.problems.map((problem) => [problem.rule, problem.severity, problem.span])).toEqual([
      ['code-too-deep', 'warning', { start: 10 + 499, end: 10 + 500 }],
    ]);
    // A long chain within the limits is read.
    const long = `const x = ${"'a' + ".repeat(500)}'b';\napp.action(x, h);`;
    const [chain] = await checkCodeFiles([{ fileName: 'long.js', text: long }]);
    expect(chain!.facts.listeners).toEqual([{ kind: 'action', id: { kind: 'exact', value: `${'a'.repeat(500)}b` }, span: spanOf(long, 'x', 'action(') }]);
  });

  it('says where a file was left unread for its nesting, with the user’s severity, read alone or with a large app', async () => {
    const text = `const v = 1;\nconst w = ${'a ? b : '.repeat(5000)}c;\napp.action('a', h);`;
    const at = text.indexOf('a ?');
    const located = (results: { problems: { rule: string; severity: string; span: unknown; range: unknown }[] }[]) =>
      results.map((result) => result.problems.map((problem) => [problem.rule, problem.severity, problem.span, problem.range]));
    const [result] = await checkCodeFiles([{ fileName: 'deep.ts', text }]);
    const span = result!.facts.unreadable!.span;
    expect(span.start).toBeGreaterThan(at);
    expect(located([result!])).toEqual([
      [['code-too-deep', 'warning', span, { start: { line: 1, character: span.start - 13 }, end: { line: 1, character: span.end - 13 } }]],
    ]);
    expect(located(await checkCodeFiles([{ fileName: 'deep.ts', text }], { rules: { 'code-too-deep': 'info' } }))[0]![0]![1]).toBe('info');
    expect(located(await checkCodeFiles([{ fileName: 'deep.ts', text }], { rules: { 'code-too-deep': 'off' } }))).toEqual([[]]);
    // Read once, file by file, as a large app is.
    const filler = { fileName: 'filler.js', text: `// ${'x'.repeat(READ_ONCE_FROM)}\n` };
    expect(located(await checkCodeFiles([{ fileName: 'deep.ts', text }, filler]))).toEqual([located([result!])[0], []]);
  });

  it('reads TypeScript syntax, JSX and a byte order mark, with spans in UTF-16 code units', async () => {
    const text = "\uFEFFconst é = '😀'; // 😀\nconst view = <Modal />;\napp.action<BlockAction>('after_emoji' as const, h);";
    const [result] = await checkCodeFiles([{ fileName: 'app.tsx', text }]);
    expect(result!.facts.unreadable).toBeUndefined();
    expect(result!.facts.listeners).toEqual([{ kind: 'action', id: { kind: 'exact', value: 'after_emoji' }, span: spanOf(text, "'after_emoji' as const") }]);
  });
});
