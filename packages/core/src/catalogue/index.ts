/**
 * The platform catalogue: scope names by token type, Events API events with the scopes that grant them,
 * and Web API methods with their scopes. The facts are generated (data.ts, `node scripts/catalogue-refresh.mjs`),
 * our decisions are written by hand (corrections.ts); this module builds the look-ups once, on first use.
 */
import {
  APP_LEVEL_SCOPE_NAMES,
  BOT_SCOPE_NAMES,
  CATALOGUE_DATE,
  CONFIGURATION_SCOPE_NAMES,
  EVENT_ROWS,
  METHOD_ARGUMENT_ROWS,
  METHOD_ROWS,
  RTM_ONLY_EVENT_NAMES,
  USER_SCOPE_NAMES,
} from './data.js';
import { lazy } from '../lazy.js';
import { DEPRECATED_EVENTS, DEPRECATED_SCOPES, DOCUMENTED_SCOPES, type EventDeprecation, type ScopeDeprecation } from './corrections.js';

export { CATALOGUE_DATE, DEPRECATED_EVENTS, DEPRECATED_SCOPES, type EventDeprecation, type ScopeDeprecation };

export type TokenType = 'bot' | 'user';

export interface EventFacts {
  readonly name: string;
  /** Any one of these scopes grants the event; empty when it needs none. */
  readonly scopes: readonly string[];
  readonly description: string;
}

export interface MethodFacts {
  readonly name: string;
  readonly bot: readonly string[];
  readonly user: readonly string[];
  readonly configuration: readonly string[];
  /** Required arguments besides `token`. */
  readonly required: readonly string[];
}

const words = (text: string): string[] => (text === '' ? [] : text.split(' '));

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

// Three tables, each built on its first use: a manifest check asks for scopes (and events when it has
// some), and the method table is the largest.

/** The scopes of each token type, and the other tokens' scopes. */
const scopeTables = lazy(() => {
  // A scope a method asks for is a scope of that token type where the scraped name lists lag (`lists:read`),
  // unless the names give it to the other type only: the methods' pages still list legacy bot scopes
  // (`channels:write` for conversations.create, where granular bots have `channels:manage`).
  const bot = new Set(words(BOT_SCOPE_NAMES));
  const user = new Set(words(USER_SCOPE_NAMES));
  const named = { bot: new Set(bot), user: new Set(user) };
  const widens = (token: TokenType, scope: string) => named[token].has(scope) || !named[token === 'bot' ? 'user' : 'bot'].has(scope);
  for (const [, botScopes, userScopes] of METHOD_ROWS) {
    for (const scope of words(botScopes)) if (widens('bot', scope)) bot.add(scope);
    for (const scope of words(userScopes)) if (widens('user', scope)) user.add(scope);
  }
  for (const [scope, { tokens }] of Object.entries(DOCUMENTED_SCOPES)) for (const token of tokens) (token === 'bot' ? bot : user).add(scope);
  const scopes: Record<TokenType, ReadonlySet<string>> = { bot, user };
  return { scopes, otherTokens: new Set([...words(CONFIGURATION_SCOPE_NAMES), ...words(APP_LEVEL_SCOPE_NAMES)]) as ReadonlySet<string> };
});

const scopeLists = lazy((): Record<TokenType, readonly string[]> => {
  const { bot, user } = scopeTables().scopes;
  return { bot: [...bot].sort(), user: [...user].sort() };
});

/** The methods by name, and by the scopes they list. */
const methodTables = lazy(() => {
  const methods = new Map<string, MethodFacts>();
  const byScope: Record<TokenType, Map<string, string[]>> = { bot: new Map(), user: new Map() };
  for (const [name, botScopes, userScopes, configuration, required] of METHOD_ROWS) {
    const facts: MethodFacts = { name, bot: words(botScopes), user: words(userScopes), configuration: words(configuration), required: words(required) };
    methods.set(name, facts);
    for (const scope of facts.bot) push(byScope.bot, scope, name);
    for (const scope of facts.user) push(byScope.user, scope, name);
  }
  return {
    methods: methods as ReadonlyMap<string, MethodFacts>,
    names: [...methods.keys()] as readonly string[],
    byScope: byScope as Record<TokenType, ReadonlyMap<string, string[]>>,
  };
});

/** The events by name and by the scopes that grant them. */
const eventTables = lazy(() => {
  const events = new Map<string, EventFacts>();
  const byScope = new Map<string, string[]>();
  for (const [name, scopes, description] of EVENT_ROWS) {
    const facts: EventFacts = { name, scopes: words(scopes), description };
    events.set(name, facts);
    for (const scope of facts.scopes) push(byScope, scope, name);
  }
  return {
    events: events as ReadonlyMap<string, EventFacts>,
    names: [...events.keys()] as readonly string[],
    byScope: byScope as ReadonlyMap<string, string[]>,
    rtmOnly: new Set(words(RTM_ONLY_EVENT_NAMES)) as ReadonlySet<string>,
  };
});

/** True when `name` is a scope a token of this type can be granted. */
export function isScopeOf(name: string, token: TokenType): boolean {
  return scopeTables().scopes[token].has(name);
}

/** Every scope name of a token type, sorted. */
export function scopeNames(token: TokenType): readonly string[] {
  return scopeLists()[token];
}

/** Configuration-token and app-level-token scopes (`app_configurations:write`, `connections:write`), which no manifest list grants. */
export function isOtherTokenScope(name: string): boolean {
  return scopeTables().otherTokens.has(name) && !isScopeOf(name, 'bot') && !isScopeOf(name, 'user');
}

/**
 * Maps, not the records themselves: a name read from a manifest is not an interned string, and a
 * property look-up interns it first, which made these two checks a large share of the catalogue rule.
 */
const deprecatedScopes = new Map(Object.entries(DEPRECATED_SCOPES));
const deprecatedEvents = new Map(Object.entries(DEPRECATED_EVENTS));

export function deprecatedScope(name: string): ScopeDeprecation | undefined {
  return deprecatedScopes.get(name);
}

export function eventFacts(name: string): EventFacts | undefined {
  return eventTables().events.get(name);
}

/** The Events API events' names, sorted. */
export function eventNames(): readonly string[] {
  return eventTables().names;
}

export function deprecatedEvent(name: string): EventDeprecation | undefined {
  return deprecatedEvents.get(name);
}

/** True for events only the RTM API delivers (`presence_change`): the service rejects them in a manifest. */
export function isRtmOnlyEvent(name: string): boolean {
  return eventTables().rtmOnly.has(name);
}

export function methodFacts(name: string): MethodFacts | undefined {
  return methodTables().methods.get(name);
}

export function methodNames(): readonly string[] {
  return methodTables().names;
}

/** The events that one of whose scopes is `scope`. */
export function eventsGrantedBy(scope: string): readonly string[] {
  return eventTables().byScope.get(scope) ?? [];
}

/** The methods that list `scope` for a token type. */
export function methodsNeeding(scope: string, token: TokenType): readonly string[] {
  return methodTables().byScope[token].get(scope) ?? [];
}

/** An argument's type as a JSON value: `json` is a structure (list or object) or its JSON string; `any` is unchecked (a file upload). */
export type ArgumentType = 'string' | 'boolean' | 'integer' | 'number' | 'array' | 'object' | 'json' | 'any';

/** One Web API argument as the reference states it (`token` is never listed). */
export interface ArgumentFacts {
  readonly name: string;
  /** The accepted types; more than one when the reference gives a choice (`count`: integer or string). */
  readonly types: readonly ArgumentType[];
  readonly nullable: boolean;
  /** The allowed values, when the reference lists them. */
  readonly allowed?: readonly string[];
  /** Bounds: items of a list, characters of a string, the value of a number. */
  readonly min?: number;
  readonly max?: number;
}

const ARGUMENT_TYPES: Record<string, ArgumentType> = {
  s: 'string',
  b: 'boolean',
  i: 'integer',
  n: 'number',
  a: 'array',
  o: 'object',
  j: 'json',
  '*': 'any',
};

/** `limit:i(1-1000)`, `sort_dir:s=asc,desc`, `blocks:j?`: the generated table's form (scripts/catalogue-refresh.mjs). */
function parseArgument(word: string): ArgumentFacts | undefined {
  const match = /^([^:]+):([a-z*|]+)(\?)?(?:=([^(]*))?(?:\((-?[\d.]*)-(-?[\d.]*)\))?$/.exec(word);
  if (!match) return undefined;
  const [, name = '', codes = '', nullable, allowed, low, high] = match;
  const facts: { -readonly [K in keyof ArgumentFacts]: ArgumentFacts[K] } = {
    name,
    types: codes.split('|').map((code) => ARGUMENT_TYPES[code] ?? 'any'),
    nullable: nullable === '?',
  };
  if (allowed !== undefined) facts.allowed = allowed.split(',');
  if (low) facts.min = Number(low);
  if (high) facts.max = Number(high);
  return facts;
}

let argumentRows: ReadonlyMap<string, string> | undefined;
const parsedArguments = new Map<string, readonly ArgumentFacts[]>();

/** The arguments of a Web API method (without `token`), sorted by name; undefined for an unknown method. */
export function methodArguments(name: string): readonly ArgumentFacts[] | undefined {
  const cached = parsedArguments.get(name);
  if (cached) return cached;
  argumentRows ??= new Map(METHOD_ARGUMENT_ROWS.map(([method, words]) => [method, words]));
  const row = argumentRows.get(name);
  if (row === undefined) return undefined;
  const facts = words(row).flatMap((word) => parseArgument(word) ?? []);
  parsedArguments.set(name, facts);
  return facts;
}
