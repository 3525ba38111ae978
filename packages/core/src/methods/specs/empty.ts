import type { Problem } from '../../problem.js';
import { joinPointer } from '../../source/pointer.js';
import { argumentEmptyRule } from '../rules.js';
import { UNSTATED_MINIMUMS } from '../limits.js';

/**
 * `argument-empty` warnings for the arguments of `method` at `parent` that are `""` or `[]` where no
 * source states a minimum (methods/limits.ts, UNSTATED_MINIMUMS).
 */
export function emptyArguments(method: string, holder: Record<string, unknown>, parent = ''): Problem[] {
  const names = UNSTATED_MINIMUMS[method] ?? {};
  const problems: Problem[] = [];
  for (const [name, what] of Object.entries(names)) {
    const value = holder[name];
    const empty = value === '' ? '""' : Array.isArray(value) && value.length === 0 ? '[]' : undefined;
    if (empty === undefined) continue;
    problems.push(
      argumentEmptyRule.problem({
        pointer: joinPointer(parent, name),
        target: 'value',
        message: `\`${name}\` is empty (${empty}); give ${what}. An empty value names nothing, and the service may refuse it or read it as absent.`,
        data: { name },
      }),
    );
  }
  return problems;
}
