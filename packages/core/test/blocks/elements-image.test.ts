import { describe, expect, it } from 'vitest';
import { expectTwins } from './helpers.js';
import { clean, dataOf, found, inAccessory, inActions, inContext, md, one, repeat } from './elements-helpers.js';

const image = (extra: Record<string, unknown> = {}) => ({ type: 'image', image_url: 'https://example.com/cat.png', alt_text: 'A cat', ...extra });

describe('image element', () => {
  it('accepts the platform’s examples in a section and a context block', () => {
    clean(inAccessory(image()));
    clean(inContext(md('Posted by'), image()));
    clean(inAccessory({ type: 'image', alt_text: 'A file', slack_file: { id: 'F0123456789' } }));
    clean(inAccessory({ type: 'image', alt_text: 'A file', slack_file: { url: 'https://files.slack.com/files-pri/T0123-F0123/cat.png' } }));
  });

  it('holds image_url to 3000 characters', () => {
    const url = (length: number) => 'https://example.com/' + repeat('u', length - 20);
    clean(inAccessory(image({ image_url: url(3000) })));
    one(inAccessory(image({ image_url: url(3001) })), 'max-length', '/blocks/0/accessory/image_url', 'uuuu');
    one(inAccessory(image({ image_url: 'not a url' })), 'url', '/blocks/0/accessory/image_url', 'not a url');
  });

  it('holds alt_text to 1–2000 characters', () => {
    clean(inAccessory(image({ alt_text: repeat('t', 2000) })));
    one(inAccessory(image({ alt_text: repeat('t', 2001) })), 'max-length', '/blocks/0/accessory/alt_text', 'tttt');
    one(inAccessory(image({ alt_text: '' })), 'min-length', '/blocks/0/accessory/alt_text', 'alt_text');
    expect(found(inAccessory({ type: 'image', image_url: 'https://example.com/a.png' }))).toEqual([
      { rule: 'required', pointer: '/blocks/0/accessory/alt_text' },
    ]);
  });

  it('takes image_url or slack_file, not both, and needs one', () => {
    one(inAccessory(image({ slack_file: { id: 'F0123' } })), 'image-element-source', '/blocks/0/accessory/slack_file', 'slack_file');
    one(inAccessory({ type: 'image', alt_text: 'A cat' }), 'image-element-source', '/blocks/0/accessory', { json: '"accessory"', yaml: 'accessory' });
    expect(dataOf(inAccessory({ type: 'image', alt_text: 'A cat' }))).toEqual({ keys: ['image_url', 'slack_file'] });
  });

  it('is not an actions element', () => {
    one(inActions(image()), 'type-not-allowed', '/blocks/0/elements/0/type', 'image');
  });
});

describe('slack_file object', () => {
  const file = (slackFile: unknown) => inAccessory({ type: 'image', alt_text: 'A file', slack_file: slackFile });

  it('needs url or id, not both', () => {
    one(file({ url: 'https://files.slack.com/x.png', id: 'F0123' }), 'slack-file-source', '/blocks/0/accessory/slack_file/id', 'F0123');
    one(file({}), 'slack-file-source', '/blocks/0/accessory/slack_file', 'slack_file');
  });

  it('knows its keys', () => {
    expectTwins(file({ file_id: 'F0123' }), [
      { rule: 'unknown-key', pointer: '/blocks/0/accessory/slack_file/file_id', needle: 'file_id' },
      { rule: 'slack-file-source', pointer: '/blocks/0/accessory/slack_file', needle: 'slack_file' },
    ]);
    one(file({ id: '' }), 'min-length', '/blocks/0/accessory/slack_file/id', 'id');
  });
});
