import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as core from 'manifesto-core';
import * as language from 'manifesto-core/language';

// Objects that fight back: a getter that throws, a Proxy whose every trap throws, a revoked Proxy (even
// Array.isArray throws on it), a list whose items throw when read. Every public function answers them
// with a problem or an empty answer, never an exception.
function throwing(): never {
  throw new Error('hostile');
}
const trapsThatThrow: ProxyHandler<object> = {
  get: throwing,
  has: throwing,
  ownKeys: throwing,
  getOwnPropertyDescriptor: throwing,
  getPrototypeOf: throwing,
};
function revoked(target: object): object {
  const { proxy, revoke } = Proxy.revocable(target, {});
  revoke();
  return proxy;
}
const getterThatThrows = (key: string) => Object.defineProperty({}, key, { enumerable: true, get: throwing });
const OPTION_KEYS = [
  'kind',
  'fallback',
  'format',
  'method',
  'sections',
  'rules',
  'limits',
  'globs',
  'fileName',
  'old',
  'new',
  'atLeast',
  'manifests',
  'blocks',
];

/** Made inside the property: fast-check reads what it generates (a clone symbol), which these would throw on. */
const HOSTILE: (() => unknown)[] = [
  ...OPTION_KEYS.map(getterThatThrows),
  ...OPTION_KEYS.map((key) => ({ [key]: new Proxy({}, trapsThatThrow) })),
  ...OPTION_KEYS.map((key) => ({ [key]: revoked({}) })),
  ...OPTION_KEYS.map((key) => ({ [key]: revoked([]) })),
  new Proxy({}, trapsThatThrow),
  new Proxy([], trapsThatThrow),
  revoked({}),
  revoked([]),
  Object.defineProperty([1, 2], 0, { get: throwing }),
  { limits: getterThatThrows('maxDepth'), rules: getterThatThrows('required'), globs: getterThatThrows('blocks') },
  { old: getterThatThrows('format'), new: getterThatThrows('fileName') },
  { start: revoked({}), end: 2, line: revoked({}) },
  Object.create(new Proxy({}, trapsThatThrow)),
  { toString: throwing, valueOf: throwing, [Symbol.toPrimitive]: throwing },
  Object.defineProperty({}, Symbol.toStringTag, { get: throwing }),
].map((value) => () => value);
const PLAIN: unknown[] = ['display_information:\n  name: x\n', '{"blocks": []}', 'manifest.yaml', 'chat.postMessage', 'yaml', 'manifest', '/a/0', 3, undefined];
/** An argument: a hostile object (made fresh each time, so a revoked one stays revoked), or a plain value. */
const argument = fc.oneof(
  fc.nat(HOSTILE.length - 1).map((i) => ({ make: HOSTILE[i]! })),
  fc.oneof(fc.string(), fc.constantFrom(...PLAIN)).map((value) => ({ make: () => value })),
);

const functions = (module: Record<string, unknown>) =>
  Object.entries(module).filter((entry): entry is [string, (...args: unknown[]) => unknown] => typeof entry[1] === 'function');

describe('the public API against hostile objects', () => {
  it.each([...functions(core), ...functions(language)].map(([name, fn]) => [name, fn] as const))('%s never throws', (name, fn) => {
    const isClass = /^[A-Z]/.test(name);
    fc.assert(
      fc.property(fc.array(argument, { maxLength: 4 }), (made) => {
        const args = made.map((argument) => argument.make());
        if (!isClass) {
          expect(() => fn(...args)).not.toThrow();
          return;
        }
        // A class (LineIndex, YamlSections): made with anything, then every method called with anything.
        let instance: Record<string, unknown> = {};
        expect(() => (instance = new (fn as unknown as new (...a: unknown[]) => Record<string, unknown>)(...args))).not.toThrow();
        const prototype = Object.getPrototypeOf(instance) as object;
        for (const method of Object.getOwnPropertyNames(prototype)) {
          if (method === 'constructor') continue;
          const descriptor = Object.getOwnPropertyDescriptor(prototype, method);
          if (descriptor?.get) expect(() => instance[method]).not.toThrow();
          else if (typeof descriptor?.value === 'function') expect(() => (instance[method] as (...a: unknown[]) => unknown)(...args)).not.toThrow();
        }
      }),
      { numRuns: 200 },
    );
  });

  it.each(OPTION_KEYS.filter((key) => !['old', 'new', 'manifests', 'blocks', 'atLeast'].includes(key)))(
    'options whose %s cannot be read are an invalid-argument problem about the options, at the start',
    (key) => {
      const options = getterThatThrows(key);
      for (const result of [
        core.validateManifestText('display_information:\n  name: x\n', options),
        core.validateBlocksText('[]', options),
        core.validateMethodArgumentsText('chat.postMessage', '{}', options),
        core.checkDocument('manifest.yaml', 'a: 1', options),
        core.checkOversized('manifest.yaml', 10, options),
      ]) {
        expect(result.problems.map((p) => [p.rule, p.pointer, p.range.start, p.data?.['argument']])).toEqual([
          ['invalid-argument', '', { line: 0, character: 0 }, 'options'],
        ]);
      }
      for (const result of [
        core.validateManifest({}, options),
        core.validateBlocks([], options),
        core.validateMethodArguments('chat.postMessage', {}, options),
      ])
        expect(result.problems.map((p) => [p.rule, p.data?.['argument']])).toEqual([['invalid-argument', 'options']]);
    },
  );

  it('a revoked options object, or one behind a Proxy that throws, is an invalid-argument problem', () => {
    for (const options of [revoked({}), new Proxy({}, trapsThatThrow), { limits: revoked({}) }, { rules: new Proxy({}, trapsThatThrow) }]) {
      const result = core.validateManifestText('a: 1', options as core.TextOptions);
      expect(result.problems.map((p) => [p.rule, p.data?.['argument']])).toEqual([['invalid-argument', 'options']]);
    }
  });

  it('diffManifests and parseSource report unreadable options and values as invalid arguments', () => {
    const diff = core.diffManifests('a: 1', 'a: 2', getterThatThrows('old') as core.DiffOptions);
    expect([diff.compared, diff.old.problems.map((p) => [p.rule, p.data?.['argument']])]).toEqual([false, [['invalid-argument', 'options']]]);
    const value = core.diffManifests(revoked({}), 'a: 2');
    expect(value.old.problems.map((p) => [p.rule, p.data?.['argument']])).toEqual([['invalid-argument', 'oldManifest']]);
    const parsed = language.parseSource('a: 1', 'yaml', getterThatThrows('maxDepth') as Partial<core.SourceLimits>);
    expect(parsed.problems.map((p) => [p.rule, p.data?.['argument']])).toEqual([['invalid-argument', 'limits']]);
  });

  it('a value whose properties cannot be read is an invalid-argument problem about the value', () => {
    for (const value of [revoked({}), new Proxy({}, trapsThatThrow), { display_information: getterThatThrows('name') }]) {
      expect(core.validateManifest(value).problems.map((p) => [p.rule, p.data?.['argument']])).toEqual([['invalid-argument', 'value']]);
      expect(core.validateBlocks(value).problems.map((p) => [p.rule, p.data?.['argument']])).toEqual([['invalid-argument', 'value']]);
      expect(core.validateMethodArguments('chat.postMessage', value).problems.map((p) => [p.rule, p.data?.['argument']])).toEqual([
        ['invalid-argument', 'args'],
      ]);
    }
  });

  it('LineIndex of a non-string is the index of an empty text', () => {
    const index = new language.LineIndex(42 as unknown as string);
    expect([index.text, index.lineCount, index.position(5), index.offset({ line: 3, character: 2 }), index.range({ start: 1, end: 2 })]).toEqual([
      '',
      1,
      { line: 0, character: 0 },
      0,
      { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    ]);
  });
});
