import { esc } from '../html.js';

/** A mention drawn as a chip: `@name`, `#channel`, `@here`. The kind is a CSS hook and a test hook. */
export function chip(kind: string, label: string): string {
  return `<span class="mention" data-mention="${esc(kind)}">${esc(label)}</span>`;
}

const BROADCASTS = new Set(['here', 'channel', 'everyone']);

/**
 * The inside of a `<…>` token that names someone or something (`@U1|ann`, `#C1`, `!here`,
 * `!subteam^S1|@team`), as a chip; undefined for anything else.
 */
export function mentionToken(body: string, label: string | undefined): string | undefined {
  if (body.startsWith('@')) return chip('user', label !== undefined ? `@${label.replace(/^@/, '')}` : body);
  if (body.startsWith('#')) return chip('channel', label !== undefined ? `#${label.replace(/^#/, '')}` : body);
  if (!body.startsWith('!')) return undefined;
  const [name = '', id] = body.slice(1).split('^');
  if (BROADCASTS.has(name)) return chip('broadcast', `@${name}`);
  if (name === 'subteam') return chip('usergroup', label ?? `@${id ?? 'group'}`);
  return undefined;
}
