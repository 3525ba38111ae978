/**
 * The catalogue's public look-ups, for build scripts that want least privilege. Every argument is
 * checked first: a wrong type gets an empty answer, never an exception.
 */
import { CATALOGUE_DATE, eventFacts, methodFacts, type TokenType } from './index.js';

export { CATALOGUE_DATE };

/** The scopes that each grant an Events API event ("any of"); `[]` when it needs none, undefined for an unknown event. */
export function scopesForEvent(name: string): string[] | undefined {
  if (typeof name !== 'string') return undefined;
  const facts = eventFacts(name);
  return facts ? [...facts.scopes] : undefined;
}

/** True when `name` is a Web API method the catalogue knows (`chat.postMessage`); false for anything else. */
export function isWebApiMethod(name: string): boolean {
  return typeof name === 'string' && methodFacts(name) !== undefined;
}

/** A method whose token type accepts any one of several scopes (`conversations.create`: `channels:manage`, `groups:write`, …). */
export interface ScopeChoice {
  method: string;
  token: TokenType;
  scopes: string[];
}

export interface RequiredScopes {
  /** Scopes the methods need, each the only scope its method accepts for the token type. */
  bot: string[];
  user: string[];
  /** Methods that accept any one of several scopes: pick one for each (not counted in `bot`/`user`). */
  choices: ScopeChoice[];
  /** Names the catalogue does not know as Web API methods. */
  unknown: string[];
}

/**
 * The bot and user scopes a list of Web API methods needs (`['chat.postMessage', 'reactions.add']` →
 * bot `chat:write`, `reactions:write`). A single name is taken as a list of one.
 */
export function requiredScopes(methods: readonly string[] | string): RequiredScopes {
  const result: RequiredScopes = { bot: [], user: [], choices: [], unknown: [] };
  const names =
    typeof methods === 'string' ? [methods] : Array.isArray(methods) ? (methods as unknown[]).filter((name): name is string => typeof name === 'string') : [];
  const seen = { bot: new Set<string>(), user: new Set<string>() };
  for (const name of new Set(names)) {
    const facts = methodFacts(name);
    if (!facts) {
      result.unknown.push(name);
      continue;
    }
    for (const token of ['bot', 'user'] as const) {
      const scopes = facts[token];
      if (scopes.length > 1) result.choices.push({ method: name, token, scopes: [...scopes] });
      else if (scopes.length === 1 && !seen[token].has(scopes[0]!)) {
        seen[token].add(scopes[0]!);
        result[token].push(scopes[0]!);
      }
    }
  }
  result.bot.sort();
  result.user.sort();
  return result;
}
