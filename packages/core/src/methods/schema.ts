import Type, { type TSchema } from 'typebox';
import { methodArguments, methodFacts, type ArgumentFacts, type ArgumentType } from '../catalogue/index.js';
import { Anything, Closed, Optional } from '../schema/common.js';
import { lazy } from '../lazy.js';

/** `token` is in every schema so that it is never an unknown key; `token-in-arguments` reports it instead. */
const TOKEN = lazy(() => Optional(Anything('The token: pass it in the Authorization header, never in a file.')));

/** Words for an argument's accepted types, for messages: "a list or a JSON string". */
const TYPE_WORDS: Record<ArgumentType, string> = {
  string: 'a string',
  boolean: 'a boolean',
  integer: 'an integer',
  number: 'a number',
  array: 'a list (or its JSON string)',
  object: 'an object (or its JSON string)',
  json: 'a list or an object (or its JSON string)',
  any: 'any value',
};

export function expectedTypes(facts: ArgumentFacts): string {
  const words = facts.types.map((type) => TYPE_WORDS[type]);
  if (facts.nullable) words.push('null');
  return words.length <= 1 ? (words[0] ?? 'any value') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

function bounds(facts: ArgumentFacts, min: string, max: string): Record<string, number> {
  const out: Record<string, number> = {};
  if (facts.min !== undefined) out[min] = facts.min;
  if (facts.max !== undefined) out[max] = facts.max;
  return out;
}

function describe(facts: ArgumentFacts): string {
  const parts = [expectedTypes(facts)];
  if (facts.allowed) parts.push(`one of ${facts.allowed.map((value) => JSON.stringify(value)).join(', ')}`);
  if (facts.min !== undefined || facts.max !== undefined) parts.push(`from ${facts.min ?? '…'} to ${facts.max ?? '…'}`);
  return `\`${facts.name}\`: ${parts.join('; ')}.`;
}

/**
 * An argument's schema from the catalogue: the type as a JSON value. The reference writes types as
 * they travel form-encoded; a file holds JSON values, so a boolean is `true`, a number `10`, and a list
 * or object may be written as the structure or as the JSON string the form would carry.
 */
export function argumentSchema(facts: ArgumentFacts): TSchema {
  if (facts.types.includes('any')) return Anything(describe(facts));
  const branches: TSchema[] = [];
  const first = facts.types[0];
  for (const type of facts.types) {
    const own = type === first;
    switch (type) {
      case 'string':
        branches.push(facts.allowed && own ? Type.Enum([...facts.allowed]) : Type.String(own ? bounds(facts, 'minLength', 'maxLength') : {}));
        break;
      case 'boolean':
        branches.push(Type.Boolean());
        break;
      case 'integer':
      case 'number': {
        const limits = own ? bounds(facts, 'minimum', 'maximum') : {};
        branches.push(type === 'integer' ? Type.Integer(limits) : Type.Number(limits));
        break;
      }
      case 'array':
        branches.push(Type.Array(Type.Unknown(), own ? bounds(facts, 'minItems', 'maxItems') : {}), Type.String());
        break;
      case 'object':
        branches.push(Type.Object({}, { additionalProperties: true }), Type.String());
        break;
      case 'json':
        branches.push(Type.Array(Type.Unknown()), Type.Object({}, { additionalProperties: true }), Type.String());
        break;
    }
  }
  if (facts.nullable) branches.push(Type.Null());
  const unique = branches.filter((branch, index) => branches.findIndex((other) => JSON.stringify(other) === JSON.stringify(branch)) === index);
  const description = describe(facts);
  return unique.length === 1 ? { ...unique[0]!, description } : Type.Union(unique, { description });
}

const generated = new Map<string, TSchema>();

/** The generated schema of a method's arguments: a closed object, the catalogue's required arguments required. */
export function generatedSchema(method: string): TSchema | undefined {
  const cached = generated.get(method);
  if (cached) return cached;
  const facts = methodFacts(method);
  const list = methodArguments(method);
  if (!facts || !list) return undefined;
  const required = new Set(facts.required);
  const properties: Record<string, TSchema> = { token: TOKEN() };
  for (const argument of list) properties[argument.name] = required.has(argument.name) ? argumentSchema(argument) : Optional(argumentSchema(argument));
  // A required argument the reference does not describe (admin.users.getExpiration `user`) is still required.
  for (const name of required) properties[name] ??= Anything(`\`${name}\`: required; the reference gives no type.`);
  const schema = Closed(properties, { description: `The arguments of ${method}.` });
  generated.set(method, schema);
  return schema;
}

/**
 * A hand-written schema of a specification method's arguments, with `token` allowed (and reported by its
 * own rule), built on first use.
 */
export function argumentsSchema(method: string, properties: () => Record<string, TSchema>): () => TSchema {
  return lazy(() => Closed({ token: TOKEN(), ...properties() }, { description: `The arguments of ${method}.` }));
}
