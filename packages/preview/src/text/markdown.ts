import { esc } from '../html.js';
import { withEmoji } from './emoji.js';
import { link } from './mrkdwn.js';

// Standard markdown, as the markdown block takes it: headings, paragraphs, lists, quotes, code blocks,
// **bold**, *italic*, ~~strike~~, `code` and [links](url). A small reader, enough for a preview.

export function markdown(text: string): string {
  const out: string[] = [];
  const lines = text.replace(/\0/g, '').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^```/.test(line)) {
      const code: string[] = [];
      while (++i < lines.length && !/^```/.test(lines[i]!)) code.push(lines[i]!);
      out.push(`<pre class="code-block">${esc(code.join('\n'))}</pre>`);
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      out.push(`<div class="md-h md-h${heading[1]!.length}">${inline(heading[2]!)}</div>`);
      continue;
    }
    const item = /^\s*([-*+]|\d+[.)])\s+/;
    if (item.test(line)) {
      const ordered = /\d/.test(item.exec(line)![1]!);
      const items: string[] = [];
      for (; i < lines.length && item.test(lines[i]!); i++) items.push(`<li>${inline(lines[i]!.replace(item, ''))}</li>`);
      i--;
      out.push(ordered ? `<ol>${items.join('')}</ol>` : `<ul>${items.join('')}</ul>`);
      continue;
    }
    if (/^>\s?/.test(line)) {
      const quote: string[] = [];
      for (; i < lines.length && /^>\s?/.test(lines[i]!); i++) quote.push(inline(lines[i]!.replace(/^>\s?/, '')));
      i--;
      out.push(`<blockquote>${quote.join('<br>')}</blockquote>`);
      continue;
    }
    if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      out.push('<hr>');
      continue;
    }
    if (line.trim() === '') continue;
    out.push(`<p>${inline(line)}</p>`);
  }
  return out.join('');
}

const INLINE = /`([^`]+)`|\[([^\]]*)\]\(([^)\s]*)\)|\*\*(.+?)\*\*|~~(.+?)~~|(?<![\p{L}\p{N}*])[*_](?!\s)(.+?)(?<!\s)[*_](?![\p{L}\p{N}*])/u;

function inline(text: string): string {
  const match = INLINE.exec(text);
  if (!match) return withEmoji(text);
  const before = withEmoji(text.slice(0, match.index));
  const after = inline(text.slice(match.index + match[0].length));
  const [, code, label, url, bold, strike, italic] = match;
  let drawn: string;
  if (code !== undefined) drawn = `<code>${esc(code)}</code>`;
  else if (url !== undefined) drawn = link(url, label ?? '');
  else if (bold !== undefined) drawn = `<b>${inline(bold)}</b>`;
  else if (strike !== undefined) drawn = `<s>${inline(strike)}</s>`;
  else drawn = `<i>${inline(italic ?? '')}</i>`;
  return before + drawn + after;
}
