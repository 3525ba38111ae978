import { describe, expect, it } from 'vitest';
import { checkDocument, YamlSections } from 'manifesto-core';

const manifest = [
  '# An app',
  '_metadata:',
  '  major_version: 2',
  'display_information:',
  '  name: Deploy bot',
  'features:',
  '  bot_user:',
  '    display_name: deploy',
  'oauth_config:',
  '  scopes:',
  '    bot:',
  '      - chat:write',
  'settings:',
  '  socket_mode_enabled: true',
  '',
].join('\n');

const facts = (text: string, sections?: YamlSections) =>
  checkDocument('manifest.yaml', text, sections ? { sections } : {}).problems.map(({ rule, pointer, range }) => ({ rule, pointer, range }));

describe('YAML sections kept between versions', () => {
  it('parses again only the section an edit touched; the others are the same parse as before', () => {
    const sections = new YamlSections();
    checkDocument('manifest.yaml', manifest, { sections });
    const features = [...sections.parsed.entries()].find(([body]) => body.startsWith('features:'))![1];
    expect(sections.parsed.size).toBe(5);
    const next = manifest.replace('Deploy bot', 'Deploy robot');
    checkDocument('manifest.yaml', next, { sections });
    expect([...sections.parsed.values()]).toContain(features);
    expect([...sections.parsed.keys()].some((body) => body.includes('Deploy robot'))).toBe(true);
  });

  it('places problems of later sections on their own lines, as the whole parse does', () => {
    const text = manifest.replace('display_name: deploy', `display_name: ${'d'.repeat(90)}`).replace('socket_mode_enabled: true', 'socket_mode_enabled: yes');
    const sections = new YamlSections();
    checkDocument('manifest.yaml', manifest, { sections });
    const found = facts(text, sections);
    expect(found).toEqual(facts(text));
    expect(found.map((p) => [p.rule, p.pointer, p.range.start.line])).toEqual([
      ['max-length', '/features/bot_user/display_name', 7],
      ['type', '/settings/socket_mode_enabled', 13],
    ]);
  });

  it('falls back to the whole parse for what only the whole document can say', () => {
    const cases = [
      // A repeated top-level key, an alias to another section's anchor, a second document, a top-level list.
      manifest + 'features:\n  app_home: {}\n',
      manifest.replace('name: Deploy bot', 'name: &name Deploy bot') + 'outgoing_domains:\n  - *name\n',
      manifest + '---\nmore: true\n',
      '- a\n- b\n',
      manifest.replace('  name: Deploy bot', '  name: "Deploy\nbot"'),
    ];
    for (const text of cases) {
      const sections = new YamlSections();
      checkDocument('manifest.yaml', manifest, { sections });
      expect(facts(text, sections), text).toEqual(facts(text));
    }
  });
});
