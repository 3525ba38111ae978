import { describe, expect, it } from 'vitest';
import { catalogueHoverAt, outlineOf, schemaFactsAt, valuesAt } from '../../src/language/index.js';

const context = { fileName: '/p/filters.audit.logs.yaml' };

describe('audit log filters in the editor', () => {
  it('offers the known action names at action, with the entities each concerns', () => {
    const values = valuesAt('audit', { action: '' }, '/action', context);
    expect(values.map((v) => v.value)).toContain('user_login');
    expect(values.find((v) => v.value === 'guest_created')?.detail).toBe('Channel, User');
    expect(valuesAt('audit', { actor: '' }, '/actor', context)).toEqual([]);
  });

  it('describes each name the action string holds, the real platform word included', () => {
    const hover = catalogueHoverAt('audit', { action: 'user_login, slack_ai_summary_requested,made_up' }, '/action')!;
    const lines = hover.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('(User)');
    expect(lines[1]).toContain('`svc_ai_summary_requested`');
    expect(lines[2]).toContain('not an action');
  });

  it('knows the filters of /logs and none of /actions', () => {
    expect(schemaFactsAt('audit', {}, '', context)?.properties.map((p) => p.name)).toEqual(['latest', 'oldest', 'limit', 'action', 'actor', 'entity']);
    expect(schemaFactsAt('audit', {}, '', { fileName: '/p/x.audit.actions.json' })?.properties).toEqual([]);
    expect(outlineOf('audit', { limit: 5, action: 'user_login' }).map((item) => item.pointer)).toEqual(['/limit', '/action']);
  });
});
