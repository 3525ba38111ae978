import { defineKind } from '../kinds/kind.js';
import { analyseBlocks } from './containers.js';
import { isBlocksFileName, looksLikeBlocks } from './detect.js';
import { kitEmbeddedPointer, kitSchemasAt, kitValuesAt } from './kit/resolve.js';
import { blocksOutline } from './outline.js';
import { allKitObjects } from './kit/registry.js';
import { KIT_RULES } from './kit/rules.js';
import { CONTAINER_RULES } from './rules.js';

/** The block payloads' own names, which the `blocks` configuration key also holds first. */
const NAME_GLOBS: readonly string[] = ['**/*.{blocks,block,view}.{json,yaml,yml}'];

/** Block Kit payloads: a block, a list of blocks, a message, a view or a views.publish argument. */
export const blocksKind = defineKind({
  id: 'blocks',
  noun: 'the block payload',
  matchesName: isBlocksFileName,
  nameGlobs: NAME_GLOBS,
  globsKey: 'blocks',
  defaultGlobs: NAME_GLOBS,
  sniff: looksLikeBlocks,
  rules: [...CONTAINER_RULES, ...KIT_RULES, ...allKitObjects().flatMap((object) => object.rules)],
  check(value, { maxDepth }) {
    const { problems, embedded } = analyseBlocks(value, maxDepth);
    return embedded ? { problems, embedded } : { problems };
  },
  language: {
    schemasAt: kitSchemasAt,
    valuesAt: kitValuesAt,
    outline: blocksOutline,
    embeddedPointer: kitEmbeddedPointer,
  },
});
