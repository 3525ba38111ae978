import { describe, expect, it } from 'vitest';
import { validateMethodArguments } from 'manifesto-core';
import { expectClean, expectTwins } from './helpers.js';

const M = 'canvases.edit';
const content = (markdown = '## Launch notes') => ({ type: 'markdown', markdown });
const edit = (...changes: unknown[]) => ({ canvas_id: 'F0123ABCD', changes });
/** A missing key is placed at the object that lacks it: the first change's `{` in JSON, its `- ` in YAML. */
const firstChange = { json: ['{', 2] as [string, number], yaml: '- ' };

describe('canvases.edit', () => {
  it('accepts each of the seven operations with the arguments it needs', () => {
    expectClean(M, edit({ operation: 'insert_after', section_id: 'temp:C:1', document_content: content() }));
    expectClean(M, edit({ operation: 'insert_before', section_id: 'temp:C:1', document_content: content() }));
    expectClean(M, edit({ operation: 'insert_at_start', document_content: content() }));
    expectClean(M, edit({ operation: 'insert_at_end', document_content: content() }));
    expectClean(M, edit({ operation: 'replace', section_id: 'temp:C:1', document_content: content() }));
    expectClean(M, edit({ operation: 'replace', document_content: content() }));
    expectClean(M, edit({ operation: 'delete', section_id: 'temp:C:1' }));
    expectClean(M, edit({ operation: 'rename', title_content: content('Q3 plan :rocket:') }));
  });

  it('requires canvas_id and changes', () => {
    expectTwins(M, { canvas_id: 'F1' }, [{ rule: 'required', pointer: '/changes', needle: { json: '{', yaml: 'canvas_id' } }]);
    expectTwins(M, { changes: [{ operation: 'insert_at_end', document_content: content() }] }, [
      { rule: 'required', pointer: '/canvas_id', needle: { json: '{', yaml: 'changes' } },
    ]);
  });

  it('takes exactly one change: two are one too many, none too few', () => {
    const one = { operation: 'insert_at_end', document_content: content() };
    expectTwins(M, edit(one, one), [{ rule: 'max-items', pointer: '/changes', needle: 'changes' }]);
    expectTwins(M, edit(), [{ rule: 'min-items', pointer: '/changes', needle: 'changes' }]);
  });

  it('warns about an empty section_id or canvas_id: no source states a minimum length', () => {
    for (const operation of ['insert_after', 'insert_before', 'replace'])
      expectTwins(M, edit({ operation, section_id: '', document_content: content() }), [
        { rule: 'argument-empty', pointer: '/changes/0/section_id', needle: 'section_id' },
      ]);
    expectTwins(M, edit({ operation: 'delete', section_id: '' }), [{ rule: 'argument-empty', pointer: '/changes/0/section_id', needle: 'section_id' }]);
    expectTwins(M, { canvas_id: '', changes: [{ operation: 'insert_at_end', document_content: content() }] }, [
      { rule: 'argument-empty', pointer: '/canvas_id', needle: 'canvas_id' },
    ]);
    const { problems } = validateMethodArguments(M, edit({ operation: 'delete', section_id: '' }));
    expect(problems.map((p) => [p.rule, p.severity, p.data])).toEqual([['argument-empty', 'warning', { name: 'section_id' }]]);
  });

  it('knows the seven operations', () => {
    expectTwins(M, edit({ operation: 'insert', document_content: content() }), [{ rule: 'enum', pointer: '/changes/0/operation', needle: 'insert' }]);
    expectTwins(M, edit({ document_content: content() }), [{ rule: 'required', pointer: '/changes/0/operation', needle: firstChange }]);
  });

  it('requires section_id for insert_after, insert_before and delete', () => {
    for (const operation of ['insert_after', 'insert_before']) {
      expectTwins(M, edit({ operation, document_content: content() }), [{ rule: 'canvas-section-id', pointer: '/changes/0/section_id', needle: firstChange }]);
    }
    expectTwins(M, edit({ operation: 'delete' }), [{ rule: 'canvas-section-id', pointer: '/changes/0/section_id', needle: firstChange }]);
  });

  it('refuses section_id for insert_at_start, insert_at_end and rename', () => {
    for (const operation of ['insert_at_start', 'insert_at_end']) {
      expectTwins(M, edit({ operation, section_id: 'temp:C:1', document_content: content() }), [
        { rule: 'canvas-section-id', pointer: '/changes/0/section_id', needle: 'section_id' },
      ]);
    }
    expectTwins(M, edit({ operation: 'rename', section_id: 'temp:C:1', title_content: content() }), [
      { rule: 'canvas-section-id', pointer: '/changes/0/section_id', needle: 'section_id' },
    ]);
  });

  it('requires document_content except for delete and rename, and refuses it there', () => {
    for (const operation of ['insert_at_start', 'insert_at_end', 'replace']) {
      expectTwins(M, edit({ operation }), [{ rule: 'canvas-content', pointer: '/changes/0/document_content', needle: firstChange }]);
    }
    expectTwins(M, edit({ operation: 'delete', section_id: 'temp:C:1', document_content: content() }), [
      { rule: 'canvas-content', pointer: '/changes/0/document_content', needle: 'document_content' },
    ]);
    expectTwins(M, edit({ operation: 'rename', title_content: content(), document_content: content() }), [
      { rule: 'canvas-content', pointer: '/changes/0/document_content', needle: 'document_content' },
    ]);
  });

  it('requires title_content for rename only', () => {
    expectTwins(M, edit({ operation: 'rename' }), [{ rule: 'canvas-content', pointer: '/changes/0/title_content', needle: firstChange }]);
    expectTwins(M, edit({ operation: 'insert_at_end', document_content: content(), title_content: content() }), [
      { rule: 'canvas-content', pointer: '/changes/0/title_content', needle: 'title_content' },
    ]);
  });

  it('checks the content object: type markdown, a markdown string, no other keys', () => {
    expectTwins(M, edit({ operation: 'insert_at_end', document_content: { type: 'html', markdown: 'x' } }), [
      { rule: 'enum', pointer: '/changes/0/document_content/type', needle: 'html' },
    ]);
    expectTwins(M, edit({ operation: 'insert_at_end', document_content: { type: 'markdown' } }), [
      { rule: 'required', pointer: '/changes/0/document_content/markdown', needle: { json: '"document_content"', yaml: 'document_content' } },
    ]);
    expectTwins(M, edit({ operation: 'insert_at_end', document_content: { type: 'markdown', markdown: 'x', text: 'y' } }), [
      { rule: 'unknown-key', pointer: '/changes/0/document_content/text', needle: 'text' },
    ]);
  });

  it('limits the markdown of a change to 1 MiB (1,048,576 characters)', () => {
    expectClean(M, edit({ operation: 'insert_at_end', document_content: content('x'.repeat(1_048_576)) }));
    expectTwins(M, edit({ operation: 'insert_at_end', document_content: content('x'.repeat(1_048_577)) }), [
      { rule: 'max-length', pointer: '/changes/0/document_content/markdown', needle: 'xxxxx' },
    ]);
  });

  it('reads changes written as a JSON string, with pointers that continue into it', () => {
    expectClean(M, { canvas_id: 'F1', changes: JSON.stringify([{ operation: 'delete', section_id: 'temp:C:1' }]) });
    expectTwins(M, { canvas_id: 'F1', changes: JSON.stringify([{ operation: 'delete' }]) }, [
      { rule: 'canvas-section-id', pointer: '/changes/0/section_id', needle: 'delete' },
    ]);
    expectTwins(M, { canvas_id: 'F1', changes: '[{"operation": "delete",]' }, [{ rule: 'argument-json', pointer: '/changes', needle: 'operation' }]);
  });
});
