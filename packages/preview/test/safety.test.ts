import { describe, expect, it } from 'vitest';
import { renderPreview } from '../src/index.js';
import { safeColor, safeUrl } from '../src/html.js';

/** The page's markup with the style sheet left out (it is ours, not the payload's). */
function markup(value: unknown, images = false): string {
  return renderPreview(value, [], { images }).html.replace(/<style>[\s\S]*?<\/style>/, '');
}

/** Whether any tag has an event handler attribute (attribute values, always double-quoted, are emptied first). */
function hasHandler(html: string): boolean {
  return /<[^>]*\son\w+=/i.test(html.replace(/"[^"]*"/g, '""'));
}

const HOSTILE = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">';

describe('hostile payloads', () => {
  it('draws every payload string as text', () => {
    const html = markup({
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: HOSTILE } },
        { type: 'section', text: { type: 'mrkdwn', text: `*${HOSTILE}* <${HOSTILE}|x> \`${HOSTILE}\`` } },
        { type: 'markdown', text: `# ${HOSTILE}\n[x](${HOSTILE})` },
        { type: 'rich_text', elements: [{ type: 'rich_text_section', elements: [{ type: 'text', text: HOSTILE, style: { bold: true } }] }] },
        { type: 'data_visualization', title: HOSTILE, chart: { type: 'pie', segments: [{ label: HOSTILE, value: 1 }] } },
        { type: 'table', rows: [[{ type: 'raw_text', text: HOSTILE }]] },
        { type: HOSTILE },
      ],
    });
    expect(html).not.toMatch(/<script|<img/i);
    expect(hasHandler(html)).toBe(false);
    expect(html).toContain('&lt;script&gt;');
  });

  it('links only http, https and mailto addresses', () => {
    const html = markup({
      blocks: [
        {
          type: 'section',
          text: { type: 'mrkdwn', text: '<javascript:alert(1)|a> <JaVaScRiPt:alert(1)|b> <java\tscript:alert(1)|c> <data:text/html,x|d> <vbscript:x|e>' },
        },
        { type: 'markdown', text: '[f](javascript:alert(1))' },
        { type: 'actions', elements: [{ type: 'button', text: { type: 'plain_text', text: 'g' }, url: 'javascript:alert(1)', action_id: 'g' }] },
        { type: 'rich_text', elements: [{ type: 'rich_text_section', elements: [{ type: 'link', url: ' javascript:alert(1)', text: 'h' }] }] },
        { type: 'section', text: { type: 'mrkdwn', text: '<https://example.com/a|ok> <mailto:a@example.com|mail>' } },
      ],
    });
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual(['https://example.com/a', 'mailto:a@example.com']);
  });

  it('escapes quotes in attribute values', () => {
    const html = markup(
      {
        blocks: [
          { type: 'image', image_url: 'https://example.com/a.png" onerror="alert(1)', alt_text: '" onmouseover="alert(1)' },
          { type: 'section', text: { type: 'mrkdwn', text: '<https://example.com/"onmouseover="alert(1)|x>' } },
          {
            type: 'section',
            block_id: 'b',
            text: { type: 'plain_text', text: 'x' },
            accessory: { type: 'button', action_id: 'a', text: { type: 'plain_text', text: 'x' }, url: "https://example.com/'><b>x" },
          },
        ],
      },
      true,
    );
    expect(hasHandler(html)).toBe(false);
    expect(html).not.toContain("'><b>x");
  });

  it('accepts only hex or named colours into the style', () => {
    const html = markup({
      attachments: [
        { color: 'red;background:url(https://example.com/x)', text: 'a' },
        { color: '#36a64f', text: 'b' },
      ],
    });
    expect(html).not.toContain('url(');
    expect(html).toContain('--bar:#36a64f');
    expect(safeColor('#abc')).toBe('#abc');
    expect(safeColor('good')).toBe('#2eb67d');
    expect(safeColor('#abcd}')).toBeUndefined();
    expect(safeColor('expression(alert(1))')).toBeUndefined();
  });

  it('loads no image unless asked, and never from another scheme', () => {
    const value = { blocks: [{ type: 'image', image_url: 'https://example.com/a.png', alt_text: 'A chart' }] };
    expect(markup(value)).not.toContain('<img');
    expect(markup(value)).toContain('A chart');
    expect(markup(value, true)).toContain('<img class="picture" src="https://example.com/a.png"');
    expect(markup({ blocks: [{ type: 'image', image_url: 'javascript:alert(1)', alt_text: 'x' }] }, true)).not.toContain('<img');
    expect(renderPreview(value).html).toContain("img-src 'none'");
  });

  it('screens URLs', () => {
    expect(safeUrl('https://example.com')).toBe('https://example.com');
    expect(safeUrl('mailto:a@example.com')).toBe('mailto:a@example.com');
    for (const bad of ['javascript:alert(1)', 'java\nscript:x', '//example.com', 'data:text/html,x', 'https:\u0000//x', 'ftp://x', 'http:/x'])
      expect(safeUrl(bad)).toBeUndefined();
  });

  it('never throws, whatever the value', () => {
    const cyclic: Record<string, unknown> = { type: 'section' };
    cyclic['text'] = cyclic;
    for (const value of [
      undefined,
      null,
      1,
      'x',
      [],
      [null],
      { blocks: 'not json' },
      { view: '{' },
      cyclic,
      { blocks: [{ type: 'container', child_blocks: [cyclic] }] },
    ]) {
      expect(() => renderPreview(value)).not.toThrow();
    }
    expect(renderPreview(42).drawn).toBe(false);
  });
});
