/**
 * The outline (`documentSymbol`) comes from each kind's language in the core: block files and method
 * argument files get one, as manifests do, in JSON and in YAML.
 */
import { describe, expect, it } from 'vitest';
import type { DocumentSymbol } from 'vscode-languageserver';
import { SymbolKind } from 'vscode-languageserver';
import { getLanguageService } from 'manifesto-lsp';
import { documentOf, yaml } from './helpers.js';

const service = getLanguageService();

/** Name, detail, symbol kind and 1-based line of each symbol, with its children. */
type Shape = [string, string | undefined, SymbolKind, number, Shape[]?];
function shape(symbols: readonly DocumentSymbol[]): Shape[] {
  return symbols.map((s) => {
    const row: Shape = [s.name, s.detail, s.kind, s.range.start.line + 1];
    if (s.children?.length) row.push(shape(s.children));
    return row;
  });
}

const MODAL = {
  type: 'modal',
  title: { type: 'plain_text', text: 'Book a room' },
  blocks: [
    {
      type: 'section',
      block_id: 'intro',
      text: { type: 'mrkdwn', text: 'Pick one' },
      accessory: { type: 'button', action_id: 'refresh', text: { type: 'plain_text', text: 'Refresh' } },
    },
    { type: 'actions', elements: [{ type: 'button', action_id: 'book', text: { type: 'plain_text', text: 'Book' } }] },
  ],
};

function lineOf(text: string, needle: string): number {
  return text.slice(0, text.indexOf(needle)).split('\n').length;
}

describe('outline of a block file', () => {
  const json = JSON.stringify(MODAL, null, 2);
  const yamlText = yaml`
    type: modal
    title:
      type: plain_text
      text: Book a room
    blocks:
      - type: section
        block_id: intro
        text:
          type: mrkdwn
          text: Pick one
        accessory:
          type: button
          action_id: refresh
          text:
            type: plain_text
            text: Refresh
      - type: actions
        elements:
          - type: button
            action_id: book
            text:
              type: plain_text
              text: Book
  `;
  it.each([
    ['rooms.view.json', json],
    ['rooms.view.yaml', yamlText],
  ])('%s: the view title, then the blocks by type and block_id with the elements they hold', (name, text) => {
    const symbols = service.documentSymbols(documentOf(text, name));
    expect(shape(symbols)).toEqual([
      ['Book a room', 'title', SymbolKind.String, lineOf(text, 'title')],
      [
        'blocks',
        undefined,
        SymbolKind.Array,
        lineOf(text, 'blocks'),
        [
          [
            'section',
            'intro',
            SymbolKind.Struct,
            lineOf(text, 'section') - (name.endsWith('.json') ? 1 : 0),
            [['button', 'refresh', SymbolKind.Field, lineOf(text, 'accessory')]],
          ],
          [
            'actions',
            undefined,
            SymbolKind.Struct,
            lineOf(text, 'actions') - (name.endsWith('.json') ? 1 : 0),
            [['button', 'book', SymbolKind.Field, lineOf(text, 'book') - (name.endsWith('.json') ? 2 : 1)]],
          ],
        ],
      ],
    ]);
  });

  it('a bare list of blocks and a single block', () => {
    const list = JSON.stringify([{ type: 'divider', block_id: 'd' }]);
    expect(shape(service.documentSymbols(documentOf(list, 'one.blocks.json')))).toEqual([['divider', 'd', SymbolKind.Struct, 1]]);
    const single = JSON.stringify({ type: 'header', text: { type: 'plain_text', text: 'Hi' } });
    expect(shape(service.documentSymbols(documentOf(single, 'one.block.json')))).toEqual([['header', undefined, SymbolKind.Struct, 1]]);
  });
});

describe('outline of a method argument file', () => {
  it('views.publish: the arguments, and the view inside with its blocks', () => {
    const text = JSON.stringify({ user_id: 'U123', view: { type: 'home', blocks: [{ type: 'divider', block_id: 'line' }] } }, null, 2);
    expect(shape(service.documentSymbols(documentOf(text, 'home.views.publish.json')))).toEqual([
      ['user_id', undefined, SymbolKind.Field, 2],
      ['view', undefined, SymbolKind.Object, 3, [['blocks', undefined, SymbolKind.Array, 5, [['divider', 'line', SymbolKind.Struct, 6]]]]],
    ]);
  });

  it('chat.postMessage in YAML: blocks and attachments with their blocks; no argument value is shown', () => {
    const text = yaml`
      channel: C123
      token: xoxb-not-shown
      blocks:
        - type: divider
      attachments:
        - color: "#36a64f"
          blocks:
            - type: header
              text:
                type: plain_text
                text: Hi
    `;
    const symbols = service.documentSymbols(documentOf(text, 'hello.chat.postMessage.yaml'));
    expect(shape(symbols)).toEqual([
      ['channel', undefined, SymbolKind.Field, 1],
      ['token', undefined, SymbolKind.Field, 2],
      ['blocks', undefined, SymbolKind.Array, 3, [['divider', undefined, SymbolKind.Struct, 4]]],
      ['attachments', undefined, SymbolKind.Array, 5, [['attachment 1', undefined, SymbolKind.Object, 6, [['header', undefined, SymbolKind.Struct, 8]]]]],
    ]);
  });
});
