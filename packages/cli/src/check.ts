import { detectFormat, looksLikeBlocks, parseSource, validateBlocksText, validateManifestText, type LocatedProblem, type RuleSeverities, type TextResult } from '@manifesto/core';
import type { Kind } from './args.js';
import type { Input } from './input.js';
import { kindFromName } from './kind.js';

export interface FileResult {
  file: string;
  kind: Kind;
  text: string;
  problems: LocatedProblem[];
  result: TextResult;
}

export interface CheckOptions {
  kind?: Kind;
  rules: RuleSeverities;
}

/** Checks one input: picks the kind (flag, then file name, then content) and runs the core. */
export function checkInput(input: Input, options: CheckOptions): FileResult {
  const fileName = input.name === '<stdin>' ? undefined : input.name;
  const format = detectFormat(input.text, fileName);
  const kind = options.kind ?? (fileName ? kindFromName(fileName) : undefined) ?? kindFromContent(input.text, format);
  const textOptions = fileName === undefined ? { format, rules: options.rules } : { format, fileName, rules: options.rules };
  const result = kind === 'blocks' ? validateBlocksText(input.text, textOptions) : validateManifestText(input.text, textOptions);
  return { file: input.name, kind, text: input.text, problems: result.problems, result };
}

function kindFromContent(text: string, format: 'yaml' | 'json'): Kind {
  const { value } = parseSource(text, format);
  return looksLikeBlocks(value) ? 'blocks' : 'manifest';
}
