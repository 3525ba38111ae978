import { describe, expect, test } from 'vitest';
import { validateManifest } from 'manifesto-core';
import { lineOf } from '../helpers.js';
import { baseV1, baseV2 } from './base.js';
import { plant, render } from './plant.js';

describe('version 2 workflow step type', () => {
  test.each(['function', 'switch', 'conditional'])('type %s is accepted', (type) => {
    for (const { format, text, check } of render(plant(baseV2(), [['/workflows/release_flow/steps/0/type', type]]))) expect(check(text), format).toEqual([]);
  });

  test('another type is one problem at the step type', () => {
    for (const { format, text, check } of render(plant(baseV2(), [['/workflows/release_flow/steps/0/type', 'QLOOP']]))) {
      const found = check(text);
      expect(
        found.map((p) => [p.pointer, p.line]),
        format,
      ).toEqual([['/workflows/release_flow/steps/0/type', lineOf(text, 'QLOOP')]]);
      // The schema's enum, or the workflow rule's explanation of it: either names the same mistake once.
      expect(['enum', 'workflow-step-type']).toContain(found[0]?.rule);
    }
  });
});

describe('metadata events choose their form from `type`', () => {
  test('an event that is not an object is one type problem', () => {
    for (const { format, text, check } of render(plant(baseV1(), [['/metadata_events/deploy_started', 'QEVENT']]))) {
      expect(check(text), format).toEqual([{ rule: 'type', pointer: '/metadata_events/deploy_started', line: lineOf(text, 'QEVENT') }]);
    }
  });

  test('object-form keys are accepted in the object form and reported in the reference form', () => {
    const objectForm = plant(baseV1(), [
      ['/metadata_events/deploy_started/is_hidden', false],
      ['/metadata_events/deploy_started/nullable', true],
    ]);
    expect(validateManifest(objectForm).problems).toEqual([]);
    const referenceForm = plant(baseV1(), [['/metadata_events/deploy_finished/choices', []]]);
    expect(validateManifest(referenceForm).problems.map((p) => [p.rule, p.pointer])).toEqual([['unknown-key', '/metadata_events/deploy_finished/choices']]);
  });

  test('a reference-form mistake never reports the object form', () => {
    const value = plant(baseV1(), [
      ['/metadata_events/deploy_finished/examples', Array.from({ length: 11 }, () => 1)],
      ['/metadata_events/deploy_finished/bogus', 1],
    ]);
    const found = validateManifest(value).problems.map((p) => [p.rule, p.pointer]);
    expect(found.sort()).toEqual([
      ['max-items', '/metadata_events/deploy_finished/examples'],
      ['unknown-key', '/metadata_events/deploy_finished/bogus'],
    ]);
  });
});

describe('unknown keys say where they belong', () => {
  test('shortcuts under settings belongs under features, with the move in data', () => {
    const value = plant(baseV1(), [
      ['/features/shortcuts', undefined],
      ['/settings/shortcuts', []],
    ]);
    const problems = validateManifest(value).problems;
    expect(problems.map((p) => [p.rule, p.pointer, p.target, p.data?.['moveTo']])).toEqual([['unknown-key', '/settings/shortcuts', 'key', 'features']]);
  });

  test('a generic key such as name suggests no place but lists the known keys', () => {
    const problems = validateManifest(plant(baseV1(), [['/features/app_home/name', 'x']])).problems;
    expect(problems.map((p) => [p.rule, p.pointer, p.data?.['belongsUnder'], p.data?.['known']])).toEqual([
      ['unknown-key', '/features/app_home/name', undefined, ['home_tab_enabled', 'messages_tab_enabled', 'messages_tab_read_only_enabled']],
    ]);
  });

  test('a misspelt key suggests the sibling it resembles', () => {
    const problems = validateManifest(plant(baseV1(), [['/settings/socket_mode_enable', true]])).problems;
    expect(problems.map((p) => [p.rule, p.pointer, p.data?.['suggestion']])).toEqual([['unknown-key', '/settings/socket_mode_enable', 'socket_mode_enabled']]);
  });
});

describe('groups the seed names without fields', () => {
  test('compliance and $schema accept anything an object or string holds', () => {
    const value = plant(baseV1(), [
      ['/compliance', { retention: { days: 30 } }],
      ['/$schema', 'https://example.com/schema.json'],
    ]);
    expect(validateManifest(value).problems).toEqual([]);
  });
  test('compliance must still be an object', () => {
    expect(validateManifest(plant(baseV1(), [['/compliance', 'strict']])).problems.map((p) => [p.rule, p.pointer])).toEqual([['type', '/compliance']]);
  });
});
