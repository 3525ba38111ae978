import type { CodeLanguage } from 'manifesto-core/app';

const LANGUAGES: Readonly<Record<string, CodeLanguage>> = {
  '.js': 'javascript',
  '.mjs': 'javascript',
  '.cjs': 'javascript',
  '.jsx': 'javascript',
  '.ts': 'typescript',
  '.mts': 'typescript',
  '.cts': 'typescript',
  '.tsx': 'typescript',
  '.py': 'python',
};

/** Folders that hold an app's tests, not the app. */
const TEST_FOLDERS = new Set(['test', 'tests', '__tests__']);

function baseName(fileName: string): string {
  const parts = fileName.split(/[\\/]/);
  return parts[parts.length - 1] ?? '';
}

/** The language of a file by its extension; undefined for other files and for declaration files (`.d.ts`), which run nothing. */
export function languageOf(fileName: string): CodeLanguage | undefined {
  if (typeof fileName !== 'string') return undefined;
  const name = baseName(fileName);
  if (/\.d\.[mc]?ts$/.test(name)) return undefined;
  const dot = name.lastIndexOf('.');
  return dot > 0 ? LANGUAGES[name.slice(dot).toLowerCase()] : undefined;
}

/**
 * A test of the app rather than the app: `*.spec.*`, `*.test.*`, Python's `test_*.py` and `*_test.py`
 * (pytest's default patterns), `conftest.py`, or a file under a `test`, `tests` or `__tests__` folder.
 * Give the name relative to the app's folder: a folder above the app is not the app's test folder.
 */
export function isTestFile(fileName: string): boolean {
  if (typeof fileName !== 'string') return false;
  const parts = fileName.split(/[\\/]/);
  const name = parts.pop() ?? '';
  if (parts.some((part) => TEST_FOLDERS.has(part))) return true;
  if (/\.(spec|test)\.[^.]+$/i.test(name)) return true;
  return /^test_.*\.py$|_test\.py$|^conftest\.py$/i.test(name);
}

/**
 * True for a JavaScript, TypeScript or Python file of the app (`.js .mjs .cjs .jsx .ts .mts .cts .tsx .py`),
 * false for test files (see `isTestFile`), declaration files and anything else. Give the name relative to
 * the app's folder.
 */
export function isCodeFile(fileName: string): boolean {
  return languageOf(fileName) !== undefined && !isTestFile(fileName);
}
