/**
 * Near misses: a name one or two edits from a name the catalogue knows is a typo of it, and the service
 * refuses it, while a name far from every known one may be newer than the catalogue. Callers ask only
 * about names the catalogue does not know: a known name is never a near miss.
 */
import { nearMiss } from '../schema/suggest.js';
import { eventNames, methodNames, scopeNames, type TokenType } from './index.js';

/**
 * Two edits, one for a name of fewer than six letters: two edits turn a short word into another word
 * (`mpim` → `im`), which is a different name rather than a typo.
 */
export function typoEdits(name: string): number {
  return name.length < 6 ? 1 : 2;
}

/** The scope a misspelt scope name was meant to be, of this token type first, then of the other. */
export function misspeltScope(name: string, token: TokenType): { scope: string; token: TokenType } | undefined {
  const edits = typoEdits(name);
  const own = nearMiss(name, scopeNames(token), edits);
  if (own) return { scope: own, token };
  const other: TokenType = token === 'bot' ? 'user' : 'bot';
  const theirs = nearMiss(name, scopeNames(other), edits);
  return theirs ? { scope: theirs, token: other } : undefined;
}

/** The Events API event a misspelt event name was meant to be. */
export function misspeltEvent(name: string): string | undefined {
  return nearMiss(name, eventNames(), typoEdits(name));
}

/** The Web API method a misspelt method name was meant to be. */
export function misspeltMethod(name: string): string | undefined {
  return nearMiss(name, methodNames(), typoEdits(name));
}
