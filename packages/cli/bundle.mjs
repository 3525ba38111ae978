// Bundles the `manifesto` command into one file, dist/bin.js (over tsc's unbundled output of src/bin.ts):
// Node then loads one module instead of the ~400 of core, typebox, yaml and the CLI, which took most of
// the start-up time (PERFORMANCE.md).
// The bundle is a script, not a module: one function expression that bin/manifesto.js compiles with
// node:vm and a V8 code cache (Node 20 caches no module's compiled code), then calls with `require` and an
// object whose `url` gives the bundle's URL (what `import.meta.url` was). Its first line names a hash of the
// content, the cache's key.
// Run by the workspace's `build` script after tsc, and by `prepack`.
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { copyFileSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const outfile = join(here, 'dist/bin.js');
const codeOutfile = join(here, 'dist/code.js');

// yaml's ES module build (its "default" export condition, which Node's resolution passes over for the
// CommonJS one): esbuild then drops what the core never calls (stringifying, documents' toJS/toString)
// and runs no CommonJS wrapper per module at start-up. The two builds differ only in how they log, and the
// core parses with logLevel 'error', where yaml logs nothing.
const yamlAsModules = {
  name: 'yaml-as-modules',
  setup(build) {
    build.onResolve({ filter: /^yaml$/ }, async ({ kind, resolveDir }) => {
      const found = await build.resolve('yaml/package.json', { kind, resolveDir });
      return found.errors.length > 0 ? undefined : { path: join(dirname(found.path), 'browser/index.js') };
    });
  },
};

// jsonc-parser's modules have no effects the core relies on, but the package does not say so: its
// formatter's module fills tables of 1,200 indentation strings at load, at every start-up,
// and the core never formats. Marked free of side effects, the modules nothing calls are left out.
const JSONC = /[\\/]jsonc-parser[\\/]/;
const jsoncWithoutEffects = {
  name: 'jsonc-without-effects',
  setup(build) {
    build.onResolve({ filter: /.*/ }, async ({ path, importer, kind, resolveDir, pluginData }) => {
      if (pluginData === 'jsonc' || (path !== 'jsonc-parser' && !JSONC.test(importer))) return undefined;
      const found = await build.resolve(path, { kind, resolveDir, importer, pluginData: 'jsonc' });
      return found.errors.length > 0 ? undefined : { ...found, sideEffects: false };
    });
  },
};

// picomatch and ignore are CommonJS: the bundle runs a CommonJS module where it is imported, so both ran at
// every start (picomatch building its tables and regular expressions), though only a configured
// glob or a folder's .gitignore calls them. Each import of their one function becomes a stand-in that
// requires the package at its first call (esbuild bundles that require as its lazy module wrapper).
const LAZY_PACKAGES = /^(picomatch|ignore)$/;
const lazyCommonJs = {
  name: 'lazy-commonjs',
  setup(build) {
    build.onResolve({ filter: LAZY_PACKAGES }, ({ path, kind, resolveDir }) =>
      kind === 'import-statement' ? { path, namespace: 'lazy-commonjs', pluginData: resolveDir } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'lazy-commonjs' }, ({ path, pluginData }) => ({
      contents: `let made; export default function (...args) { return (made ??= require(${JSON.stringify(path)}))(...args); }`,
      resolveDir: pluginData,
      loader: 'js',
    }));
  },
};

// TypeBox registers its string formats (dates, e-mail addresses, IDNA host names…) when its format module
// loads, and their Unicode regular expressions are built at every start; no schema here has a
// `format` keyword (x-format names a pattern, schema/common.ts), so nothing reads the registry. Its one
// importer, the schema engine's `format` keyword, gets the same namespace through a stand-in that loads the
// module at the first read (esbuild bundles that require as its lazy module wrapper): the formats behave
// as before, from the first schema that has one.
const TYPEBOX_FORMAT_KEYWORD = /[\\/]typebox[\\/]build[\\/]schema[\\/]engine[\\/]format\.mjs$/;
const lazyTypeboxFormats = {
  name: 'lazy-typebox-formats',
  setup(build) {
    build.onResolve({ filter: /[\\/]format[\\/]index\.mjs$/ }, async ({ path, importer, kind, resolveDir, pluginData }) => {
      if (pluginData === 'formats' || kind !== 'import-statement' || !TYPEBOX_FORMAT_KEYWORD.test(importer)) return undefined;
      const found = await build.resolve(path, { kind, resolveDir, importer, pluginData: 'formats' });
      return found.errors.length > 0 ? undefined : { path: found.path, namespace: 'lazy-typebox-formats' };
    });
    build.onLoad({ filter: /.*/, namespace: 'lazy-typebox-formats' }, ({ path }) => ({
      contents: `let format; export const Format = new Proxy({}, { get: (_, key) => (format ??= require(${JSON.stringify(path)}).Format)[key] });`,
      resolveDir: dirname(path),
      loader: 'js',
    }));
  },
};

// TypeBox's code emitter (guard/emit.mjs) builds a Unicode identifier regular expression at load, and only compiling a schema calls it (a one-file check compiles none: the first
// checks are interpreted, schema/compiled.ts). Its one importer, TypeBox's guard index, gets a module of
// stand-ins, one per exported function, that load the emitter at their first call. A build fails if the
// module ever exports anything but functions.
const TYPEBOX_GUARD_INDEX = /[\\/]typebox[\\/]build[\\/]guard[\\/]index\.mjs$/;
const lazyTypeboxEmitter = {
  name: 'lazy-typebox-emitter',
  setup(build) {
    build.onResolve({ filter: /^\.\/emit\.mjs$/ }, async ({ path, importer, kind, resolveDir, pluginData }) => {
      if (pluginData === 'emitter' || kind !== 'import-statement' || !TYPEBOX_GUARD_INDEX.test(importer)) return undefined;
      const found = await build.resolve(path, { kind, resolveDir, importer, pluginData: 'emitter' });
      return found.errors.length > 0 ? undefined : { path: found.path, namespace: 'lazy-typebox-emitter' };
    });
    build.onLoad({ filter: /.*/, namespace: 'lazy-typebox-emitter' }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      const names = [...source.matchAll(/^export function (\w+)\(/gm)].map((match) => match[1]);
      if (names.length === 0 || source.match(/^export /gm).length !== names.length) throw new Error(`${path}: exports other than functions`);
      const load = `let emit; const real = () => (emit ??= require(${JSON.stringify(path)}));`;
      const stands = names.map((name) => `export function ${name}(...args) { return real().${name}(...args); }`);
      return { contents: [load, ...stands].join('\n'), resolveDir: dirname(path), loader: 'js' };
    });
  },
};

// Inside the bundle `require` is the function bin/manifesto.js passes in: src/lazy-builtins.ts gets it
// from this stand-in for node:module, which Node would otherwise load at start-up only to
// make another `require`.
const requireAsModule = {
  name: 'require-as-module',
  setup(build) {
    build.onResolve({ filter: /^node:module$/ }, () => ({ path: 'node:module', namespace: 'bundle-require' }));
    build.onLoad({ filter: /.*/, namespace: 'bundle-require' }, () => ({ contents: 'export const createRequire = () => require;', loader: 'js' }));
  },
};

// The code package's parsers are bundled (loaded only when a directory holds code: main.ts imports the app
// check at run time), but two of their files cannot be: oxc-parser's native binding (a `.node` file per
// platform, installed as an optional dependency of oxc-parser) and web-tree-sitter's `tree-sitter.wasm`.
// oxc-parser's modules make their `require` from their own URL; in the bundle that URL is the bundle's,
// so they get one anchored at the installed oxc-parser instead (a dependency of this package), which
// finds the binding beside it as it does unbundled. web-tree-sitter looks for its WASM beside the script
// that runs it: the file is copied beside the bundle. tree-sitter-python's grammar is resolved through
// `require` at run time (also a dependency of this package).
const OXC_MODULE = /[\\/]oxc-parser[\\/]src-js[\\/].*\.js$/;
// The function the banner defines: oxc-parser is looked for in the folders Node searches for it, as Node finds
// it (the first that holds the package, at its real path), and the `require` anchored at its src-js/. Resolving
// 'oxc-parser' itself goes through the package's exports, for which Node loads its ES module resolver (about 2 ms
// at the code bundle's load; the binding package, found from there, has no exports). Where no folder holds it
// (another loader, such as Yarn's Plug'n'Play), Node resolves it.
const OXC_REQUIRE = [
  'var __manifestoOxcRequire = () => {',
  '  var { existsSync, realpathSync } = require("node:fs"), { join } = require("node:path");',
  '  var folder = (require.resolve.paths("oxc-parser") || []).find((found) => existsSync(join(found, "oxc-parser", "package.json")));',
  '  var anchor = folder ? join(realpathSync(join(folder, "oxc-parser")), "src-js", "bindings.js") : require.resolve("oxc-parser");',
  '  return require("node:module").createRequire(anchor);',
  '};',
].join('\n');
const oxcRequireFromPackage = {
  name: 'oxc-require-from-package',
  setup(build) {
    build.onLoad({ filter: OXC_MODULE }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      // The module names its own `require`, so the anchored one comes from a function the banner defines.
      const anchored = source.replaceAll('createRequire(import.meta.url)', '__manifestoOxcRequire()');
      return { contents: anchored, resolveDir: dirname(path), loader: 'js' };
    });
  },
};
// web-tree-sitter's Emscripten loader imports two of Node's modules with `import()`, which a script compiled
// through `node:vm` (bin/manifesto.js, for its code cache) cannot do: it gets them through the `require`
// the bundle is given instead, under a name of its own (the loader declares a `require` of its own in the
// same function).
const TREE_SITTER_MODULE = /[\\/]web-tree-sitter[\\/]tree-sitter\.c?js$/;
const treeSitterWithoutImport = {
  name: 'tree-sitter-without-import',
  setup(build) {
    build.onLoad({ filter: TREE_SITTER_MODULE }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      const required = source.replace(
        /\bimport\((["'])(fs\/promises|module)\1\)/g,
        (_, quote, name) => `Promise.resolve(__manifestoRequire(${quote}node:${name}${quote}))`,
      );
      return { contents: required, resolveDir: dirname(path), loader: 'js' };
    });
  },
};
const requireHere = createRequire(import.meta.url);
mkdirSync(join(here, 'dist'), { recursive: true });
copyFileSync(requireHere.resolve('web-tree-sitter/tree-sitter.wasm'), join(here, 'dist/tree-sitter.wasm'));

// The bundle without whitespace: a quarter smaller, so reading it and compiling its lazy functions take a
// little less. Names are kept, so profiles still name each function;
// MANIFESTO_BUNDLE_READABLE=1 keeps the layout too (line numbers, module comments), for profiling.
const readable = process.env.MANIFESTO_BUNDLE_READABLE === '1';

// The app check (src/app/check-apps.ts, with the code package and its parsers) is a second script,
// dist/code.js, that bin/manifesto.js compiles only when a run finds code: the command's own bundle does not
// carry it, so a check of manifests alone reads and compiles none of it. The two share one core: the code
// script takes `manifesto-core` and its entry points from the command's bundle.
// The hand-over is made by the command's entry, not by the stand-in that main.ts imports at run time: esbuild
// wraps a dynamically imported module, and every module it imports, in a lazy initialiser, so a stand-in
// importing the core wrapped the whole core and its packages (a thousand modules, with their unused exports
// kept), which made every start about a tenth slower (PERFORMANCE.md, "The command's start"). The stand-in
// imports nothing.
const CORE_ENTRIES = ['manifesto-core', 'manifesto-core/app', 'manifesto-core/language', 'manifesto-core/value'];
const ENTRY = 'manifesto-command-entry';
const HAND_OVER = 'manifesto-core-hand-over';
const codeApart = {
  name: 'code-apart',
  setup(build) {
    build.onResolve({ filter: /^\.\/app\/check-apps\.js$/ }, () => ({ path: 'check-apps', namespace: 'code-apart' }));
    build.onLoad({ filter: /.*/, namespace: 'code-apart' }, () => ({
      contents: 'export const checkApps = (input) => manifestoBundle.code(manifestoBundle.core).checkApps(input);',
      loader: 'js',
    }));
    // The command's entry: the hand-over first (its body runs before the command's modules run theirs), then the command.
    build.onResolve({ filter: new RegExp(`^${ENTRY}$`) }, () => ({ path: ENTRY, namespace: 'code-apart-entry' }));
    build.onLoad({ filter: /.*/, namespace: 'code-apart-entry' }, () => ({
      contents: `import ${JSON.stringify(HAND_OVER)};\nimport ${JSON.stringify(join(here, 'src/bin.ts'))};`,
      resolveDir: here,
      loader: 'js',
    }));
    build.onResolve({ filter: new RegExp(`^${HAND_OVER}$`) }, () => ({ path: HAND_OVER, namespace: 'code-apart-hand-over' }));
    build.onLoad({ filter: /.*/, namespace: 'code-apart-hand-over' }, () => ({
      contents: [
        ...CORE_ENTRIES.map((entry, i) => `import * as core${i} from ${JSON.stringify(entry)};`),
        `manifestoBundle.core = { ${CORE_ENTRIES.map((entry, i) => `${JSON.stringify(entry)}: core${i}`).join(', ')} };`,
      ].join('\n'),
      resolveDir: here,
      loader: 'js',
    }));
  },
};

/**
 * How many modules the command's bundle may wrap in esbuild's lazy initialisers: the targets of the lazy
 * stand-ins above and what they import (39 when this was written). A dynamic `import()` of a module that
 * reaches the core wraps a thousand (see codeApart), and the build stops.
 */
const MAX_LAZY_MODULES = 100;
function checkLazyModules(text) {
  const lazy = text.match(/=\s*__esm\(/g)?.length ?? 0;
  if (lazy > MAX_LAZY_MODULES) {
    throw new Error(
      `dist/bin.js wraps ${lazy} modules in lazy initialisers (at most ${MAX_LAZY_MODULES}): a dynamic import() in the command's modules reaches the core; import it statically or load it as a script of its own, as dist/code.js is.`,
    );
  }
}

const shared = {
  write: false,
  bundle: true,
  platform: 'node',
  target: 'node20',
  // CommonJS output inside a function: its imports of Node's built-ins become calls of the `require` passed in.
  format: 'cjs',
  // The bundle's URL, which bin/manifesto.js passes in.
  define: { 'import.meta.url': 'manifestoBundle.url' },
  // Workspace packages expose their TypeScript under "source"; published ones are bundled from dist.
  conditions: ['source'],
  // ESM entry points first: jsonc-parser's UMD "main" hides its requires from the bundler.
  mainFields: ['module', 'main'],
  legalComments: 'none',
  minifyWhitespace: !readable,
  logLevel: 'warning',
};

// The code reading's worker threads (src/app/code-workers.ts) run a third script, dist/code-worker.js:
// manifesto-code's `readCodeShare` with the core inside (a worker has no command's bundle to take it from),
// compiled with its own code cache by bin/code-worker.js. The core's packages go through the command's
// plugins; the parsers' files through the code script's.
const codeWorkerOutfile = join(here, 'dist/code-worker.js');
const codeWorker = esbuild.build({
  ...shared,
  entryPoints: [join(here, 'src/app/code-worker.ts')],
  outfile: codeWorkerOutfile,
  banner: {
    js: `(function (require, manifestoBundle) {\nvar module = { exports: {} };\nvar __manifestoRequire = require;\n${OXC_REQUIRE}`,
  },
  footer: { js: 'return module.exports;\n})' },
  plugins: [
    yamlAsModules,
    jsoncWithoutEffects,
    requireAsModule,
    lazyCommonJs,
    lazyTypeboxFormats,
    lazyTypeboxEmitter,
    oxcRequireFromPackage,
    treeSitterWithoutImport,
  ],
});

const [command, code] = await Promise.all([
  esbuild.build({
    ...shared,
    entryPoints: [ENTRY],
    outfile,
    banner: { js: '(function (require, manifestoBundle) {' },
    footer: { js: '})' },
    plugins: [yamlAsModules, jsoncWithoutEffects, requireAsModule, lazyCommonJs, lazyTypeboxFormats, lazyTypeboxEmitter, codeApart],
  }),
  esbuild.build({
    ...shared,
    entryPoints: [join(here, 'src/app/check-apps.ts')],
    outfile: codeOutfile,
    // The core comes from the command's bundle (the `require` bin/manifesto.js passes maps its entry points).
    external: CORE_ENTRIES,
    banner: {
      js: `(function (require, manifestoBundle) {\nvar module = { exports: {} };\nvar __manifestoRequire = require;\n${OXC_REQUIRE}`,
    },
    footer: { js: 'return module.exports;\n})' },
    plugins: [requireAsModule, lazyCommonJs, oxcRequireFromPackage, treeSitterWithoutImport],
  }),
]);

// esbuild escapes non-ASCII characters in code (its default charset) but keeps a few comments as written;
// escaping those too makes the file ASCII, which bin/manifesto.js reads as Latin-1 (about twice as fast as
// decoding UTF-8, and V8 keeps one byte a character).
for (const [result, file] of [
  [command, outfile],
  [code, codeOutfile],
  [await codeWorker, codeWorkerOutfile],
]) {
  if (file === outfile) checkLazyModules(result.outputFiles[0].text);
  const text = result.outputFiles[0].text.replace(/[^\0-\x7f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 32);
  // Written beside and renamed over: a command started meanwhile (tests, other builds) reads the old or the new file, never half of one.
  writeFileSync(`${file}.${process.pid}.tmp`, `// manifesto-bundle ${hash}\n${text}`);
  renameSync(`${file}.${process.pid}.tmp`, file);
}
