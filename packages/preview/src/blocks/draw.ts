import { MAX_BLOCK_DEPTH, type Ctx } from '../context.js';
import { dataVisualization } from '../chart/index.js';
import { esc, isRecord } from '../html.js';
import { problemMarker, worst, type PreviewProblem } from '../problems.js';
import { alert, card, carousel, container } from './cards.js';
import { actions, contextActions, input } from './interactive.js';
import { call, file, image, video } from './media.js';
import { dataTable, table } from './tables.js';
import { plan, taskCard } from './tasks.js';
import { context, divider, header, markdownBlock, richText, section } from './text.js';

type Draw = (block: Record<string, unknown>, ctx: Ctx, pointer: string) => string;

/** Each of the 22 block types; a test holds this list to the core's. */
export const BLOCK_DRAWERS: Readonly<Record<string, Draw>> = {
  actions,
  alert,
  call,
  card,
  carousel,
  container,
  context,
  context_actions: contextActions,
  data_table: dataTable,
  data_visualization: dataVisualization,
  divider,
  file,
  header,
  image,
  input,
  markdown: markdownBlock,
  plan,
  rich_text: richText,
  section,
  table,
  task_card: taskCard,
  video,
};

/**
 * One block inside its frame: `data-block-type` and `data-pointer` always; `data-problems` (the rule
 * ids), a marker and the messages when it has problems. An unknown type is drawn as a labelled box, so
 * nothing in a payload goes missing.
 */
export function drawBlock(value: unknown, pointer: string, ctx: Ctx, problems: readonly PreviewProblem[] = []): string {
  const type = isRecord(value) && typeof value['type'] === 'string' ? value['type'] : '';
  const draw = Object.hasOwn(BLOCK_DRAWERS, type) ? BLOCK_DRAWERS[type] : undefined;
  const inner =
    ctx.depth > MAX_BLOCK_DEPTH
      ? ''
      : draw && isRecord(value)
        ? draw(value, { ...ctx, depth: ctx.depth + 1 }, pointer)
        : `<div class="unknown">${type === '' ? 'a block without a type' : `unknown block type <code>${esc(type)}</code>`}</div>`;
  if (problems.length === 0) return `<div class="block" data-block-type="${esc(type || 'unknown')}" data-pointer="${esc(pointer)}">${inner}</div>`;
  const rules = [...new Set(problems.map((problem) => problem.rule))].join(' ');
  return `<div class="block has-problems severity-${worst(problems)}" data-block-type="${esc(type || 'unknown')}" data-pointer="${esc(pointer)}" data-problems="${esc(rules)}" tabindex="0">${problemMarker(problems)}${inner}</div>`;
}
