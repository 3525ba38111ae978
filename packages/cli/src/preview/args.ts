import { parseArgs as readTokens } from 'node:util';
import { didYouMean } from 'manifesto-core';
import { UsageError } from '../usage-error.js';

/** `manifesto preview <file> [--output out.html] [--images] [--config FILE]`. */
export interface PreviewArgs {
  command: 'preview';
  file: string;
  output?: string;
  images: boolean;
  config?: string;
}

const PREVIEW_OPTIONS = {
  output: { type: 'string', short: 'o' },
  images: { type: 'boolean' },
  config: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;
const isPreviewOption = (name: string): name is keyof typeof PREVIEW_OPTIONS => Object.hasOwn(PREVIEW_OPTIONS, name);
const OPTIONS = Object.keys(PREVIEW_OPTIONS).map((name) => `--${name}`);

export const PREVIEW_USAGE = `  manifesto preview <file|-> [--output <file.html>] [--images]
                                          draw a block file, a view or method arguments with
                                          blocks as one HTML page, each problem on its block
`;

export const PREVIEW_HELP = `Options for preview:
  --output, -o <path>       write the page to this file (default: standard output)
  --images                  draw images from their URLs (default: placeholders with the
                            alt text, so the page loads nothing)
  --config <path>           configuration file (default: the nearest above the file)
`;

/** Reads the words after `preview`; `{command: 'help'}` for --help. */
export function parsePreviewArgs(argv: readonly string[]): PreviewArgs | { command: 'help' } {
  const files: string[] = [];
  const args: Omit<PreviewArgs, 'file'> = { command: 'preview', images: false };
  const { tokens } = readTokens({ args: [...argv], options: PREVIEW_OPTIONS, strict: false, allowPositionals: true, tokens: true });
  for (const token of tokens) {
    if (token.kind === 'positional') {
      files.push(token.value);
      continue;
    }
    if (token.kind === 'option-terminator') continue;
    if (token.name === 'help' || token.name === 'h') return { command: 'help' };
    if (!isPreviewOption(token.name) && token.name !== 'o') {
      const near = didYouMean(token.rawName, OPTIONS);
      throw new UsageError(
        `unknown option "${token.rawName}" for preview${near === undefined ? '' : `; did you mean "${near}"?`} ("manifesto --help" lists the options)`,
      );
    }
    if (token.name === 'images') {
      if (token.inlineValue) throw new UsageError(`${token.rawName} does not take a value`);
      args.images = true;
      continue;
    }
    if (token.value === undefined || token.value === '') throw new UsageError(`${token.rawName} needs a value`);
    if (token.name === 'config') args.config = token.value;
    else args.output = token.value;
  }
  if (files.length !== 1) throw new UsageError(`preview draws one file, not ${files.length}: "manifesto preview message.blocks.json --output message.html"`);
  return { ...args, file: files[0]! };
}
