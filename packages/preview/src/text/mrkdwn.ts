import { esc, safeUrl } from '../html.js';
import { dateText } from './dates.js';
import { withEmoji } from './emoji.js';
import { decodeEntities } from './entities.js';
import { mentionToken } from './mentions.js';

// mrkdwn as the platform draws it: *bold*, _italic_, ~strike~, `code`, ```code blocks```, > quotes,
// <url|label> links, <@U…> <#C…> <!here> mentions, <!date^…> dates and :emoji:. Every piece of the
// payload's text ends in esc() (through withEmoji); tags come only from this file.

/** A mrkdwn string as HTML. */
export function mrkdwn(text: string): string {
  // NUL marks the tokens held aside below; the payload's own (the core refuses them anyway) are dropped.
  const clean = text.replace(/\0/g, '');
  const parts = clean.split('```');
  // An unclosed fence is text, as the platform shows it.
  if (parts.length % 2 === 0) parts.splice(parts.length - 2, 2, `${parts[parts.length - 2]}\`\`\`${parts[parts.length - 1]}`);
  return parts
    .map((part, index) => (index % 2 === 1 ? `<pre class="code-block">${esc(decodeEntities(part.replace(/^\n/, '')))}</pre>` : paragraphs(part)))
    .join('');
}

/** Lines, with runs of `>` lines drawn as one quote. */
function paragraphs(text: string): string {
  const out: string[] = [];
  let quote: string[] = [];
  const flush = () => {
    if (quote.length > 0) out.push(`<blockquote>${quote.map(inline).join('<br>')}</blockquote>`);
    quote = [];
  };
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const quoted = /^(>|&gt;)\s?/.exec(line);
    if (quoted) {
      quote.push(line.slice(quoted[0].length));
      return;
    }
    flush();
    out.push(inline(line) + (index < lines.length - 1 ? '<br>' : ''));
  });
  flush();
  return out.join('');
}

const TOKEN = /<([^<>\n]+)>|`([^`\n]+)`/g;
const EMPHASIS = /(^|[^\p{L}\p{N}])([*_~])(?!\s)((?:(?!\2).)*?(?:(?!\2)\S))\2(?![\p{L}\p{N}])/u;
const MARKERS = /[*_~]/;
const TAGS: Record<string, string> = { '*': 'b', _: 'i', '~': 's' };

/** One line: angle tokens and code spans are drawn first and held aside, then emphasis around them. */
function inline(line: string): string {
  const held: string[] = [];
  const marked = line.replace(TOKEN, (whole, token: string | undefined, code: string | undefined) => {
    const drawn = code !== undefined ? `<code>${esc(decodeEntities(code))}</code>` : angleToken(token!);
    if (drawn === undefined) return whole;
    held.push(drawn);
    return `\0${held.length - 1}\0`;
  });
  return emphasis(marked, held);
}

function emphasis(text: string, held: readonly string[]): string {
  // Most of a long text has no marker: one quick scan instead of the full pattern at every position.
  const match = MARKERS.test(text) ? EMPHASIS.exec(text) : null;
  if (!match) return leaf(text, held);
  const start = match.index + match[1]!.length;
  const tag = TAGS[match[2]!]!;
  return leaf(text.slice(0, start), held) + `<${tag}>${emphasis(match[3]!, held)}</${tag}>` + emphasis(text.slice(match.index + match[0].length), held);
}

/** Plain text with its emoji, and the held tokens put back. */
function leaf(text: string, held: readonly string[]): string {
  if (held.length === 0) return withEmoji(decodeEntities(text));
  return text
    .split(/\0(\d+)\0/)
    .map((part, index) => (index % 2 === 1 ? (held[Number(part)] ?? '') : withEmoji(decodeEntities(part))))
    .join('');
}

/** `<…>`: a link, a mention or a date; undefined leaves the text as written. */
function angleToken(token: string): string | undefined {
  const bar = token.indexOf('|');
  const body = bar === -1 ? token : token.slice(0, bar);
  const label = bar === -1 ? undefined : token.slice(bar + 1);
  if (body.startsWith('!date^')) {
    const [, timestamp] = body.split('^');
    return dateText(timestamp, label === undefined ? undefined : decodeEntities(label));
  }
  const mention = mentionToken(body, label === undefined ? undefined : decodeEntities(label));
  if (mention !== undefined) return mention;
  return link(decodeEntities(body), label === undefined ? undefined : decodeEntities(label));
}

/** A link when the address is http, https or mailto; otherwise its text, marked as not followed. */
export function link(url: string, label: string | undefined): string {
  const shown = withEmoji(label !== undefined && label !== '' ? label : url.replace(/^mailto:/i, ''));
  const safe = safeUrl(url);
  if (safe === undefined) return `<span class="link-refused" title="not a link: only http, https and mailto addresses are drawn as links">${shown}</span>`;
  return `<a href="${esc(safe)}" rel="noopener noreferrer nofollow" target="_blank">${shown}</a>`;
}
