import type { Ctx } from '../context.js';
import { element } from '../elements/index.js';
import { list } from '../html.js';
import { textObject } from '../text/text-object.js';

// The blocks that hold controls: actions, input and context_actions.

export function actions(block: Record<string, unknown>, ctx: Ctx): string {
  return `<div class="actions">${list(block['elements'])
    .map((item) => element(item, ctx))
    .join('')}</div>`;
}

export function contextActions(block: Record<string, unknown>, ctx: Ctx): string {
  return `<div class="actions context-actions">${list(block['elements'])
    .map((item) => element(item, ctx))
    .join('')}</div>`;
}

export function input(block: Record<string, unknown>, ctx: Ctx): string {
  const optional = block['optional'] === true ? ' <span class="muted">(optional)</span>' : '';
  const hint = block['hint'] !== undefined ? `<div class="hint">${textObject(block['hint'])}</div>` : '';
  return `<label class="input-label">${textObject(block['label'])}${optional}</label><div class="input-element">${element(block['element'], ctx)}</div>${hint}`;
}
