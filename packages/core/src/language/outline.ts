import type { LanguageContext, OutlineItem } from '../kinds/kind.js';
import type { KindId } from '../kinds/kind.js';
import { KIND_REGISTRY } from '../kinds/registry.js';

/**
 * The editor's outline of a document of `kind`, from the kind's language: named parts, each with the
 * pointer of its node, for an editor to place (`documentSymbol`). Empty for a kind without an outline
 * and for any argument it cannot read.
 */
export function outlineOf(kind: KindId, value: unknown, context?: LanguageContext): OutlineItem[] {
  try {
    return KIND_REGISTRY.byId(kind)?.language.outline?.(value, context) ?? [];
  } catch {
    return [];
  }
}
