import {
  detectFormat,
  looksLikeBlocks,
  parseSource,
  tooLargeResult,
  validateBlocksText,
  validateManifestText,
  type LocatedProblem,
  type RuleSeverities,
  type SourceLimits,
  type TextResult,
} from '@manifesto/core';
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
  limits: Partial<SourceLimits>;
}

/** Checks one input: picks the kind (flag, then file name, then content) and runs the core. */
export function checkInput(input: Input, options: CheckOptions): FileResult {
  const fileName = input.name === '<stdin>' ? undefined : input.name;
  const named = options.kind ?? (fileName ? kindFromName(fileName) : undefined);
  if (input.oversize !== undefined) return oversized(input, input.oversize, fileName, named ?? 'manifest', options);
  const format = detectFormat(input.text, fileName);
  const kind = named ?? kindFromContent(input.text, format, options.limits);
  const textOptions = { format, rules: options.rules, limits: options.limits, ...(fileName === undefined ? {} : { fileName }) };
  const result = kind === 'blocks' ? validateBlocksText(input.text, textOptions) : validateManifestText(input.text, textOptions);
  return { file: input.name, kind, text: input.text, problems: result.problems, result };
}

/** A file refused by its size: one too-large problem; the kind comes from the flag or the name alone. */
function oversized(input: Input, bytes: number, fileName: string | undefined, kind: Kind, options: CheckOptions): FileResult {
  const result = tooLargeResult(bytes, { rules: options.rules, limits: options.limits, atLeast: fileName === undefined, ...(fileName === undefined ? {} : { fileName }) });
  return { file: input.name, kind, text: '', problems: result.problems, result };
}

function kindFromContent(text: string, format: 'yaml' | 'json', limits: Partial<SourceLimits>): Kind {
  const { value } = parseSource(text, format, limits);
  return looksLikeBlocks(value) ? 'blocks' : 'manifest';
}
