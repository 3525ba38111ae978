import { chartCategoryUniqueRule, chartDuplicatePointRule, chartLabelCategoryRule, chartMissingPointRule } from './rules.js';
import type { Problem } from '../../../problem.js';
import { fieldName, joinPointer } from '../../../source/pointer.js';
import { closest } from '../../../schema/suggest.js';
import { blockProblem, quoted } from '../../report.js';
import { forEachRecord } from './values.js';

/**
 * Categories and points of a bar, area or line chart: categories are unique, every point label is a
 * category, and each series has exactly one point per category (in any order: the categories set it).
 */
export function checkCategories(chart: Record<string, unknown>, pointer: string): Problem[] {
  const axis = chart['axis_config'];
  const list = axis && typeof axis === 'object' && !Array.isArray(axis) ? (axis as Record<string, unknown>)['categories'] : undefined;
  if (!Array.isArray(list)) return [];
  const categoriesAt = joinPointer(pointer, 'axis_config', 'categories');
  const problems: Problem[] = [];
  const categories: string[] = [];
  list.forEach((category, index) => {
    if (typeof category !== 'string') return;
    const earlier = categories.indexOf(category);
    if (earlier < 0) {
      categories.push(category);
      return;
    }
    const where = joinPointer(categoriesAt, index);
    problems.push(
      blockProblem(
        chartCategoryUniqueRule,
        where,
        'value',
        `${quoted(fieldName(where))} repeats the category ${JSON.stringify(category)}; categories must be unique, so remove one.`,
        { category, first: joinPointer(categoriesAt, list.indexOf(category)) },
      ),
    );
  });
  if (categories.length === 0) return problems;
  const known = new Set(categories);

  forEachRecord(chart['series'], joinPointer(pointer, 'series'), (series, seriesAt) => {
    const data = series['data'];
    // An empty list is already too few points (min-items); listing every category as missing repeats it.
    if (!Array.isArray(data) || data.length === 0) return;
    const dataAt = joinPointer(seriesAt(), 'data');
    const seen = new Map<string, number>();
    forEachRecord(data, dataAt, (point, at, index) => {
      const label = point['label'];
      if (typeof label !== 'string') return;
      if (!known.has(label)) {
        const where = joinPointer(at(), 'label');
        const suggestion = closest(label, categories);
        problems.push(
          blockProblem(
            chartLabelCategoryRule,
            where,
            'value',
            `${quoted(fieldName(where))} is ${JSON.stringify(label)}, which is not one of the categories ${categories.map((c) => JSON.stringify(c)).join(', ')}${suggestion ? ` (did you mean ${JSON.stringify(suggestion)}?)` : ''}.`,
            suggestion ? { allowed: categories, suggestion } : { allowed: categories },
          ),
        );
        return;
      }
      const earlier = seen.get(label);
      if (earlier !== undefined) {
        const where = joinPointer(at(), 'label');
        problems.push(
          blockProblem(
            chartDuplicatePointRule,
            where,
            'value',
            `${quoted(fieldName(where))} is ${JSON.stringify(label)}, which point ${earlier} of this series already has; keep one point per category.`,
            { label, first: joinPointer(dataAt, earlier) },
          ),
        );
        return;
      }
      seen.set(label, index);
    });
    const missing = categories.filter((category) => !seen.has(category));
    if (missing.length === 0) return;
    const name = typeof series['name'] === 'string' ? `series ${JSON.stringify(series['name'])}` : quoted(fieldName(seriesAt()));
    problems.push(
      blockProblem(
        chartMissingPointRule,
        dataAt,
        'key',
        `${capital(name)} has no point for ${missing.length === 1 ? 'the category' : 'the categories'} ${missing.map((c) => JSON.stringify(c)).join(', ')}; every series needs one point per category.`,
        { missing },
      ),
    );
  });
  return problems;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
