/** Words about catalogue names for editors: completion details and hover text for scopes and events. */
import { CATALOGUE_DATE, deprecatedEvent, deprecatedScope, eventFacts, eventsGrantedBy, isScopeOf, methodsNeeding, type TokenType } from './index.js';

const MAX_NAMES = 8;

function listOf(names: readonly string[]): string {
  const shown = names.slice(0, MAX_NAMES).map((name) => `\`${name}\``);
  return names.length > MAX_NAMES ? `${shown.join(', ')} and ${names.length - MAX_NAMES} more` : shown.join(', ');
}

/** The events a scope grants, those it alone grants first (`message.channels` before `message`). */
function grantedEvents(scope: string): string[] {
  const width = (name: string) => eventFacts(name)?.scopes.length ?? 0;
  return [...eventsGrantedBy(scope)].sort((a, b) => width(a) - width(b));
}

/** The token types that can be granted a scope, as words. */
function tokensOf(scope: string): TokenType[] {
  return (['bot', 'user'] as const).filter((token) => isScopeOf(scope, token));
}

/** One line for a completion item: what a scope unlocks. */
export function scopeDetail(scope: string, token: TokenType): string {
  const events = grantedEvents(scope);
  const methods = methodsNeeding(scope, token);
  const parts = [`${token} scope`];
  if (events.length > 0) parts.push(`events: ${events.slice(0, 3).join(', ')}${events.length > 3 ? ', …' : ''}`);
  if (methods.length > 0) parts.push(`methods: ${methods.slice(0, 3).join(', ')}${methods.length > 3 ? ', …' : ''}`);
  return parts.join(' · ');
}

/** One line for a completion item: an event's description and its scopes. */
export function eventDetail(name: string): string | undefined {
  const facts = eventFacts(name);
  if (!facts) return undefined;
  return facts.scopes.length > 0 ? `${facts.description} (needs ${facts.scopes.join(' or ')})` : facts.description;
}

/** Markdown for a hover on a scope: its token types, the events it grants and the methods that need it. */
export function scopeHover(scope: string): string | undefined {
  const tokens = tokensOf(scope);
  const deprecation = deprecatedScope(scope);
  if (tokens.length === 0 && !deprecation) return undefined;
  const lines = [`**\`${scope}\`**${tokens.length > 0 ? `: ${tokens.join(' and ')} scope` : ''}`];
  if (deprecation) lines.push('', `Deprecated: ${deprecation.reason}.${deprecation.replacedBy.length > 0 ? ` Use ${listOf(deprecation.replacedBy)}.` : ''}`);
  const events = grantedEvents(scope);
  if (events.length > 0) lines.push('', `Events it grants: ${listOf(events)}.`);
  for (const token of tokens) {
    const methods = methodsNeeding(scope, token);
    if (methods.length > 0) lines.push('', `Methods that need it (${token} token): ${listOf(methods)}.`);
  }
  lines.push('', `_Platform catalogue of ${CATALOGUE_DATE}._`);
  return lines.join('\n');
}

/** Markdown for a hover on an event: its description and the scopes that grant it ("any of"). */
export function eventHover(name: string): string | undefined {
  const facts = eventFacts(name);
  if (!facts) {
    const deprecation = deprecatedEvent(name);
    return deprecation
      ? `**\`${name}\`**\n\nDeprecated: ${deprecation.reason}.${deprecation.replacedBy.length > 0 ? ` Use ${listOf(deprecation.replacedBy)}.` : ''}`
      : undefined;
  }
  const scopes =
    facts.scopes.length === 0
      ? 'It needs no scope.'
      : facts.scopes.length === 1
        ? `Needs the scope \`${facts.scopes[0]}\`.`
        : `Needs one of the scopes ${listOf(facts.scopes)}.`;
  return `**\`${name}\`**: ${facts.description}\n\n${scopes}\n\n_Platform catalogue of ${CATALOGUE_DATE}._`;
}
