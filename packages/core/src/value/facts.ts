import type { KindId, LanguageContext, ValueSuggestion } from '../kinds/kind.js';
import { schemaFactsAt, valuesAt, type SchemaFacts } from '../language/facts.js';
import type { PayloadForm } from './check.js';
import { emptySites, publishStandIn, standIn } from './stand-in.js';

/**
 * What a block file's editor says of a place, said of a payload written in code: the schema's facts at a
 * pointer of the payload (its type, description, limits, the keys it takes) and the values that fit there
 * (the block and element types the slot accepts on the payload's surface). The payload is read as its
 * check reads it (`checkPayloadValue`): holes as inert stand-ins, a Home tab as views.publish's `view`.
 */
export function payloadFactsAt(value: unknown, form: PayloadForm, pointer: string): SchemaFacts | undefined {
  const at = scoped(value, form, pointer);
  return at && schemaFactsAt(at.kind, at.value, at.pointer, at.context);
}

export function payloadValuesAt(value: unknown, form: PayloadForm, pointer: string): ValueSuggestion[] {
  const at = scoped(value, form, pointer);
  return at ? valuesAt(at.kind, at.value, at.pointer, at.context) : [];
}

function scoped(value: unknown, form: PayloadForm, pointer: string): { kind: KindId; value: unknown; pointer: string; context?: LanguageContext } | undefined {
  try {
    if (form === 'publish') {
      const input = publishStandIn(value, emptySites());
      return { kind: 'methods', value: input, pointer: `/view${pointer}`, context: { method: 'views.publish' } };
    }
    return { kind: 'blocks', value: standIn(value, '', emptySites()), pointer };
  } catch {
    return undefined;
  }
}
