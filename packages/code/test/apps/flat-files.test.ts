import { describe, expect, it } from 'vitest';
import { graphProblems } from './graph.js';

/**
 * Files long and flat, whose marks of nesting (`=>`, `?`, `else`, operators) are many but side by side: the
 * nesting check before the parse (`js/depth.ts`) lets them be read, so the listener for a command the
 * manifest does not declare is reported.
 */
const MANIFEST = {
  display_information: { name: 'Flat' },
  features: { bot_user: { display_name: 'flat' }, slash_commands: [{ command: '/declared', description: 'Declared' }] },
  oauth_config: { scopes: { bot: ['commands'] } },
  settings: { socket_mode_enabled: true },
};

const HEAD = "const { App } = require('@slack/bolt');\nconst app = new App({});\n";
const LISTENER = "app.command('/undeclared', async ({ ack }) => { await ack(); });\n";
const repeat = (count: number, line: (index: number) => string): string => Array.from({ length: count }, (_, index) => line(index)).join('');

describe('flat files are read by the app graph', () => {
  const cases: [string, string, string][] = [
    ['2,100 arrow functions', 'app.js', repeat(2100, (index) => `const f${index} = (x) => x;\n`)],
    ['2,100 arrow functions without semicolons', 'app.js', repeat(2100, (index) => `const f${index} = (x) => x\n`)],
    ['2,100 calls without semicolons', 'app.js', repeat(2100, (index) => `register(f${index}, (x) => (x ? 1 : 2))\n`)],
    ['2,100 optional properties', 'app.ts', `interface Options {\n${repeat(2100, (index) => `  name${index}?: string;\n`)}}\n`],
    ['2,100 optional properties without semicolons', 'app.ts', `type Options = {\n${repeat(2100, (index) => `  name${index}?: string\n`)}}\n`],
    ['30,000 operator characters in comments', 'app.js', repeat(400, (index) => `// ${'-'.repeat(76)}\nconst x${index} = ${index};\n`)],
    ['a comment of 30,000 operator characters', 'app.js', `/* ${'='.repeat(30000)} */\n`],
    ['questions in 2,100 strings', 'app.js', repeat(2100, () => "log('Are you sure? (yes => go)');\n")],
    [
      'a switch of 2,100 branches',
      'app.js',
      `function pick(x) {\n  switch (x) {\n${repeat(2100, (index) => `    case ${index}: return x ? 'a' : 'b';\n`)}  }\n}\n`,
    ],
    ['2,100 if/else statements', 'app.js', repeat(2100, (index) => `if (a${index}) { b(); } else { c(); }\n`)],
    ['2,100 if/else statements without braces', 'app.js', repeat(2100, (index) => `if (a${index}) b()\nelse c()\n`)],
    ['an object of 3,000 keys', 'app.js', `const ids = {\n${repeat(3000, (index) => `  k${index}: 'v${index}',\n`)}};\n`],
    ['2,100 comparisons', 'app.ts', repeat(2100, (index) => `const m${index}: Map<string, number> = a < b ? new Map<string, number>() : m\n`)],
    [
      'JSX with 2,100 lines of text',
      'app.jsx',
      `const View = () => (\n  <div className="x">\n${repeat(2100, () => "    <p>Don't {a ? b : c}, it's // fine</p>\n")}  </div>\n);\n`,
    ],
    ['500 components', 'app.tsx', repeat(500, (index) => `export const Icon${index} = () => <svg a="1"><path d="M0 0" /></svg>;\n`)],
  ];
  for (const [name, fileName, body] of cases) {
    it(name, async () => {
      const text = HEAD + body + LISTENER;
      expect(await graphProblems('flat', { [`flat/${fileName}`]: text }, MANIFEST)).toContainEqual([
        'command-undeclared',
        `flat/${fileName}`,
        text.split('\n').length - 1,
        "'/undeclared'",
      ]);
    });
  }
});
