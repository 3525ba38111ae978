import type { DocumentKind } from '../kinds/kind.js';
import { schemasAt, type SchemaNode } from '../schema/facts.js';
import { analyseBlocks } from './containers.js';
import { isBlocksFileName, looksLikeBlocks } from './detect.js';
import { blockAt } from './locate.js';
import { CONTAINER_RULES } from './rules.js';
import { BLOCK_TYPES } from './types/index.js';

/** Block Kit payloads: a block, a list of blocks, a message, a view or a views.publish argument. */
export const blocksKind: DocumentKind = {
  id: 'blocks',
  noun: 'the block payload',
  matchesName: isBlocksFileName,
  nameGlobs: ['**/*.{blocks,block,view}.{json,yaml,yml}'],
  globsKey: 'blocks',
  sniff: looksLikeBlocks,
  rules: [...CONTAINER_RULES, ...[...BLOCK_TYPES.values()].flatMap((type) => type.rules)],
  check(value, { maxDepth }) {
    const { problems, embedded } = analyseBlocks(value, maxDepth);
    return embedded ? { problems, embedded } : { problems };
  },
  language: {
    schemasAt(value, segments) {
      const found = blockAt(value, segments);
      const type = found && typeof found.block['type'] === 'string' ? BLOCK_TYPES.get(found.block['type']) : undefined;
      if (!found || !type) return [];
      return schemasAt(type.schemaFor(found.block, found.rest) as unknown as SchemaNode, found.rest);
    },
    valuesAt(value, segments) {
      const found = blockAt(value, segments);
      const type = found && typeof found.block['type'] === 'string' ? BLOCK_TYPES.get(found.block['type']) : undefined;
      return found && type?.valuesAt ? type.valuesAt(found.block, found.rest) : [];
    },
  },
};
