// Lint rules for the whole repository, plus the architecture's import boundaries:
// the core stays pure, and the language server asks the core instead of reaching into it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'packages/vscode-extension/extension/**',
      'packages/vscode-extension/*.vsix',
      '.vitest-report*.json',
      'bench/results.json',
      'bench/conformance.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setImmediate: 'readonly',
        queueMicrotask: 'readonly',
        AbortController: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
        structuredClone: 'readonly',
        performance: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Tests and hostile-input fixtures build odd values on purpose.
      '@typescript-eslint/no-explicit-any': 'off',
      'no-control-regex': 'off',
    },
  },
  {
    // The preview's renderer runs in a browser and an editor's webview too.
    files: ['packages/core/src/**/*.ts', 'packages/preview/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'os', 'child_process', 'http', 'https', 'net'],
              message: 'packages/core and packages/preview are pure: no Node built-ins, no I/O, no network.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/lsp/src/**/*.ts', 'packages/cli/src/**/*.ts', 'packages/vscode-extension/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['manifesto-core/*', '!manifesto-core/language', '!manifesto-core/app', '!manifesto-core/value'],
              message: 'Use the public entry points manifesto-core, manifesto-core/language, manifesto-core/app and manifesto-core/value.',
            },
            { group: ['**/core/src/**'], message: 'Use the public entry points manifesto-core and manifesto-core/language.' },
            { group: ['typebox', 'typebox/*'], message: 'Schemas belong to the core; ask manifesto-core/language for schema facts.' },
          ],
        },
      ],
    },
  },
);
