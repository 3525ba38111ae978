import { describe, expect, it } from 'vitest';
import { validateMethodArguments } from 'manifesto-core';
import { expectClean, expectTwins, argumentsProblems } from './helpers.js';

const M = 'views.publish';
const section = (text: string) => ({ type: 'header', text: { type: 'plain_text', text } });
const home = (extra: Record<string, unknown> = {}) => ({ type: 'home', blocks: [section('Welcome home')], ...extra });

describe('views.publish', () => {
  it('accepts a home view as an object or as a JSON string, and a profile view; hash is a string', () => {
    expectClean(M, { user_id: 'U0123', view: home(), hash: '1712345678.abcdef' });
    expectClean(M, { user_id: 'U0123', view: JSON.stringify(home()) });
    expectClean(M, { user_id: 'U0123', view: { type: 'profile', blocks: [] } });
  });

  it('takes profile_id beside user_id or inside the profile view (no page says which), as a string', () => {
    const profile = { type: 'profile', blocks: [section('About me')] };
    expectClean(M, { user_id: 'U0123', profile_id: 'P0123', view: profile });
    expectClean(M, { user_id: 'U0123', view: { ...profile, profile_id: 'P0123' } });
    expectTwins(M, { user_id: 'U1', profile_id: 7, view: profile }, [{ rule: 'type', pointer: '/profile_id', needle: 'profile_id' }]);
  });

  it('requires user_id and view, user_id and hash as strings', () => {
    expectTwins(M, { view: home() }, [{ rule: 'required', pointer: '/user_id', needle: { json: '{', yaml: 'view' } }]);
    expectTwins(M, { user_id: 'U1' }, [{ rule: 'required', pointer: '/view', needle: { json: '{', yaml: 'user_id' } }]);
    expectTwins(M, { user_id: 'U1', view: 5 }, [{ rule: 'type', pointer: '/view', needle: 'view' }]);
    expectTwins(M, { user_id: 'U1', view: [home()] }, [{ rule: 'type', pointer: '/view', needle: 'view' }]);
    expectTwins(M, { user_id: 42, view: home(), hash: 7 }, [
      { rule: 'type', pointer: '/user_id', needle: 'user_id' },
      { rule: 'type', pointer: '/hash', needle: 'hash' },
    ]);
  });

  it('warns about an empty user_id: the reference gives no minimum length', () => {
    expectTwins(M, { user_id: '', view: home() }, [{ rule: 'argument-empty', pointer: '/user_id', needle: 'user_id' }]);
    expect(validateMethodArguments(M, { user_id: '', view: home() }).problems.map((p) => [p.rule, p.severity])).toEqual([['argument-empty', 'warning']]);
  });

  it('publishes home or profile views, not modals', () => {
    const modal = home({ type: 'modal', title: { type: 'plain_text', text: 'A modal' } });
    expectTwins(M, { user_id: 'U1', view: modal }, [{ rule: 'enum', pointer: '/view/type', needle: 'modal' }]);
    expectTwins(M, { user_id: 'U1', view: JSON.stringify(modal) }, [{ rule: 'enum', pointer: '/view/type', needle: 'modal' }]);
  });

  it('checks the view as Block Kit, inside the JSON string too', () => {
    const long = 'x'.repeat(151);
    expectTwins(M, { user_id: 'U1', view: home({ blocks: [section(long)] }) }, [{ rule: 'max-length', pointer: '/view/blocks/0/text/text', needle: long }]);
    expectTwins(M, { user_id: 'U1', view: JSON.stringify(home({ blocks: [section(long)] })) }, [
      { rule: 'max-length', pointer: '/view/blocks/0/text/text', needle: long },
    ]);
  });

  it('places a problem inside the view string at its characters', () => {
    const text = `{\n  "user_id": "U1",\n  "view": "{\\"type\\": \\"modal\\", \\"title\\": {\\"type\\": \\"plain_text\\", \\"text\\": \\"A\\"}, \\"blocks\\": []}"\n}\n`;
    const [problem] = argumentsProblems(M, text, 'json');
    expect(problem?.rule).toBe('enum');
    expect(text.slice(problem!.span.start, problem!.span.end)).toBe('\\"modal\\"');
  });

  it('refuses a view string that is not JSON, or not an object', () => {
    expectTwins(M, { user_id: 'U1', view: '{"type": "home", "blocks": [}' }, [{ rule: 'argument-json', pointer: '/view', needle: 'blocks' }]);
    expectTwins(M, { user_id: 'U1', view: '[1]' }, [{ rule: 'argument-json', pointer: '/view', needle: '[1]' }]);
  });

  it('limits the view to 250 kb: at the limit nothing, past it view-too-large', () => {
    // Sections of plain markdown text, the last one sized so the minified view is exactly `bytes` long.
    const padded = (bytes: number) => {
      const block = (text: string) => ({ type: 'section', text: { type: 'mrkdwn', text } });
      const view = home({ blocks: Array.from({ length: 84 }, () => block('p'.repeat(2900))) });
      const last = block('');
      (view as Record<string, unknown>)['blocks'] = [...(view['blocks'] as unknown[]), last];
      last.text.text = 'p'.repeat(bytes - JSON.stringify(view).length);
      return view;
    };
    expectClean(M, { user_id: 'U1', view: padded(250_000) });
    expectTwins(M, { user_id: 'U1', view: padded(250_001) }, [{ rule: 'view-too-large', pointer: '/view', needle: 'view' }]);
  });
});

describe('Block Kit arguments of the wrong shape', () => {
  const modal = { type: 'modal', title: { type: 'plain_text', text: 'A modal' }, blocks: [{ type: 'divider' }] };

  it('a view that is a list or a number is a type problem for views.open, push and update', () => {
    for (const [method, base] of [
      ['views.open', { trigger_id: '1' }],
      ['views.push', { trigger_id: '1' }],
      ['views.update', { view_id: 'V1' }],
    ] as const) {
      expectTwins(method, { ...base, view: [1] }, [{ rule: 'type', pointer: '/view', needle: { json: '"view"', yaml: '- 1' } }]);
      expectTwins(method, { ...base, view: [] }, [{ rule: 'type', pointer: '/view', needle: { json: '"view"', yaml: 'view:' } }]);
      expectClean(method, { ...base, view: modal });
      expectClean(method, { ...base, view: JSON.stringify(modal) });
    }
  });

  it('blocks and attachments that are objects are a type problem: each is a list', () => {
    const header = { type: 'header', text: { type: 'plain_text', text: 'Hi' } };
    expectTwins('chat.postMessage', { channel: 'C1', blocks: header }, [{ rule: 'type', pointer: '/blocks', needle: { json: '"blocks"', yaml: 'blocks' } }]);
    expectTwins('chat.postMessage', { channel: 'C1', attachments: { text: 'x' } }, [
      { rule: 'type', pointer: '/attachments', needle: { json: '"attachments"', yaml: 'text: x' } },
    ]);
    expectClean('chat.postMessage', { channel: 'C1', blocks: [header], attachments: [{ text: 'x' }] });
    expectClean('chat.postMessage', { channel: 'C1', blocks: JSON.stringify([header]), attachments: null });
  });
});
