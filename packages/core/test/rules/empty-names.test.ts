import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateManifestText } from 'manifesto-core';
import { CORPUS } from '../corpus-path.js';
import { BOT_V1 } from './fixtures.js';
import { expectProblems, key, plant, twins } from './twins.js';

/** The platform's official v2 manifest schema, whose minimums our empty-name errors cite. */
type Node = { minLength?: number; properties?: Record<string, Node>; items?: Node };
const OFFICIAL = JSON.parse(readFileSync(join(CORPUS, 'official-schemas', 'manifest.schema.2.0.0.json'), 'utf8')) as { definitions: Record<string, Node> };
const definition = (name: string): Node => OFFICIAL.definitions[name] ?? {};

describe('empty names', () => {
  it('the official schema states the minimum of display_information.name and shortcut names, so an empty one is an error', () => {
    expect(definition('app-manifests.v1.display_information.schema').properties?.['name']?.minLength).toBe(1);
    expect(definition('app-manifests.v1.features.shortcuts').items?.properties?.['name']?.minLength).toBe(1);
    expect(definition('app-manifests.v1.features.workflow_steps').items?.properties?.['name']?.minLength).toBe(1);
    const text = plant(plant(BOT_V1, '  name: Deploy Bot\n', '  name: ""\n'), '- name: Deploy\n', '- name: ""\n');
    expectProblems(
      text,
      ['min-length'],
      [
        { rule: 'min-length', pointer: '/display_information/name', at: key('name') },
        { rule: 'min-length', pointer: '/features/shortcuts/0/name', at: { yaml: '- name: ""', json: '"name": "",' } },
      ],
    );
    for (const { format, text: source } of twins(text))
      expect(
        validateManifestText(source, { format })
          .problems.filter((p) => p.rule === 'min-length')
          .map((p) => p.severity),
        format,
      ).toEqual(['error', 'error']);
  });
});
