/** Facts about workflows and functions that completion and navigation share. */
import { isRecord } from '@manifesto/core';

export interface StepPlace {
  workflow: string;
  step: number;
}

/** `/workflows/<w>/steps/<n>/...` → the workflow id and step index. */
export function stepPlace(segments: readonly string[]): StepPlace | undefined {
  if (segments[0] !== 'workflows' || segments[2] !== 'steps' || segments[1] === undefined || !/^\d+$/.test(segments[3] ?? '')) return undefined;
  return { workflow: segments[1], step: Number(segments[3]) };
}

/** Parameter names of a block in either version's form (`{properties}` or direct keys). */
export function parameterNames(block: unknown): string[] {
  if (!isRecord(block)) return [];
  if (isRecord(block['properties'])) return Object.keys(block['properties']);
  return Object.keys(block);
}

/** `#/functions/<id>` → `<id>`; platform and malformed references → undefined. */
export function localFunction(functionId: unknown): string | undefined {
  if (typeof functionId !== 'string') return undefined;
  return /^#\/functions\/(.+)$/.exec(functionId)?.[1];
}

export function recordAt(value: unknown, ...keys: string[]): Record<string, unknown> | undefined {
  let current = value;
  for (const key of keys) current = isRecord(current) ? current[key] : undefined;
  return isRecord(current) ? current : undefined;
}

export function stepsOf(manifest: unknown, workflow: string): unknown[] {
  const steps = recordAt(manifest, 'workflows', workflow)?.['steps'];
  return Array.isArray(steps) ? steps : [];
}

/** The template expression being typed: the text after an unclosed `{{` before the cursor. */
export function openTemplate(valueBefore: string): { expression: string; start: number } | undefined {
  const open = valueBefore.lastIndexOf('{{');
  if (open < 0 || valueBefore.indexOf('}}', open) >= 0) return undefined;
  let start = open + 2;
  while (valueBefore[start] === ' ') start++;
  return { expression: valueBefore.slice(start), start };
}
