import { esc } from '../html.js';
import { EMOJI_TABLE } from './emoji-table.js';

let names: Map<string, string> | undefined;

/** The short name → character map, read from the generated table at the first emoji. */
function table(): Map<string, string> {
  if (names) return names;
  names = new Map();
  for (const entry of EMOJI_TABLE.split(';')) {
    const colon = entry.indexOf(':');
    const char = fromHex(entry.slice(0, colon));
    if (char === undefined) continue;
    for (const name of entry.slice(colon + 1).split(' ')) names.set(name, char);
  }
  return names;
}

/** `1f44d-1f3fb` → the characters, or undefined for anything but hex code points. */
export function fromHex(hex: string): string | undefined {
  const points = hex.split('-').map((part) => (/^[0-9a-f]{1,6}$/i.test(part) ? parseInt(part, 16) : NaN));
  if (points.length === 0 || points.some((point) => !(point >= 0 && point <= 0x10ffff))) return undefined;
  return String.fromCodePoint(...points);
}

/** The emoji for a short name (`thumbsup`, `+1`), or undefined. */
export function emojiFor(name: string): string | undefined {
  return table().get(name.toLowerCase());
}

const SHORTCODE = /:([a-z0-9_+'-]+):/gi;

/** Escapes text and draws its known `:shortcodes:` as emoji; unknown ones stay as written. */
export function withEmoji(text: string): string {
  if (text.indexOf(':') === -1) return esc(text);
  const pattern = new RegExp(SHORTCODE.source, 'gi');
  let out = '';
  let last = 0;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) {
    const char = emojiFor(match[1]!);
    // An unknown name gives its closing colon back: `:note:smile:` still finds `:smile:`.
    if (char === undefined) {
      pattern.lastIndex = match.index + match[0].length - 1;
      continue;
    }
    out += esc(text.slice(last, match.index)) + `<span class="emoji" title=":${esc(match[1])}:">${char}</span>`;
    last = pattern.lastIndex;
  }
  return out + esc(text.slice(last));
}
