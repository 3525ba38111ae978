import { describe, expect, it } from 'vitest';
import { previewHtml } from '../src/preview-html.js';

describe('the preview page', () => {
  it('draws a block file with its problems on their block', () => {
    const html = previewHtml(
      '/w/welcome.blocks.json',
      JSON.stringify({ blocks: [{ type: 'divider' }, { type: 'header', text: { type: 'plain_text', text: 'x'.repeat(151) } }] }),
    );
    expect(html).toContain('data-block-type="divider" data-pointer="/blocks/0"');
    expect(html).toMatch(/data-block-type="header" data-pointer="\/blocks\/1" data-problems="max-length"/);
  });

  it('draws the view inside views.publish arguments, and loads nothing', () => {
    const html = previewHtml(
      '/w/home.views.publish.json',
      JSON.stringify({ user_id: 'U1', view: { type: 'home', blocks: [{ type: 'image', image_url: 'https://example.com/a.png', alt_text: 'A' }] } }),
    );
    expect(html).toContain('data-surface="home"');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
  });
});
