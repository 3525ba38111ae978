import type { IdMatch, InstallScopesFact } from 'manifesto-core/app';
import type { Span } from 'manifesto-core';

/**
 * The platform's OAuth authorize addresses, and which token the `scope` and `user_scope` parameters of each
 * ask for. An app that builds such an address itself (an "Add to Slack" or upgrade link) is granted what the
 * address asks for at install, whatever the manifest lists, as with Bolt's own installer options.
 */
const AUTHORIZE = /oauth\/v2_user\/authorize|oauth\/v2\/authorize|oauth\/authorize|openid\/connect\/authorize/g;

const PARAMETERS: Record<string, Record<string, InstallScopesFact['token']>> = {
  'oauth/v2/authorize': { scope: 'bot', user_scope: 'user' },
  'oauth/authorize': { scope: 'bot', user_scope: 'user' },
  'oauth/v2_user/authorize': { scope: 'user' },
  'openid/connect/authorize': { scope: 'user' },
};

/** Where an address ends inside a string: its quotes (an address inside HTML), a space, an angle bracket. */
const ADDRESS_END = new Set(['"', "'", '`', ' ', '\n', '\r', '\t', '<', '>']);

/** What a scope list may hold as written: scope names, commas, spaces (`+`) and percent escapes. */
const CLEAN_LIST = /^(?:[A-Za-z0-9:._-]|,|\+|%[0-9A-Fa-f]{2})*$/;

/**
 * The scopes that the authorize addresses in one string literal, as written in the source (`source`
 * between `span`'s ends, quotes and placeholders included), ask for. A placeholder (`${…}`, Python's
 * `{…}`, `%s`) or a string joined to what follows (`joined`) in the query leaves the scopes it may hold
 * computed, so the scope rules stay silent rather than guess.
 */
export function authorizeScopes(source: string, span: Span, joined: boolean): InstallScopesFact[] {
  const text = source.slice(span.start, span.end);
  const facts: InstallScopesFact[] = [];
  for (const match of text.matchAll(AUTHORIZE)) {
    // Another service's authorize address (an external auth provider's, as Deno apps define) asks nothing of the platform.
    if (!platformHost(hostBefore(text, match.index))) continue;
    const tokens = PARAMETERS[match[0]]!;
    const after = match.index + match[0].length;
    if (text[after] !== '?') {
      // The query is built elsewhere (joined on, or set on a URL object): what it asks for is not known.
      facts.push(computed(span));
      continue;
    }
    const query = readQuery(text, after + 1);
    // The address runs on past the string when the string is joined to what follows.
    const runsOn = joined && /^["'`]*$/.test(text.slice(query.end));
    let found = false;
    for (const [index, { name, value }] of query.parameters.entries()) {
      // Own keys only: a parameter named like an object's property (`constructor=`) is no scope.
      const token = Object.hasOwn(tokens, name) ? tokens[name] : undefined;
      if (!token) continue;
      found = true;
      const last = index === query.parameters.length - 1;
      if (!CLEAN_LIST.test(value) || (runsOn && last)) facts.push({ token, scopes: [COMPUTED], span });
      else facts.push({ token, scopes: scopeNames(value), span });
    }
    // A placeholder or a join may bring the scope parameter itself.
    if (!found && (query.holes || runsOn)) facts.push(computed(span));
  }
  return facts;
}

const COMPUTED: IdMatch = { kind: 'computed' };

/** The platform's hosts: slack.com, slack-gov.com and their workspaces' subdomains, with any port. */
const PLATFORM_HOST = /(^|\.)slack(-gov)?\.com(:\d+)?$/i;

/** The host written before the path at `index`, within the same address; undefined when none is written. */
function hostBefore(text: string, index: number): string | undefined {
  let start = index;
  while (start > 0 && !ADDRESS_END.has(text[start - 1]!)) start--;
  return /^[A-Za-z][A-Za-z0-9+.-]*:\/\/([^/]*)\//.exec(text.slice(start, index))?.[1];
}

/** Whether a host may be the platform's: one of its own, or one not written or computed (a placeholder). */
function platformHost(host: string | undefined): boolean {
  return host === undefined || host.includes('{') || host.includes('%') || PLATFORM_HOST.test(host);
}

function computed(span: Span): InstallScopesFact {
  return { token: 'bot', scopes: [COMPUTED], span };
}

interface Query {
  parameters: { name: string; value: string }[];
  /** A placeholder stands in a parameter's name, where it may write any parameter. */
  holes: boolean;
  /** The offset where the address ends: at its end mark, or at the string's closing quotes. */
  end: number;
}

/**
 * The query's parameters from `start` to the address's end. A placeholder is kept in the text as written
 * (it makes a value unclean); its braces are skipped as a whole, since what it holds may contain quotes.
 */
function readQuery(text: string, start: number): Query {
  const parameters: Query['parameters'] = [];
  let holes = false;
  let segment = '';
  let index = start;
  const close = (): void => {
    const equals = segment.indexOf('=');
    const name = equals < 0 ? segment : segment.slice(0, equals);
    if (!/^[A-Za-z_]+$/.test(name)) holes ||= segment.length > 0;
    else if (equals >= 0) parameters.push({ name, value: segment.slice(equals + 1) });
    segment = '';
  };
  for (; index < text.length; index++) {
    const char = text[index]!;
    if (char === '{' || (char === '$' && text[index + 1] === '{')) {
      const end = matchingBrace(text, text.indexOf('{', index));
      segment += text.slice(index, end + 1);
      index = end;
      continue;
    }
    if (ADDRESS_END.has(char)) break;
    if (char === '&' || char === '#') {
      close();
      if (char === '#') break;
      continue;
    }
    segment += char;
  }
  close();
  return { parameters, holes, end: index };
}

/** The offset of the brace that closes the one at `open` (or the text's last offset). */
function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '{') depth++;
    else if (text[index] === '}' && --depth === 0) return index;
  }
  return text.length - 1;
}

/** `chat:write,commands` and `openid%20email+profile` as their names. */
function scopeNames(value: string): IdMatch[] {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return [COMPUTED];
  }
  return decoded
    .split(/[\s,]+/)
    .filter((name) => name.length > 0)
    .map((name) => ({ kind: 'exact', value: name }));
}
