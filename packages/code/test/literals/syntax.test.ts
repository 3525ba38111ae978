import { describe, expect, it } from 'vitest';
import { memberText, quoteString, valueText, type Style } from '../../src/literals/edit/syntax.js';

const js = (quote: string, quotedKeys = false): Style => ({ syntax: 'js', quote, quotedKeys, unit: '  ', trailingComma: true });
const python: Style = { syntax: 'python', quote: "'", quotedKeys: true, unit: '    ', trailingComma: false };

describe('values written in the source’s syntax', () => {
  it('quotes strings with the literal’s quote, escaping what that quote needs', () => {
    expect(quoteString("it's", "'", 'js')).toBe("'it\\'s'");
    expect(quoteString('say "hi"\n', '"', 'js')).toBe('"say \\"hi\\"\\n"');
    expect(quoteString('cost ${x} `now`', '`', 'js')).toBe('`cost \\${x} \\`now\\``');
    expect(quoteString('a\\b', "'", 'python')).toBe("'a\\\\b'");
  });

  it('writes JavaScript objects with bare keys where they may be, and Python dicts with quoted keys and its keywords', () => {
    const value = { type: 'plain_text', text: 'Submit', emoji: true, 'data-x': null };
    expect(valueText(value, js("'"), '')).toBe("{ type: 'plain_text', text: 'Submit', emoji: true, 'data-x': null }");
    expect(valueText(value, js('"', true), '')).toBe('{ "type": "plain_text", "text": "Submit", "emoji": true, "data-x": null }');
    expect(valueText(value, python, '')).toBe("{'type': 'plain_text', 'text': 'Submit', 'emoji': True, 'data-x': None}");
  });

  it('writes a keyword argument as name=value', () => {
    expect(memberText('text', 'Hello', { ...python, quote: '"' }, '    ', true)).toBe('text="Hello"');
    expect(memberText('unfurl_links', false, python, '    ', true)).toBe('unfurl_links=False');
  });

  it('breaks a value too long for its line, one member a line at the next indentation', () => {
    const long = { type: 'plain_text', text: 'x'.repeat(90) };
    expect(memberText('submit', long, js("'"), '    ', false)).toBe(`submit: {\n      type: 'plain_text',\n      text: '${'x'.repeat(90)}',\n    }`);
    expect(memberText('submit', long, python, '    ', false)).toBe(`'submit': {\n        'type': 'plain_text',\n        'text': '${'x'.repeat(90)}'\n    }`);
  });
});
