import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDocument } from 'manifesto-core';
import { found, lineOf } from '../helpers.js';

const EXAMPLES = join(import.meta.dirname, '../../../../examples/methods');
const files = readdirSync(EXAMPLES).filter((name) => /\.(json|ya?ml)$/.test(name));

describe('examples/methods', () => {
  it('has one example for each method of the specification, recognised by name', () => {
    const methods = [
      'canvases.edit',
      'assistant.threads.setSuggestedPrompts',
      'assistant.threads.setStatus',
      'views.publish',
      'oauth.v2.access',
      'apps.manifest.validate',
      'apps.manifest.export',
    ];
    for (const method of methods)
      expect(
        files.some((name) => name.includes(`.${method}.`)),
        method,
      ).toBe(true);
  });

  it.each(files.filter((name) => !name.startsWith('mistakes.')))('%s is valid', (name) => {
    const result = checkDocument(name, readFileSync(join(EXAMPLES, name), 'utf8'));
    expect(result.kind).toBe('methods');
    expect(found(result.problems)).toEqual([]);
  });

  it('mistakes.chat.postMessage.yaml has its planted mistakes at their lines', () => {
    const text = readFileSync(join(EXAMPLES, 'mistakes.chat.postMessage.yaml'), 'utf8');
    expect(found(checkDocument('mistakes.chat.postMessage.yaml', text).problems)).toEqual([
      { rule: 'required', pointer: '/channel', line: lineOf(text, 'token:') },
      { rule: 'token-in-arguments', pointer: '/token', line: lineOf(text, 'token:') },
      { rule: 'unknown-key', pointer: '/thread_tss', line: lineOf(text, 'thread_tss') },
      { rule: 'max-length', pointer: '/blocks/0/text/text', line: lineOf(text, 'This header') },
    ]);
  });
});
