import type { TSchema } from 'typebox';
import { analyseBlocks } from '../blocks/containers.js';
import { CATALOGUE_DATE, methodArguments, methodFacts, methodNames } from '../catalogue/index.js';
import type { KindCheck } from '../kinds/kind.js';
import type { Problem } from '../problem.js';
import { compiled } from '../schema/compiled.js';
import { walkErrors } from '../schema/fast/error-walk.js';
import { describeValue, schemaProblems } from '../schema/errors.js';
import { KeyIndex } from '../schema/key-index.js';
import { notAnObjectRule } from '../schema/rules.js';
import { closest } from '../schema/suggest.js';
import type { EmbeddedDocument } from '../source/embedded.js';
import { isRecord } from '../source/pointer.js';
import { BLOCK_ARGUMENTS, blockArgumentShapes } from './block-shapes.js';
import { decodeArgument, type JsonShape } from './json-argument.js';
import { argumentDocuments } from './documents.js';
import type { MisspeltMethod } from './names.js';
import { tokenInArgumentsRule, unknownMethodRule } from './rules.js';
import { expectedTypes, generatedSchema } from './schema.js';
import { METHOD_SPECS } from './specs/index.js';
import { emptyArguments } from './specs/empty.js';

/** Bounded, so that a hostile file cannot exhaust memory with errors. */
const MAX_SCHEMA_ERRORS = 500;

/**
 * Lists are walked for errors as if cut to this length: one past the largest list bound of any method
 * (1,000 `entity_ids`), so every max-items error is still found, while TypeBox's walk of a 200,000-item
 * list took 300 ms. Messages count the items of the whole list. A test holds every method to it.
 */
export const ERROR_WALK_LIST_CAP = 1001;

const keyIndexes = new WeakMap<TSchema, KeyIndex>();

/** The schema of a method's arguments: the specification's own, or the one generated from the catalogue. */
export function methodSchema(method: string): TSchema | undefined {
  return METHOD_SPECS.get(method)?.schema() ?? generatedSchema(method);
}

function unknownMethod(method: string | undefined): Problem {
  if (method === undefined) {
    return unknownMethodRule.problem({
      pointer: '',
      target: 'container',
      message:
        'No Web API method is named for these arguments: name the file `<anything>.<method>.json` (such as `hello.chat.postMessage.json`) or pass `--method`.',
      data: {},
    });
  }
  const suggestion = closest(method, methodNames());
  return unknownMethodRule.problem({
    pointer: '',
    target: 'container',
    message: `\`${method}\` is not a Web API method the catalogue (${CATALOGUE_DATE}) knows${suggestion ? `; did you mean \`${suggestion}\`?` : '.'}`,
    data: suggestion ? { method, suggestion } : { method },
  });
}

/** A file name whose ending is a typo of a method: reported at the file's start, since no key is at fault. */
export function misspeltFileName({ written, method }: MisspeltMethod): Problem {
  return unknownMethodRule.problem({
    pointer: '',
    target: 'container',
    message: `\`${written}\` in the file name is not a Web API method; did you mean \`${method}\`?`,
    data: { method: written, suggestion: method },
  });
}

/** What kind of token a value looks like, without repeating it: a message never echoes a secret. */
function tokenKind(token: unknown): string {
  if (typeof token !== 'string') return describeValue(token);
  const prefix = /^xox([abpe])-/.exec(token)?.[1] ?? (token.startsWith('xapp-') ? 'app' : undefined);
  const names: Record<string, string> = { b: 'a bot token', p: 'a user token', a: 'an app token', e: 'a refresh token', app: 'an app-level token' };
  return prefix !== undefined ? `${names[prefix] ?? 'a token'} (${token.length} characters)` : `a string of ${token.length} characters`;
}

function tokenProblem(method: string, token: unknown): Problem {
  return tokenInArgumentsRule.problem({
    pointer: '/token',
    target: 'value',
    message: `\`token\` is ${tokenKind(token)} in the argument file: a token is a secret; send it in the Authorization header when calling ${method}, never from a file.`,
    data: { method },
  });
}

/**
 * The generated schemas' type and bound problems name the argument's accepted types from the catalogue
 * ("a list (or its JSON string)") rather than a union's "does not have any of the accepted shapes".
 */
function withArgumentTypes(method: string, problems: Problem[], args: Record<string, unknown>): Problem[] {
  const facts = new Map((methodArguments(method) ?? []).map((argument) => [`/${argument.name}`, argument]));
  return problems.map((problem) => {
    const argument = facts.get(problem.pointer);
    const actual = argument ? args[argument.name] : undefined;
    // A number past its bounds: TypeBox's sentence names neither the value nor which bound.
    if (argument && problem.rule === 'schema' && typeof actual === 'number') {
      const low = argument.min !== undefined && actual < argument.min;
      const limit = low ? argument.min : argument.max;
      return {
        ...problem,
        message: `\`${argument.name}\` is ${actual}; the ${low ? 'least' : 'most'} allowed is ${limit}.`,
        data: { limit, actual },
      };
    }
    if (!argument || problem.rule !== 'type') return problem;
    const expected = expectedTypes(argument);
    return {
      ...problem,
      message: `\`${argument.name}\` must be ${expected}, not ${describeValue(args[argument.name])}.`,
      data: { expected: [...argument.types, ...(argument.nullable ? ['null'] : [])] },
    };
  });
}

function prefixed(problems: readonly Problem[], prefix: string): Problem[] {
  return prefix === '' ? [...problems] : problems.map((problem) => ({ ...problem, pointer: prefix + problem.pointer }));
}

/** Block Kit inside the arguments, with pointers that continue into it: `/blocks/0/text/text`, `/attachments/1/blocks/0`, `/view/blocks/2`. */
function blockKitProblems(method: string, args: Record<string, unknown>, maxDepth: number): Problem[] {
  const problems: Problem[] = [];
  for (const document of argumentDocuments(method, args)) {
    if (document.kind !== 'blocks') continue;
    const found = prefixed(analyseBlocks(document.value, maxDepth).problems, document.root);
    // views.publish has its own view types (home, profile): its check reports `type`.
    problems.push(...(method === 'views.publish' ? found.filter((problem) => !(problem.pointer === '/view/type' && problem.rule === 'enum')) : found));
  }
  return problems;
}

/** The arguments with their JSON strings decoded (the logical arguments every pointer resolves in), and the strings' own problems. */
export function decodeArguments(
  method: string,
  value: Record<string, unknown>,
  maxDepth: number,
): { args: Record<string, unknown>; embedded: EmbeddedDocument[]; undecoded: Set<string>; problems: Problem[] } {
  const known = (methodSchema(method) as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  const decode: Record<string, JsonShape> = { ...METHOD_SPECS.get(method)?.decode };
  for (const [name, shape] of Object.entries(BLOCK_ARGUMENTS)) if (name in known && !(name in decode)) decode[name] = shape;
  const args: Record<string, unknown> = { ...value };
  const embedded: EmbeddedDocument[] = [];
  const undecoded = new Set<string>();
  const problems: Problem[] = [];
  for (const [name, shape] of Object.entries(decode)) {
    const written = value[name];
    if (typeof written !== 'string') continue;
    const decoded = decodeArgument(name, written, shape, maxDepth);
    problems.push(...decoded.problems);
    embedded.push(decoded.embedded);
    if (decoded.value === undefined) undecoded.add(name);
    else args[name] = decoded.value;
  }
  return { args, embedded, undecoded, problems };
}

/** True when a problem is placed inside the embedded string. */
function inside(problem: Problem, embedded: EmbeddedDocument): boolean {
  return (problem.pointer === embedded.pointer && problem.within !== undefined) || problem.pointer.startsWith(embedded.pointer + '/');
}

/**
 * Checks the arguments of one Web API call: the method known, no `token`, JSON strings decoded, the
 * schema (required, unknown keys with did-you-mean, types, allowed values, bounds), the specification
 * methods' own rules, and Block Kit and manifests inside the arguments.
 */
export function checkMethodArguments(method: string | undefined, value: unknown, maxDepth: number): KindCheck {
  if (method === undefined || !methodFacts(method)) return { problems: [unknownMethod(method)] };
  if (!isRecord(value)) {
    return {
      problems: [
        notAnObjectRule.problem({
          pointer: '',
          target: 'container',
          message:
            value === undefined || value === null
              ? `The ${method} arguments are empty; they must be a mapping of argument names to values.`
              : `The ${method} arguments must be a mapping (an object) of argument names to values, not ${describeValue(value)}.`,
        }),
      ],
    };
  }
  const spec = METHOD_SPECS.get(method);
  const schema = methodSchema(method)!;
  const problems: Problem[] = [];
  if (value['token'] !== undefined) problems.push(tokenProblem(method, value['token']));

  // JSON strings decoded: the logical arguments are the ones every pointer resolves in.
  const { args, embedded, undecoded, problems: decoding } = decodeArguments(method, value, maxDepth);
  problems.push(...decoding);

  const validator = compiled(schema);
  if (!validator.Check(args)) {
    // Errors only where the compiled checks fail (schema/error-walk.ts), as for manifests and Block Kit.
    const errors = walkErrors(schema, args, { listCap: ERROR_WALK_LIST_CAP, maxErrors: MAX_SCHEMA_ERRORS });
    let keys = keyIndexes.get(schema);
    if (!keys) keyIndexes.set(schema, (keys = new KeyIndex(schema)));
    let found = schemaProblems(errors, { schema, value: args, keys, rootName: `the ${method} call` });
    // A string that did not decode has its argument-json problem; the schema would only repeat it.
    found = found.filter((problem) => ![...undecoded].some((name) => problem.pointer === `/${name}` || problem.pointer.startsWith(`/${name}/`)));
    problems.push(...(spec ? found : withArgumentTypes(method, found, args)));
  }
  if (spec?.check) problems.push(...spec.check({ method, args, written: value, maxDepth }).problems);
  // A specification method's check reports its own empty values; the catalogue's methods get them here.
  else problems.push(...emptyArguments(method, args));
  // Block Kit arguments the schema lets through as any JSON (a list where a view belongs): a type problem.
  const known = Object.keys((schema as { properties?: Record<string, unknown> }).properties ?? {});
  problems.push(...blockArgumentShapes(args, known, new Set(problems.map((problem) => problem.pointer))));
  problems.push(...blockKitProblems(method, args, maxDepth));

  // One embedded string is placed through its own positions: the first that holds a problem.
  const placed = embedded.find((candidate) => problems.some((problem) => inside(problem, candidate))) ?? embedded[0];
  return placed ? { problems, embedded: placed } : { problems };
}
