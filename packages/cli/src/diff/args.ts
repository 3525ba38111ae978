import { parseArgs as readTokens } from 'node:util';
import { didYouMean, normalizeSeverity, RULES, SEVERITY_NAMES, type Severity } from 'manifesto-core';
import { UsageError } from '../usage-error.js';

/** `manifesto diff [--format F] [--base REF] [--config FILE] [--rule ID=SEVERITY] <old> <new>` or `… --base REF <file>`. */
export interface DiffArgs {
  command: 'diff';
  /** The old file; absent with --base (the old side is the file at that git ref). */
  old?: string;
  new: string;
  base?: string;
  format: string;
  config?: string;
  rules: Record<string, Severity | 'off'>;
}

/** diff's options, as node:util's parseArgs reads them; the did-you-mean candidates come from the same table. */
const DIFF_ARG_OPTIONS = {
  format: { type: 'string' },
  base: { type: 'string' },
  config: { type: 'string' },
  rule: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;
const isDiffOption = (name: string): name is keyof typeof DIFF_ARG_OPTIONS => Object.hasOwn(DIFF_ARG_OPTIONS, name);
const OPTIONS = Object.keys(DIFF_ARG_OPTIONS).map((name) => `--${name}`);

function hint(word: string, candidates: readonly string[]): string {
  const near = didYouMean(word, candidates);
  return near === undefined ? '' : `; did you mean "${near}"?`;
}

/**
 * Reads the words after `diff`. `formats` are the output formats `check` accepts (the same formatters
 * print the diff). Returns `{command: 'help'}` for --help.
 */
export function parseDiffArgs(argv: readonly string[], formats: readonly string[] = ['pretty', 'json']): DiffArgs | { command: 'help' } {
  const files: string[] = [];
  const args: Omit<DiffArgs, 'new'> = { command: 'diff', format: 'pretty', rules: {} };
  // Not strict: an unknown option comes back as a token, so it gets a did-you-mean instead of parseArgs' own error.
  const { tokens } = readTokens({ args: [...argv], options: DIFF_ARG_OPTIONS, strict: false, allowPositionals: true, tokens: true });
  for (const token of tokens) {
    if (token.kind === 'positional') {
      files.push(token.value);
      continue;
    }
    if (token.kind === 'option-terminator') continue;
    if (token.name === 'help') return { command: 'help' };
    if (!isDiffOption(token.name))
      throw new UsageError(`unknown option "${token.rawName}" for diff${hint(token.rawName, OPTIONS)} ("manifesto --help" lists the options)`);
    const flag = `--${token.name}`;
    const value = token.value;
    if (value === undefined || value === '') throw new UsageError(`${flag} needs a value`);
    switch (flag) {
      case '--format':
        if (!formats.includes(value))
          throw new UsageError(`--format must be ${formats.map((name) => `"${name}"`).join(', ')}, not "${value}"${hint(value, formats)}`);
        args.format = value;
        break;
      case '--base':
        // A ref is passed to git as `<ref>:<path>`; a leading dash would read as an option.
        if (value.startsWith('-') || /[\s:]/.test(value)) throw new UsageError(`--base needs a git ref such as "main" or "HEAD~1", not "${value}"`);
        args.base = value;
        break;
      case '--config':
        args.config = value;
        break;
      case '--rule': {
        const [id, severity] = parseRule(value);
        args.rules[id] = severity;
        break;
      }
    }
  }
  if (args.base !== undefined) {
    if (files.length !== 1)
      throw new UsageError(`with --base, give one file: its version at ${args.base} is the old side ("manifesto diff --base ${args.base} manifest.yaml")`);
    if (files[0] === '-') throw new UsageError('with --base, give a file in a git repository, not standard input');
    return { ...args, new: files[0]! };
  }
  if (files.length !== 2)
    throw new UsageError(
      `manifesto diff needs two files, the old one then the new one ("manifesto diff old.yaml new.yaml"), or --base <git-ref> <file>; got ${files.length}`,
    );
  if (files[0] === '-' && files[1] === '-') throw new UsageError('standard input ("-") can be only one side of the diff');
  return { ...args, old: files[0]!, new: files[1]! };
}

function parseRule(value: string): [string, Severity | 'off'] {
  const match = /^([^=:]+)[=:](.+)$/.exec(value);
  if (!match) throw new UsageError(`--rule expects <rule-id>=<error|warning|info|off>, not "${value}"`);
  const [, id, word] = match as unknown as [string, string, string];
  const ids = RULES.map((rule) => rule.id);
  if (!ids.includes(id)) throw new UsageError(`unknown rule "${id}" in --rule${hint(id, ids)} ("manifesto rules" lists the rules)`);
  const severity = normalizeSeverity(word);
  if (severity === undefined)
    throw new UsageError(`unknown severity "${word}" in --rule ${value}${hint(word, SEVERITY_NAMES)}; expected error, warning, info or off`);
  return [id, severity];
}

/** The diff's lines in `manifesto --help`: its usage, then its options. */
export const DIFF_USAGE = `  manifesto diff [options] <old> <new>    report the breaking changes from one manifest to the next
  manifesto diff [options] --base <git-ref> <file>
                                          compare a manifest with its version at a git ref
`;

export const DIFF_OPTIONS = `
Options for diff:
  --format <format>         output format, as for check (default: pretty)
  --base <git-ref>          the old side is "git show <git-ref>:<file>"
  --config <path>           configuration file (default: the nearest one above the new file)
  --rule <id>=<severity>    override a rule's severity (scope-removed=error), repeatable
`;
