import { describe, expect, it } from 'vitest';
import { previewHtml } from '../src/preview-html.js';

const nonce = 'bm9uY2Utb2YtdGhlLXRlc3Q=';

function policyOf(html: string): string {
  return /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)![1]!;
}

describe('the preview page', () => {
  it('draws a block file with its problems on their block', () => {
    const html = previewHtml(
      '/w/welcome.blocks.json',
      JSON.stringify({ blocks: [{ type: 'divider' }, { type: 'header', text: { type: 'plain_text', text: 'x'.repeat(151) } }] }),
      { nonce },
    );
    expect(html).toContain('data-block-type="divider" data-pointer="/blocks/0"');
    expect(html).toMatch(/data-block-type="header" data-pointer="\/blocks\/1" data-problems="max-length"/);
  });

  it('draws the view inside views.publish arguments, and loads nothing', () => {
    const html = previewHtml(
      '/w/home.views.publish.json',
      JSON.stringify({ user_id: 'U1', view: { type: 'home', blocks: [{ type: 'image', image_url: 'https://example.com/a.png', alt_text: 'A' }] } }),
      { nonce },
    );
    expect(html).toContain('data-surface="home"');
    expect(html).not.toContain('<img');
    expect(policyOf(html)).toContain("default-src 'none'");
    expect(policyOf(html)).toContain("img-src 'none'");
  });

  it('draws images from their URLs only when the setting allows them', () => {
    const text = JSON.stringify({ blocks: [{ type: 'image', image_url: 'https://example.com/a.png', alt_text: 'A' }] });
    const html = previewHtml('/w/a.blocks.json', text, { nonce, images: true });
    expect(html).toContain('<img');
    expect(policyOf(html)).toContain('img-src https: http:');
    expect(previewHtml('/w/a.blocks.json', text, { nonce, images: false })).not.toContain('<img');
  });

  it('runs one script, its own by the nonce, whatever the payload holds', () => {
    const hostile = `<script nonce="${nonce}">alert(1)</script><img src=x onerror=alert(1)>`;
    const html = previewHtml(
      '/w/h.blocks.json',
      JSON.stringify({
        blocks: [
          { type: 'section', text: { type: 'mrkdwn', text: hostile } },
          { type: 'header', text: { type: 'plain_text', text: hostile } },
        ],
      }),
      { nonce },
    );
    expect(html.match(/<script/gi)).toHaveLength(1);
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).not.toMatch(/<img/i);
    const scripts = policyOf(html)
      .split('; ')
      .find((directive) => directive.startsWith('script-src'));
    expect(scripts).toBe(`script-src 'nonce-${nonce}'`);
  });

  it('has no script at all with a nonce that is not one', () => {
    for (const bad of ['', 'short', `${nonce}' 'unsafe-inline`, `${nonce}"><script>`]) {
      const html = previewHtml('/w/a.blocks.json', '{"blocks": [{"type": "divider"}]}', { nonce: bad });
      expect(html).not.toContain('<script');
      expect(policyOf(html)).toContain("script-src 'none'");
    }
  });
});
