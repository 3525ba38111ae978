import { didYouMean, normalizeSeverity, RULES, SEVERITY_NAMES, type Severity } from '@manifesto/core';
import { UsageError } from '../args.js';

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

const VALUE_FLAGS = ['--format', '--base', '--config', '--rule'];
const OPTIONS = [...VALUE_FLAGS, '--help'];

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
  let onlyFiles = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (onlyFiles || arg === '-' || !arg.startsWith('-')) {
      files.push(arg);
      continue;
    }
    if (arg === '--') {
      onlyFiles = true;
      continue;
    }
    if (arg === '--help' || arg === '-h') return { command: 'help' };
    const eq = arg.indexOf('=');
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    if (!VALUE_FLAGS.includes(flag)) throw new UsageError(`unknown option "${flag}" for diff${hint(flag, OPTIONS)} ("manifesto --help" lists the options)`);
    const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
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
