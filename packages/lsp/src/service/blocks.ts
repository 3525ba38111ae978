/**
 * The Block Kit path, kept apart from manifests. Block validation lands in core separately; until
 * `validateBlocksText` is exported, block documents get the text layer's checks (syntax, duplicate keys).
 */
import * as core from '@manifesto/core';
import { isRecord, parseSource, type SourceFormat, type TextResult } from '@manifesto/core';

type BlocksValidator = (text: string, options: { format?: SourceFormat; rules?: core.RuleSeverities }) => TextResult;

const coreExports = core as unknown as Record<string, unknown>;

export function validateBlocksDocument(text: string, format: SourceFormat, rules: core.RuleSeverities): TextResult {
  const validate = coreExports['validateBlocksText'];
  if (typeof validate === 'function') return (validate as BlocksValidator)(text, { format, rules });
  const document = parseSource(text.replace(/^\uFEFF/, ''), format);
  return { problems: core.applySeverities(document.problems, rules), document };
}

/** True for a single block, a list of blocks, a message `{blocks}` or a view. */
export function looksLikeBlockPayload(value: unknown): boolean {
  const detect = coreExports['looksLikeBlocks'];
  if (typeof detect === 'function') return Boolean((detect as (v: unknown) => boolean)(value));
  const isBlock = (item: unknown) => isRecord(item) && typeof item['type'] === 'string';
  if (Array.isArray(value)) return value.length > 0 && value.every(isBlock);
  if (!isRecord(value)) return false;
  if (Array.isArray(value['blocks'])) return true;
  return value['type'] === 'data_visualization';
}
