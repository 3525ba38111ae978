import type { Span } from '../problem.js';
import type { SourceNode, TreeAdapter } from './document.js';

/**
 * The located tree of a JSON text that `JSON.parse` accepted and that repeats no key (the fast path),
 * built only as far as pointers are followed: a container is scanned when a walk first enters it, and
 * its members' values are skipped over, not parsed. Placing the maximal manifest's 1,219 warnings
 * touches a few lists, where building jsonc-parser's whole tree took most of `validateManifestText`.
 * Spans are those of jsonc-parser's tree: a value from its first to its last character, a key with its
 * quotes (`json-scan-tree.property.test.ts` holds the two equal).
 */
export interface ScanNode {
  start: number;
  end: number;
  kind: SourceNode['kind'];
  /** An object's members by key, as far as they have been scanned. */
  members?: Map<string, { node: ScanNode; keySpan: Span }>;
  /** An array's items, as far as they have been scanned. */
  items?: ScanNode[];
  /** Where scanning the members or items goes on; -1 once the container is scanned to its end. */
  next?: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const INDEX = /^(0|[1-9][0-9]*)$/;

function isBlank(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

export class ScanTree implements TreeAdapter<ScanNode> {
  private rootNode: ScanNode | null | undefined;

  constructor(private readonly text: string) {}

  root(): ScanNode | undefined {
    if (this.rootNode === undefined) {
      const start = this.skipBlanks(0);
      // One value and blanks: the root ends at the last character that is not blank.
      let end = this.text.length;
      while (end > start && isBlank(this.text.charCodeAt(end - 1))) end--;
      this.rootNode = start < end ? this.node(start, end) : null;
    }
    return this.rootNode ?? undefined;
  }

  child(node: ScanNode, segment: string): { node: ScanNode; keySpan?: Span } | undefined {
    if (node.kind === 'object') return this.member(node, segment);
    if (node.kind === 'array') {
      if (!INDEX.test(segment)) return undefined;
      const item = this.item(node, Number(segment));
      return item ? { node: item } : undefined;
    }
    return undefined;
  }

  span(node: ScanNode): Span {
    return { start: node.start, end: node.end };
  }

  kind(node: ScanNode): SourceNode['kind'] {
    return node.kind;
  }

  private node(start: number, end: number): ScanNode {
    const code = this.text.charCodeAt(start);
    const kind = code === 0x7b ? 'object' : code === 0x5b ? 'array' : code === 0x6e ? 'null' : 'scalar';
    return { start, end, kind };
  }

  /**
   * The member named `key`, scanning members only until it is found: the text repeats no key, so the
   * first is the one. Placing the maximal manifest's warnings never scans past `settings` into the
   * 90 kB of `functions` and `workflows`.
   */
  private member(object: ScanNode, key: string): { node: ScanNode; keySpan: Span } | undefined {
    const members = (object.members ??= new Map());
    const known = members.get(key);
    if (known || object.next === -1) return known;
    const text = this.text;
    let at = object.next ?? this.skipBlanks(object.start + 1);
    while (at < object.end && text.charCodeAt(at) === QUOTE) {
      const keyEnd = this.stringEnd(at);
      const raw = text.slice(at + 1, keyEnd - 1);
      const name = raw.includes('\\') ? (JSON.parse(text.slice(at, keyEnd)) as string) : raw;
      // Past the colon.
      const valueStart = this.skipBlanks(this.skipBlanks(keyEnd) + 1);
      const valueEnd = this.valueEnd(valueStart);
      const entry = { node: this.node(valueStart, valueEnd), keySpan: { start: at, end: keyEnd } };
      members.set(name, entry);
      at = this.skipBlanks(this.skipBlanks(valueEnd) + 1);
      if (name === key) {
        object.next = at;
        return entry;
      }
    }
    object.next = -1;
    return undefined;
  }

  /** The item at `index`, scanning items only as far as it. */
  private item(array: ScanNode, index: number): ScanNode | undefined {
    const items = (array.items ??= []);
    if (index < items.length || array.next === -1) return items[index];
    const text = this.text;
    let at = array.next ?? this.skipBlanks(array.start + 1);
    while (at < array.end - 1 && text.charCodeAt(at) !== 0x5d) {
      const end = this.valueEnd(at);
      items.push(this.node(at, end));
      at = this.skipBlanks(this.skipBlanks(end) + 1);
      if (items.length > index) {
        array.next = at;
        return items[index];
      }
    }
    array.next = -1;
    return undefined;
  }

  private skipBlanks(at: number): number {
    const text = this.text;
    while (at < text.length && isBlank(text.charCodeAt(at))) at++;
    return at;
  }

  /** The offset after the closing quote of the string literal that opens at `start`. */
  private stringEnd(start: number): number {
    const text = this.text;
    let quote = text.indexOf('"', start + 1);
    for (;;) {
      if (quote < 0) return text.length;
      let slashes = 0;
      while (text.charCodeAt(quote - 1 - slashes) === BACKSLASH) slashes++;
      if (slashes % 2 === 0) return quote + 1;
      quote = text.indexOf('"', quote + 1);
    }
  }

  /** The offset after the value that starts at `start`. */
  private valueEnd(start: number): number {
    const text = this.text;
    const first = text.charCodeAt(start);
    if (first === QUOTE) return this.stringEnd(start);
    if (first === 0x7b || first === 0x5b) {
      let depth = 0;
      for (let at = start; at < text.length; at++) {
        const code = text.charCodeAt(at);
        if (code === QUOTE) at = this.stringEnd(at) - 1;
        else if (code === 0x7b || code === 0x5b) depth++;
        else if ((code === 0x7d || code === 0x5d) && --depth === 0) return at + 1;
      }
      return text.length;
    }
    // A number, true, false or null: up to the next blank, comma or closer.
    let at = start;
    while (at < text.length) {
      const code = text.charCodeAt(at);
      if (code === 0x2c || code === 0x7d || code === 0x5d || isBlank(code)) break;
      at++;
    }
    return at;
  }
}
