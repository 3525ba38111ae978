import type { BlockType } from './block-type.js';
import { actions } from './actions/index.js';
import { input } from './input/index.js';
import { section } from './section/index.js';
import { context } from './context/index.js';
import { contextActions } from './context-actions/index.js';
import { divider } from './divider/index.js';
import { image } from './image/index.js';
import { file } from './file/index.js';
import { call } from './call/index.js';
import { video } from './video/index.js';
import { markdown } from './markdown/index.js';
import { richText } from './rich-text/index.js';
import { table } from './table/index.js';
import { dataTable } from './data-table/index.js';
import { container } from './container/index.js';
import { card } from './card/index.js';
import { carousel } from './carousel/index.js';
import { alert } from './alert/index.js';
import { plan } from './plan/index.js';
import { taskCard } from './task-card/index.js';
import { dataVisualization } from './data-visualization/index.js';
import { header } from './header/index.js';

/**
 * Every block type Manifesto checks, by `type`. Adding one is a folder beside `data-visualization/`,
 * its import and its entry here; the containers, the rule catalogue, content sniffing and the editor
 * facts pick it up from this map.
 */
export const BLOCK_TYPES: ReadonlyMap<string, BlockType> = new Map(
  [
    dataVisualization,
    header,
    actions,
    input,
    section,
    context,
    contextActions,
    divider,
    image,
    file,
    call,
    video,
    markdown,
    richText,
    table,
    dataTable,
    container,
    card,
    carousel,
    alert,
    plan,
    taskCard,
  ].map((type) => [type.type, type]),
);

/**
 * Every block type's name, sorted, from the same list: content sniffing tells a block
 * (`{"type": "section"}`) from other JSON by it, and did-you-mean offers it.
 */
export const KNOWN_BLOCK_TYPES: readonly string[] = [...BLOCK_TYPES.keys()].sort();
