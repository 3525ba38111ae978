import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { EMOJI_SOURCE } from '../src/text/emoji-table.js';
import { renderPreview } from '../src/index.js';
import { mrkdwn } from '../src/text/mrkdwn.js';
import { withEmoji } from '../src/text/emoji.js';
import { textObject } from '../src/text/text-object.js';

describe('mrkdwn', () => {
  it('draws bold, italic, strike and code', () => {
    expect(mrkdwn('*bold* _italic_ ~strike~ `co*de*`')).toBe('<b>bold</b> <i>italic</i> <s>strike</s> <code>co*de*</code>');
  });
  it('leaves markers inside words and unpaired ones as text', () => {
    expect(mrkdwn('a*b*c 2 * 3 snake_case_name')).toBe('a*b*c 2 * 3 snake_case_name');
  });
  it('nests emphasis around links', () => {
    expect(mrkdwn('*<https://example.com|Title>*')).toBe('<b><a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">Title</a></b>');
  });
  it('draws mentions as chips and dates from their fallback', () => {
    const html = mrkdwn('<@U1|ann> <#C1|general> <!here> <!subteam^S1|@ops> <!date^1700000000^{date_short}|Nov 14>');
    expect([...html.matchAll(/data-mention="(\w+)">([^<]*)</g)].map((match) => [match[1], match[2]])).toEqual([
      ['user', '@ann'],
      ['channel', '#general'],
      ['broadcast', '@here'],
      ['usergroup', '@ops'],
    ]);
    expect(html).toContain('>Nov 14</time>');
  });
  it('draws code blocks and quotes, and the platform’s entities as characters', () => {
    expect(mrkdwn('```\nlet a = 1 &lt; 2;\n```')).toBe('<pre class="code-block">let a = 1 &lt; 2;\n</pre>');
    expect(mrkdwn('&gt; quoted\n> more\nafter')).toBe('<blockquote>quoted<br>more</blockquote>after');
  });
});

describe('emoji', () => {
  it('comes from the installed emoji data (rerun scripts/emoji-table.mjs after an upgrade)', () => {
    const { version } = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('emoji-datasource/package.json'), 'utf8'));
    expect(EMOJI_SOURCE).toBe(`emoji-datasource ${version}`);
  });
  it('draws known short names from the emoji data, and leaves unknown ones', () => {
    expect(withEmoji(':rocket: :+1: :no_such_emoji: :tada:')).toBe(
      '<span class="emoji" title=":rocket:">🚀</span> <span class="emoji" title=":+1:">👍</span> :no_such_emoji: <span class="emoji" title=":tada:">🎉</span>',
    );
  });
  it('draws plain_text emoji unless emoji is false', () => {
    expect(textObject({ type: 'plain_text', text: 'Hi :wave:' })).toContain('👋');
    expect(textObject({ type: 'plain_text', text: 'Hi :wave:', emoji: false })).not.toContain('👋');
  });
});

describe('rich text', () => {
  it('draws styles, lists with indent and offset, quotes and preformatted text', () => {
    const html = renderPreview([
      {
        type: 'rich_text',
        elements: [
          {
            type: 'rich_text_section',
            elements: [
              { type: 'text', text: 'b', style: { bold: true, italic: true } },
              { type: 'emoji', name: 'smile' },
              { type: 'user', user_id: 'U1' },
            ],
          },
          {
            type: 'rich_text_list',
            style: 'ordered',
            indent: 1,
            offset: 2,
            elements: [{ type: 'rich_text_section', elements: [{ type: 'text', text: 'three' }] }],
          },
          { type: 'rich_text_quote', elements: [{ type: 'text', text: 'q' }] },
          { type: 'rich_text_preformatted', elements: [{ type: 'text', text: 'code' }] },
        ],
      },
    ]).body;
    expect(html).toContain('<i><b>b</b></i>');
    expect(html).toContain('😄');
    expect(html).toContain('data-mention="user">@U1<');
    expect(html).toContain('<ol class="rt-list indent-1" start="3"><li>three</li></ol>');
    expect(html).toContain('<blockquote class="rt-quote">q</blockquote>');
    expect(html).toContain('<pre class="code-block">code</pre>');
  });
});

describe('surfaces and charts', () => {
  it('frames a modal with its title, close and submit', () => {
    const { body, surface } = renderPreview({
      type: 'modal',
      title: { type: 'plain_text', text: 'T' },
      submit: { type: 'plain_text', text: 'Go' },
      blocks: [],
    });
    expect(surface).toBe('modal');
    expect(body).toMatch(/data-part="title"><span class="plain">T</);
    expect(body).toMatch(/data-part="close"><span class="plain">Cancel|data-part="close">Cancel/);
    expect(body).toMatch(/data-part="submit"><span class="plain">Go</);
  });
  it('draws each chart shape as SVG from its series', () => {
    const series = [
      {
        name: 'a',
        data: [
          { label: 'x', value: 1 },
          { label: 'y', value: 3 },
        ],
      },
    ];
    const axis_config = { categories: ['x', 'y'] };
    const shapes = { line: 'polyline', area: 'polygon', bar: 'path' } as const;
    for (const [type, mark] of Object.entries(shapes)) {
      const { body } = renderPreview({ type: 'data_visualization', title: 't', chart: { type, series, axis_config } });
      expect(body).toContain(`data-chart-type="${type}"`);
      expect(body.match(new RegExp(`<${mark}\\b`, 'g'))?.length).toBeGreaterThanOrEqual(1);
    }
    const pie = renderPreview({
      type: 'data_visualization',
      title: 't',
      chart: {
        type: 'pie',
        segments: [
          { label: 'a', value: 1 },
          { label: 'b', value: 3 },
        ],
      },
    }).body;
    expect(pie.match(/<path /g)).toHaveLength(2);
  });
  it('puts each problem on its block, and the others above the surface', () => {
    const { body } = renderPreview({ blocks: [{ type: 'divider' }, { type: 'section', text: { type: 'mrkdwn', text: 'x' } }] }, [
      { rule: 'max-length', severity: 'error', message: 'too long', pointer: '/blocks/1/text/text' },
      { rule: 'unknown-key', severity: 'warning', message: 'odd', pointer: '/blocks/1/x' },
      { rule: 'unknown-key', severity: 'error', message: 'top', pointer: '/x' },
    ]);
    expect(body).toContain('data-block-type="section" data-pointer="/blocks/1" data-problems="max-length unknown-key" tabindex="0"');
    expect(body).toContain('data-block-type="divider" data-pointer="/blocks/0">');
    expect(body).toMatch(/class="document-problems"><li class="problem problem-error" data-rule="unknown-key" data-pointer="\/x">/);
  });
});
